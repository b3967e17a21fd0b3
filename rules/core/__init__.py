"""The shared rules core every game implements."""
from rules.core.errors import GameError, IllegalAction, SetupError  # noqa: F401
from rules.core.rng import Rng  # noqa: F401
from rules.core.options import OptionSpec  # noqa: F401
from rules.core.types import Action, Applied, Event, Result  # noqa: F401
from rules.core.state import State  # noqa: F401
from rules.core.game import Context, Game  # noqa: F401
from rules.core.moves import Moves  # noqa: F401
