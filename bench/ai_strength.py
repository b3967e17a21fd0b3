"""How strong and how fast the computer player is (rules/ai): one JSON line per game.

For each game, `--games` games with the AI in a rotating seat against uniformly random players, and as many
against the safe-default autopilot (each seat plays the action its decision marks default=True). A win is the
AI's seat among the winners. Win rates come with a 95% Wilson interval; decision times (wall seconds) count
only decisions with a choice (two or more legal actions).

Usage: python bench/ai_strength.py [--game G] [--games N] [--level L] [--players P]
"""
import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.ai import choose  # noqa: E402
from rules.core import Rng  # noqa: E402
from rules.registry import get_game  # noqa: E402


def wilson(wins: int, n: int, z: float = 1.96) -> list[float]:
    if not n:
        return [0.0, 1.0]
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def play(game, players: int, seed: int, ai_seat: int, level: str, opponent: str, times: list) -> bool:
    """One game, the AI at `ai_seat`, the others random or the safe default; whether the AI won."""
    st = game.new([f"P{i + 1}" for i in range(players)], seed)
    chooser = Rng(seed ^ 0x5EED)
    while not game.over(st):
        seat = game.current(st)[0]
        legal = game.actions(st, seat)
        if seat == ai_seat:
            start = time.perf_counter()
            action = choose(game, st, seat, level, seed=seed)
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
        elif opponent == "random":
            action = legal[chooser.below(len(legal))]
        else:
            action = game.default_action(st, seat)
        game.apply(st, seat, action)
    return ai_seat in game.final(st).winners


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 3) if xs else 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="castles")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    game = get_game(args.game)
    times: list[float] = []
    out = {"game": game.id, "players": args.players, "games": args.games, "level": args.level}
    for opponent in ("random", "default"):
        wins = sum(play(game, args.players, seed, seed % args.players, args.level, opponent, times)
                   for seed in range(args.games))
        out[f"win_rate_vs_{opponent}"] = round(wins / args.games, 3) if args.games else 0.0
        out[f"win_rate_vs_{opponent}_ci95"] = wilson(wins, args.games)
    out["decision_p50_s"] = quantile(times, 0.5)
    out["decision_p99_s"] = quantile(times, 0.99)
    out["decisions"] = len(times)
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
