"""Golden digests of seeded Colonia playouts, the guard of every refactor of rules/colonia: 3 to 6 players.
What a digest covers, what a change means and how to regenerate deliberately: tests/golden.py."""
from pathlib import Path

from rules.colonia import GAME
from tests.golden import check_golden, playout_digest

GOLDEN = Path(__file__).with_name("golden.json")


def cases():
    return {str(n): (n, 7000 + n, {}, 7000 + n + 500_000) for n in (3, 4, 5, 6)}


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Colonia playouts; see tests/colonia/test_golden.py")
