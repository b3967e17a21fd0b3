"""Errors raised by the rules. Their messages are written for players."""
from __future__ import annotations


class GameError(Exception):
    """Base class: the message is safe to show to a player. It is a message (rules/core/text.py) or a
    finished English text; `str(error)` gives it in English, i18n.say in any language."""

    def __init__(self, message="", **params):
        from rules.core.text import english, msg
        self.message = msg(message, **params) if params else message
        super().__init__(english(self.message))


class SetupError(GameError):
    """A game cannot be created from these players or options."""


class IllegalAction(GameError):
    """An action that is not legal now; the state is left unchanged."""
