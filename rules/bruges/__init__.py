from rules.bruges.game import GAME  # noqa: F401
