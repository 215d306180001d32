"""The entry point TensorBoard loads (setup.py: tensorboard_plugins)."""

from tensorboard.plugins import base_plugin


class TrainHealthLoader(base_plugin.TBLoader):
    def load(self, context):
        # Imported here so that TensorBoard's plugin discovery stays cheap.
        from tb_trainhealth.plugin.plugin import TrainHealthPlugin

        return TrainHealthPlugin(context)
