"""Random playouts of The Castles of Burgundy on one core: games per CPU second for 2, 3 and 4 players,
then four players with every module on, the team game and the solo game (goal: >= 50 four-player games per
CPU second, with all modules too).

Prints one JSON line. Usage: python bench/castles_playouts.py [games per case]
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import measure  # noqa: E402
from rules.castles import GAME  # noqa: E402
from rules.castles.components import MODULES  # noqa: E402

ALL_MODULES = {m: True for m in MODULES}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = {"bench": "castles_playouts", "games": games}
    for n in (2, 3, 4):
        out.update(measure(GAME, f"{n}p", n, games))
    out.update(measure(GAME, "4p_all_modules", 4, games, ALL_MODULES))
    out.update(measure(GAME, "team", 4, games, {"team": "yes"}))
    out.update(measure(GAME, "solo", 1, games, {"solo": "expert"}))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
