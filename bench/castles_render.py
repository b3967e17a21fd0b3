"""Render time of The Castles of Burgundy images (public and private, 2-4 players, PNG encoding
included, every image of a view: `render_pngs`): prints one JSON line with p50 and p95 in milliseconds
per image."""
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import registry  # noqa: E402
from rules.castles import GAME  # noqa: E402
from rules.core import Rng  # noqa: E402


def positions():
    """Mid-game and finished positions for 2, 3 and 4 players."""
    out = []
    for n in (2, 3, 4):
        for steps in (80 * n, 10_000):
            st = GAME.new([f"Player {i + 1}" for i in range(n)], n)
            chooser = Rng(n)
            while steps and not GAME.over(st):
                seat = GAME.current(st)[0]
                legal = GAME.actions(st, seat)
                GAME.apply(st, seat, legal[chooser.below(len(legal))])
                steps -= 1
            out.append(st)
    return out


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    pub, priv = [], []
    states = positions()
    for _ in range(rounds):
        for st in states:
            for seat, out in ((None, pub), (0, priv)):
                view = GAME.view(st, seat)
                t = time.perf_counter()
                n = len(registry.render_pngs(view))
                out += [(time.perf_counter() - t) * 1000 / n] * n

    def q(xs, f):
        return round(statistics.quantiles(xs, n=20)[18], 1) if f == 95 else round(statistics.median(xs), 1)

    print(json.dumps({"bench": "castles_render", "images": len(pub) + len(priv),
                      "public_p50_ms": q(pub, 50), "public_p95_ms": q(pub, 95),
                      "private_p50_ms": q(priv, 50), "private_p95_ms": q(priv, 95),
                      "p50_ms": q(pub + priv, 50)}))


if __name__ == "__main__":
    main()
