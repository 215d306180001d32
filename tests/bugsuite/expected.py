"""What each bug script of the suite must get: (kind, layer). The kind is
the root cause (a finding with no `caused_by`) of warning or critical
severity; the layer is the one the fix edits (None where the fix is in
the data, the optimizer or the script, not a layer). Its fixed twin
(`--fixed`) must get no warning or critical finding at all
(scripts/bug_suite.py)."""

EXPECTED = {
    # training that does not learn (the head, the loss, the optimizer)
    "softmax_one_unit": ("output_activation_mismatch", "churn"),
    "sigmoid_regression": ("output_activation_mismatch", "price"),
    "relu_output": ("output_activation_mismatch", "output"),
    "from_logits": ("loss_output_mismatch", "scores"),
    "bce_class_ids": ("loss_output_mismatch", "species"),
    "scaled_labels": ("loss_output_mismatch", "digit"),
    "unscaled_relu": ("unscaled_inputs", "dense_in"),
    "raw_pixels_cnn": ("unscaled_inputs", "conv_in"),
    "lr_too_high": ("learning_rate_too_high", None),
    "lr_too_low": ("learning_rate_too_low", None),
    "shuffled_apart": ("accuracy_at_chance", None),
    # shapes
    "missing_flatten": ("shape_mismatch", "classifier"),
    "activation_after_output": ("shape_mismatch", "scores"),
    "lstm_return_sequences": ("input_spec_mismatch", "lstm"),  # trains on a broadcast, no crash
    "lstm_2d_input": ("shape_mismatch", "lstm"),
    "binary_two_units": ("shape_mismatch", "out"),
    "onehot_to_sparse": ("shape_mismatch", "genre"),  # crashes; the fix is the loss
    # non-finite values
    "nan_in_csv": ("nonfinite_data", None),
    "log_of_counts": ("nonfinite_activations", "log_counts"),
    "loop_nan_labels": ("nonfinite_data", None),
    # gradients
    "unscaled_targets_sgd": ("exploding_gradients", None),
    "deep_sigmoid": ("vanishing_gradients", "hidden_0"),
    # memory, crashes
    "pairwise_oom": ("oom", "pairwise"),
    "generator_key_error": ("training_error", None),
    "predict_one_sample": ("training_error", None),
    # Written after the rules above were tuned on the others, and run as a
    # holdout before any change (see docs/bug-suite.md).
    "adam_lr_one": ("learning_rate_too_high", None),
    "bce_no_sigmoid": ("loss_output_mismatch", "spam"),
    "int_labels_categorical": ("shape_mismatch", "topic"),
    "sqrt_negative": ("nonfinite_activations", "distance"),
    "validation_labels_shape": ("shape_mismatch", "label"),
    "regression_relu_head_negative": ("output_activation_mismatch", "anomaly"),
    "rnn_no_clip": ("exploding_gradients", None),
    # A second holdout, run once before any change.
    "multilabel_softmax": ("loss_output_mismatch", "tags"),
    "three_targets_one_unit": ("input_spec_mismatch", "xyz"),
    # issue 44: one-hot rows against an output that kept an image axis (the
    # Dense fed (28, 28) is the one to flatten before); one 0/1 target per
    # sample broadcast by mse over 100 units (not one-hot rows)
    "onehot_rank3_output": ("shape_mismatch", "hidden"),
    "one_target_100_units": ("input_spec_mismatch", "score"),
    "concat_wrong_axis": ("shape_mismatch", "merge"),
    "embedding_vocab_small": ("index_out_of_range", "embed"),  # issue #28 item 6: its own kind
    # A third holdout, run once before any change.
    "everything_frozen": ("loss_stuck", None),
    "labels_minus_one": ("loss_output_mismatch", "decision"),
    "labels_one_based": ("shape_mismatch", "stars"),
    "lstm_raw_prices": ("unscaled_inputs", "lstm"),
    # A fourth holdout, run once before any change.
    "sample_weight_nan": ("nonfinite_data", None),
    "tanh_head_bce": ("output_activation_mismatch", "churn"),
    "x_y_lengths": ("shape_mismatch", None),
    "text_no_pooling": ("shape_mismatch", "out"),
    # Mixed precision (issue #29 item 4): bfloat16 holds float32's range and
    # loses precision in sums instead.
    "bf16_rms_norm": ("low_precision_sum", "rms_norm"),
    # Transformers (issue #29): the guide's own setting.
    "gpt_lr_schedule_typo": ("loss_spike", None),
    "transformer_no_warmup": ("learning_rate_too_high", None),
    "transformer_mislabeled_shard": ("loss_spike", None),
    # Data order and supply (issue #28 item 2).
    "sorted_by_class_no_shuffle": ("unshuffled_data", None),
    "steps_per_epoch_runs_out": ("input_exhausted", None),
    # Issue #28 items 3, 5 and 6: training that learns badly; stuck, and where.
    "sgd_lr_100x": ("learning_rate_too_high", None),
    "unscaled_targets_tanh": ("exploding_gradients", None),
    "dead_relu_bias": ("dead_units", "usage"),
    # Issue #44: the cause a careful reviewer would name.
    "lm_labels_not_shifted": ("labels_leak_inputs", None),
    "attention_no_scale": ("attention_logit_growth", "self_attention"),
    # Issue #44 (round 3): an Adam-family rate far above the family's is the
    # cause; on a decoder the attention logits' growth is its symptom.
    "adamw_rate_high_decoder": ("learning_rate_too_high", None),
    "adam_rate_high_lstm": ("learning_rate_too_high", None),
    # Issue #44 (precision, round 3): a NaN a low-precision layer makes from
    # finite inputs is the cause, not the gradients that explode after it.
    "bf16_variance_cancels": ("nonfinite_activations", "feat_norm"),
    "fp16_attention_pool_exp": ("nonfinite_activations", "attn_pool"),
    # Issue #44: a TF1 keep_prob written as Keras's rate (the share dropped).
    "dropout_keep_prob_mlp": ("dropout_too_high", "drop_1"),
    "dropout_keep_prob_cnn": ("dropout_too_high", "drop_conv"),
}
