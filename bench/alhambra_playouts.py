"""Random Alhambra playouts through the public API (Game.current/actions/apply), one core.

Prints one JSON line: games per second for 2, 4 and 6 players (base game, and all four modules),
measured in CPU time (steadier than wall time on a shared machine). Each case runs in a process of
its own, so no case inherits another's memo tables (a process that played other cases first runs a
few per cent slower), three times on fresh seeds; the figure is the median run, and `_best` the
fastest (the least disturbed by other work on the machine).
Usage: python bench/alhambra_playouts.py [seconds_per_run] [--against REV]

--against REV measures the rules of git revision REV side by side in the same run (each case played by
both, one after the other), and prints each case's ratio now/then: a refactor must keep it above 0.85.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# BENCH_RULES_FROM: a tree holding another revision's rules/ (--against), imported instead of ours
sys.path.insert(0, os.environ.get("BENCH_RULES_FROM") or ROOT)

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


def rate(n, opts, budget, first_seed=1):
    start = time.process_time()
    games = moves = 0
    while time.process_time() - start < budget or games < 3:
        moves += play(n, first_seed + games, opts)
        games += 1
    elapsed = time.process_time() - start
    return games / elapsed, moves / games


def runs(n, opts, budget, times=3):
    """(median, best) games per second and moves per game over `times` runs on different seeds."""
    got = sorted(rate(n, opts, budget, 1 + 100_000 * r) for r in range(times))
    return round(got[times // 2][0], 2), round(got[-1][0], 2), round(got[times // 2][1])


def case(n: int, modules: bool, budget: float, rules_from: str | None = None) -> list:
    """runs() of one case in a fresh Python process (with the rules of `rules_from`, a tree, if given)."""
    env = dict(os.environ, BENCH_RULES_FROM=rules_from or "")
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--case", str(n), str(int(modules)), str(budget)],
                          check=True, capture_output=True, text=True, env=env)
    return json.loads(done.stdout)


def side_by_side(rev: str, budget: float) -> dict:
    """Each case played by our rules and by REV's, one after the other in this run."""
    with tempfile.TemporaryDirectory() as tree:
        archive = subprocess.run(["git", "-C", ROOT, "archive", rev, "rules"], check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", tree], input=archive.stdout, check=True)
        out = {"bench": "alhambra_playouts_side_by_side", "against": rev, "floor": 0.85}
        for n in (2, 4, 6):
            for modules in (False, True):
                key = f"{n}p{'_modules' if modules else ''}"
                then = case(n, modules, budget, tree)[0]
                now = case(n, modules, budget)[0]
                out[key] = {"now": now, "then": then, "ratio": round(now / then, 3)}
        return out


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--case":
        n, modules, budget = int(sys.argv[2]), sys.argv[3] == "1", float(sys.argv[4])
        print(json.dumps(runs(n, ALL if modules else {}, budget)))
        return
    args = sys.argv[1:]
    if "--against" in args:
        i = args.index("--against")
        rev = args[i + 1]
        del args[i:i + 2]
        print(json.dumps(side_by_side(rev, float(args[0]) if args else 3.0)))
        return
    budget = float(args[0]) if args else 3.0
    out = {"bench": "alhambra_playouts", "goal_4p_games_per_s": 100}
    for n in (2, 4, 6):
        out[f"{n}p_games_per_s"], out[f"{n}p_games_per_s_best"], out[f"{n}p_moves_per_game"] = case(n, False, budget)
        out[f"{n}p_modules_games_per_s"], out[f"{n}p_modules_games_per_s_best"], _ = case(n, True, budget)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
