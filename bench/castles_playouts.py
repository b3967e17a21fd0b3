"""Random playouts of The Castles of Burgundy on one core: games per CPU second for 2, 3 and 4 players.

Plays through the public API (Game.current / actions / apply, like `python -m rules simulate`) and
prints one JSON line. Usage: python bench/castles_playouts.py [games per player count]
"""
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.castles import GAME  # noqa: E402
from rules.core import Rng  # noqa: E402


def playout(n: int, seed: int) -> int:
    st = GAME.new([f"P{i}" for i in range(n)], seed)
    chooser = Rng(seed ^ 0x5EED)
    moves = 0
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])
        moves += 1
    return moves


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = {"bench": "castles_playouts", "games": games}
    for n in (2, 3, 4):
        start, cpu = time.perf_counter(), time.process_time()
        moves = sum(playout(n, seed) for seed in range(games))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        # CPU time is the figure to compare: other processes on the machine inflate wall time
        out[f"games_per_second_{n}p"] = round(games / cpu, 1)
        out[f"wall_games_per_second_{n}p"] = round(games / elapsed, 1)
        out[f"actions_per_game_{n}p"] = round(moves / games, 1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
