"""Errors of the table service. Every message is friendly and safe to show to the player."""
from __future__ import annotations


class ServiceError(Exception):
    pass


class NotFound(ServiceError):
    pass


class NotAllowed(ServiceError):
    """The player may not do this (not seated, not the creator, not their turn)."""


class BadCommand(ServiceError):
    pass


class Stale(ServiceError):
    """A button from an older state of the table. `options` holds the fresh ones, when the player has any."""

    def __init__(self, message: str, options=None):
        super().__init__(message)
        self.options = options
