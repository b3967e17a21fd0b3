"""Render time of Bruges images (public and private, 2-4 players, early, late and over, with pets, PNG
encoding included, every image of a view), from the hand-built views of tests/bruges/render_views.py
until the rules give real ones: prints one JSON line with p50 and p95 in milliseconds per image."""
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import bruges, canvas  # noqa: E402
from tests.bruges import render_views as V  # noqa: E402


def views():
    """(public view, a private view) for every fixture."""
    return [(V.view(n, stage, None, pets), V.view(n, stage, n - 1, pets)) for n, stage, pets in V.FIXTURES]


def pngs(view):
    pages = bruges.render_public_pages if view["seat"] is None else bruges.render_private_pages
    return [canvas.to_png(img) for img in pages(view)]


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    pub, priv = [], []
    cases = views()
    for _ in range(rounds):
        for public, private in cases:
            for view, out in ((public, pub), (private, priv)):
                t = time.perf_counter()
                n = len(pngs(view))
                out += [(time.perf_counter() - t) * 1000 / n] * n

    def q(xs, f):
        return round(statistics.quantiles(xs, n=20)[18], 1) if f == 95 else round(statistics.median(xs), 1)

    print(json.dumps({"bench": "bruges_render", "images": len(pub) + len(priv),
                      "public_p50_ms": q(pub, 50), "public_p95_ms": q(pub, 95),
                      "private_p50_ms": q(priv, 50), "private_p95_ms": q(priv, 95),
                      "p50_ms": q(pub + priv, 50)}))


if __name__ == "__main__":
    main()
