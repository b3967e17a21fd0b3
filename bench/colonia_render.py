"""Render time of Colonia images (public and every seat's private, 3, 4 and 6 players, early, mid-game and
over, PNG encoding included, every image of a view) from seeded random games: prints one JSON line with p50 and
p95 in milliseconds per image. Goal (issue 17): p50 under 80 ms."""
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.playout import played  # noqa: E402
from render import canvas, colonia  # noqa: E402
from rules.colonia import GAME  # noqa: E402


def views():
    """For each game stopped early, mid-game and at the end: the public view and each seat's private view."""
    out = []
    for n in (3, 4, 6):
        for steps in (10, 70 * n, 10 ** 6):
            st = played(GAME, n, n + steps, steps)
            out.append([GAME.view(st, None)] + [GAME.view(st, s) for s in range(n)])
    return out


def pngs(view):
    pages = colonia.render_public_pages if view["seat"] is None else colonia.render_private_pages
    return [canvas.to_png(img) for img in pages(view)]


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    pub, priv = [], []
    cases = views()
    for _ in range(rounds):
        for group in cases:
            for view in group:
                out = pub if view["seat"] is None else priv
                t = time.perf_counter()
                n = len(pngs(view))
                out += [(time.perf_counter() - t) * 1000 / n] * n

    def q(xs, f):
        return round(statistics.quantiles(xs, n=20)[18], 1) if f == 95 else round(statistics.median(xs), 1)

    print(json.dumps({"bench": "colonia_render", "images": len(pub) + len(priv),
                      "public_p50_ms": q(pub, 50), "public_p95_ms": q(pub, 95),
                      "private_p50_ms": q(priv, 50), "private_p95_ms": q(priv, 95),
                      "p50_ms": q(pub + priv, 50)}))


if __name__ == "__main__":
    main()
