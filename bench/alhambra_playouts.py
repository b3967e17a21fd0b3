"""Random Alhambra playouts through the public API (Game.current/actions/apply), one core.

Prints one JSON line: games per second for 2, 4 and 6 players (base game, and all four modules),
measured in CPU time of this process (steadier than wall time on a shared machine).
Usage: python bench/alhambra_playouts.py [seconds_per_case]
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.alhambra import GAME  # noqa: E402
from rules.core import Rng  # noqa: E402

ALL = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}


def play(n, seed, opts):
    st = GAME.new([f"P{i}" for i in range(n)], seed, opts)
    rng = Rng(seed ^ 0x5EED)
    moves = 0
    while not GAME.over(st):
        cur = GAME.current(st)
        seat = cur[rng.below(len(cur))]
        acts = GAME.actions(st, seat)
        GAME.apply(st, seat, acts[rng.below(len(acts))])
        moves += 1
    return moves


def rate(n, opts, budget):
    start = time.process_time()
    games = moves = 0
    while time.process_time() - start < budget or games < 3:
        moves += play(n, games + 1, opts)
        games += 1
    elapsed = time.process_time() - start
    return round(games / elapsed, 2), round(moves / games)


def main():
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    out = {"bench": "alhambra_playouts", "goal_4p_games_per_s": 100}
    for n in (2, 4, 6):
        out[f"{n}p_games_per_s"], out[f"{n}p_moves_per_game"] = rate(n, {}, budget)
        out[f"{n}p_modules_games_per_s"], _ = rate(n, ALL, budget)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
