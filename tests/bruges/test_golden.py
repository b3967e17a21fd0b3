"""Golden digests of seeded Bruges playouts, the guard of every refactor of rules/bruges: 2, 3 and 4 players,
with and without the pets, one entry per "<players>" or "<players>/pets" in golden.json.
What a digest covers, what a change means and how to regenerate deliberately: tests/golden.py.
"""
from pathlib import Path

from rules.bruges import GAME
from tests.golden import check_golden, playout_digest

GOLDEN = Path(__file__).with_name("golden.json")
PLAYERS = (2, 3, 4)


def cases():
    """key -> (players, game seed, options, chooser seed); the seeds never change with the set of cases."""
    out = {}
    for n in PLAYERS:
        for pets in (False, True):
            seed = 3000 + n + (50 if pets else 0)
            out[f"{n}/pets" if pets else f"{n}"] = (n, seed, {"pets": "yes"} if pets else {}, seed + 500_000)
    return out


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Bruges playouts; see tests/bruges/test_golden.py")
