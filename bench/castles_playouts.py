"""Random playouts of The Castles of Burgundy on one core: games per CPU second for 2, 3 and 4 players.

Prints one JSON line. Usage: python bench/castles_playouts.py [games per player count]
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import measure  # noqa: E402
from rules.castles import GAME  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = {"bench": "castles_playouts", "games": games}
    for n in (2, 3, 4):
        out.update(measure(GAME, f"{n}p", n, games))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
