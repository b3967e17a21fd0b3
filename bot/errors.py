"""Errors of the table service. Every message is friendly and safe to show to the player."""
from __future__ import annotations


class ServiceError(Exception):
    """`message` is a message (rules/core/text.py: a key marked with N_ and its parameters, or a rules
    error's message); `str(error)` is its English text, `error.say(lang)` its text in a language."""

    def __init__(self, message="", **params):
        from rules.core.text import english, msg
        self.message = msg(message, **params) if params else message
        super().__init__(english(self.message))

    game: str | None = None  # the game whose rules refused (its own words come first), if any

    def say(self, lang: str, names=()) -> str:
        import i18n
        return i18n.say(lang, self.message, names, self.game)

    def of_game(self, game: str) -> "ServiceError":
        self.game = game
        return self


class NotFound(ServiceError):
    pass


class NotAllowed(ServiceError):
    """The player may not do this (not seated, not the creator, not their turn)."""


class BadCommand(ServiceError):
    pass


class Stale(ServiceError):
    """A button from an older state of the table. `options` holds the fresh ones, when the player has any."""

    def __init__(self, message, options=None, **params):
        super().__init__(message, **params)
        self.options = options


class Broken(ServiceError):
    """A stored table that cannot be read: damaged, or of a game or saved-state schema this bot does not
    know. It is left exactly as it is in Redis for a human to look at; `reason` says what is wrong (for
    the log, never the player), and names no part of the game's state."""

    def __init__(self, tid: str, reason: str):
        from rules.core.text import N_
        super().__init__(N_("This table cannot be loaded (it has been reported)."))
        self.table = tid
        self.reason = reason
