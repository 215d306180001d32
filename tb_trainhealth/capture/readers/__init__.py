"""What capture reads off a run outside the step: an exception as a user reads it, the host's
load, the tf.data graph, the optimizer, which variables got no update, bounded per-step overviews."""
