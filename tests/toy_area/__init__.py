"""A fourth, toy area made only of new files (tests/test_toy_area.py): a
declaration, a probe, a rule and a backend view, registered by one line,
the TB_TRAINHEALTH_AREAS environment variable."""
