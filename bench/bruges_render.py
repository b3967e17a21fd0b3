"""Render time of Bruges images (public and private, 2-4 players, early, mid-game and over, with and without
pets, PNG encoding included, every image of a view) from seeded random games: prints one JSON line with p50
and p95 in milliseconds per image. Goal (issue 15): p50 under 80 ms."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import played, render_timing  # noqa: E402
from rules.bruges import GAME  # noqa: E402


def views():
    """(public view, the last seat's private view) of random games stopped early, mid-game and at the end."""
    out = []
    for n, pets in ((2, False), (3, True), (4, False), (4, True)):
        for steps in (10, 60 * n, 10 ** 6):
            st = played(GAME, n, n, steps, {"pets": "yes"} if pets else {})
            out.append((GAME.view(st, None), GAME.view(st, n - 1)))
    return out


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(json.dumps(render_timing("bruges_render", [v for group in views() for v in group], rounds)))


if __name__ == "__main__":
    main()
