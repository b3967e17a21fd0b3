"""Random playouts of Colonia on one core: games per CPU second for 3, 4, 5 and 6 players.
Goal (issue 17): at least 50 four-player games per CPU second.

Prints one JSON line. Usage: python bench/colonia_playouts.py [games per case]
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import measure  # noqa: E402
from rules.colonia import GAME  # noqa: E402

CASES = (("3p", 3, {}), ("4p", 4, {}), ("5p", 5, {}), ("6p", 6, {}))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = {"bench": "colonia_playouts", "games": games, "goal_4p": 50}
    for name, n, options in CASES:
        out.update(measure(GAME, name, n, games, options))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
