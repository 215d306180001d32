"""Diagnosis: run data -> findings -> flowchart state. No TensorFlow here."""

from tb_trainhealth.diagnosis.engine import Diagnosis, diagnose  # noqa: F401
