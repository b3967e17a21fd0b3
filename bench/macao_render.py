"""Render time of Macao images (public and every seat's private, 2-4 players, early, mid-game and over, PNG
encoding included, every image of a view) from seeded random games: prints one JSON line with p50 and p95 in
milliseconds per image. Goal (issue 16): p50 under 80 ms."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import played, render_timing  # noqa: E402
from rules.macao import GAME  # noqa: E402


def views():
    """For each game stopped early, mid-game and at the end: the public view and each seat's private view."""
    out = []
    for n in (2, 3, 4):
        for steps in (10, 80 * n, 10 ** 6):
            st = played(GAME, n, n + steps, steps)
            out.append([GAME.view(st, None)] + [GAME.view(st, s) for s in range(n)])
    return out


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(json.dumps(render_timing("macao_render", [v for group in views() for v in group], rounds)))


if __name__ == "__main__":
    main()
