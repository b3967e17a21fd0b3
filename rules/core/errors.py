"""Errors raised by the rules. Their messages are written for players."""


class GameError(Exception):
    """Base class: the message is safe to show to a player as it is."""


class SetupError(GameError):
    """A game cannot be created from these players or options."""


class IllegalAction(GameError):
    """An action that is not legal now; the state is left unchanged."""
