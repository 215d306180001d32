"""The step engine: the one owner of the model's train function (the guarded step, its two
versions, what its participants see of the run (`TrainingRun`), the outputs it hands the
probes, the functions kept across fits, the overhead budget, which worker writes the run)."""
