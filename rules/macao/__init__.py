from rules.macao.game import GAME  # noqa: F401
