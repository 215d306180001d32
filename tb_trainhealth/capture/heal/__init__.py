"""Healing (`heal=True`): the in-step skip of a bad update, snapshots and rollbacks, and the
learning rate heal lowers and gives back."""
