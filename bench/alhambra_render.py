"""Alhambra render timing: public and private PNGs (render + encode) of mid- and late-game views, every
image of a view (`render_pngs`: five or six Alhambras take a second image), timed per image.

Prints one JSON line with p50/p95 in milliseconds (goal: p50 < 80 ms).
"""
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from render import registry  # noqa: E402
from rules.alhambra import GAME  # noqa: E402
from rules.core import Rng  # noqa: E402

ALL = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}


def views():
    out = []
    for n, opts in ((2, {}), (4, {}), (6, ALL), (4, ALL)):
        st = GAME.new([f"Player {i}" for i in range(n)], n, opts)
        rng = Rng(n)
        step = 0
        while not GAME.over(st):
            cur = GAME.current(st)
            seat = cur[rng.below(len(cur))]
            acts = GAME.actions(st, seat)
            buys = [a for a in acts if a.text.startswith(("buy", "place"))]
            pick = buys if buys and rng.below(3) else acts
            GAME.apply(st, seat, pick[rng.below(len(pick))])
            step += 1
            if step % 120 == 0:
                out.append(GAME.view(st, None))
                out.append(GAME.view(st, GAME.current(st)[0] if GAME.current(st) else 0))
        out.append(GAME.view(st, None))
    return out


def main():
    vs = views()
    times = []
    for _ in range(3):
        for v in vs:
            t = time.perf_counter()
            n = len(registry.render_pngs(v))
            times += [(time.perf_counter() - t) * 1000 / n] * n
    times.sort()
    print(json.dumps({"bench": "alhambra_render", "images": len(times),
                      "p50_ms": round(statistics.median(times), 1),
                      "p95_ms": round(times[int(len(times) * 0.95) - 1], 1), "goal_p50_ms": 80}))


if __name__ == "__main__":
    main()
