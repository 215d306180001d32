"""The TensorBoard plugin backend. Never imports TensorFlow."""
