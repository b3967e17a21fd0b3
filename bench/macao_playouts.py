"""Random playouts of Macao on one core: games per CPU second for 2, 3 and 4 players, and 4 players with
simultaneous dice. Goal (issue 16): at least 50 four-player games per CPU second.

Prints one JSON line. Usage: python bench/macao_playouts.py [games per case]
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import measure  # noqa: E402
from rules.macao import GAME  # noqa: E402

CASES = (("2p", 2, {}), ("3p", 3, {}), ("4p", 4, {}), ("4p_simultaneous", 4, {"dice_choice": "simultaneous"}))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = {"bench": "macao_playouts", "games": games, "goal_4p": 50}
    for name, n, options in CASES:
        out.update(measure(GAME, name, n, games, options))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
