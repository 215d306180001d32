"""Capture: record diagnostics while training. Needs TensorFlow and Keras."""
