"""Golden digests of seeded Alhambra playouts, the guard of every refactor of rules/alhambra: every
module combination (walls, thieves, change, traders: 16) at 2, 4 and 6 players, one entry per
"combo/players" in golden.json. What a digest covers, what a change means and how to regenerate
deliberately: tests/golden.py.
"""
import itertools
from pathlib import Path

from rules.alhambra import GAME
from tests.golden import check_golden, playout_digest

GOLDEN = Path(__file__).with_name("golden.json")
MODULES = ("walls", "thieves", "change", "traders")
PLAYERS = (2, 4, 6)


def cases():
    """key -> (players, game seed, options, chooser seed); the seeds never change with the set of cases."""
    out = {}
    for index, bits in enumerate(itertools.product((False, True), repeat=len(MODULES))):
        combo = "+".join(m for m, on in zip(MODULES, bits) if on) or "base"
        options = {m: "yes" if on else "no" for m, on in zip(MODULES, bits)}
        for n in PLAYERS:
            seed = 1000 + 10 * index + n
            out[f"{combo}/{n}"] = (n, seed, options, seed + 500_000)
    return out


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Alhambra playouts; see tests/alhambra/test_golden.py")
