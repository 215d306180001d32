"""The plugin served for a logdir the way TensorBoard serves it: a real
multiplexer data provider, the real TensorBoard WSGI app, werkzeug's client.
No TensorFlow needed (tests/test_plugin_cache.py imports it without)."""

import json

from tensorboard.backend import application
from tensorboard.backend.event_processing import data_provider as tb_data_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test
from werkzeug import wrappers

from tb_trainhealth.plugin.loader import TrainHealthLoader

PREFIX = "/data/plugin/trainhealth"


def serve(logdir):
    """(client, plugin, multiplexer): reload the multiplexer to see new data."""
    multiplexer = plugin_event_multiplexer.EventMultiplexer()
    multiplexer.AddRunsFromDirectory(str(logdir))
    multiplexer.Reload()
    provider = tb_data_provider.MultiplexerDataProvider(multiplexer, str(logdir))
    context = base_plugin.TBContext(data_provider=provider, logdir=str(logdir))
    plugin = TrainHealthLoader().load(context)
    app = application.TensorBoardWSGI([plugin], data_provider=provider)
    return werkzeug_test.Client(app, wrappers.Response), plugin, multiplexer


def make_client(logdir):
    return serve(logdir)[0]


def get_json(client, path):
    response = client.get(PREFIX + path)
    return response.status_code, json.loads(response.get_data())
