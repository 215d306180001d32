"""Shapes: the symbolic walk of a model on the data's spec, the preflight before the first step,
the shape table, and a shape error named at its layer."""
