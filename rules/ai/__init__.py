"""The computer player of every game: information-set MCTS over determinizations (search.py), a game's own
knowledge through its adapter (adapters.py; `rules/<game>/ai.py`), one entry point (`choose`)."""
from rules.ai.player import LEVELS, budget, choose, suggestions

__all__ = ["choose", "suggestions", "budget", "LEVELS"]
