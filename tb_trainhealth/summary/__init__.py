"""The trainhealth summary format: metadata, tags, writing ops and reading.

`metadata` and `reader` import without TensorFlow (TensorBoard runs without
it); `ops` needs TensorFlow and is imported only by capture code.
"""
