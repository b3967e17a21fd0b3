from rules.colonia.game import GAME  # noqa: F401
