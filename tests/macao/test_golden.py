"""Golden digests of seeded Macao playouts, the guard of every refactor of rules/macao: 2, 3 and 4 players,
sequential and simultaneous dice, one entry per "<players>" or "<players>/simultaneous" in golden.json.
What a digest covers, what a change means and how to regenerate deliberately: tests/golden.py.
"""
from pathlib import Path

from rules.macao import GAME
from tests.golden import check_golden, playout_digest

GOLDEN = Path(__file__).with_name("golden.json")
PLAYERS = (2, 3, 4)


def cases():
    """key -> (players, game seed, options, chooser seed); the seeds never change with the set of cases."""
    out = {}
    for n in PLAYERS:
        for sim in (False, True):
            seed = 4000 + n + (50 if sim else 0)
            out[f"{n}/simultaneous" if sim else f"{n}"] = (
                n, seed, {"dice_choice": "simultaneous"} if sim else {}, seed + 500_000)
    return out


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Macao playouts; see tests/macao/test_golden.py")
