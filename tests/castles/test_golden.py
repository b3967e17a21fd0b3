"""Golden digests of seeded random Castles of Burgundy playouts: the guard of every refactor of rules/castles.

Each duchy board (option duchy 1 and 2) at 2, 3 and 4 players is played once with fixed seeds through the
public API (see tests/golden.py); the sha256 of all applied moves and the final `GAME.dump` is compared
with tests/castles/golden.json, one entry per "duchy<d>/players".

A change of any digest means the behaviour of the engine changed (legal moves, their order or texts,
random draws, or the saved state) and must be justified: a pure refactor changes none. Regenerate the
file deliberately with

    GOLDEN_UPDATE=1 .venv/bin/python -m pytest -q -p no:cacheprovider tests/castles/test_golden.py

and review its git diff.
"""
from pathlib import Path

from rules.castles import GAME
from tests.golden import check_golden, playout_digest

GOLDEN = Path(__file__).with_name("golden.json")
DUCHIES = (1, 2)
PLAYERS = (2, 3, 4)


def cases():
    """key -> (players, game seed, options, chooser seed); the seeds never change with the set of cases."""
    out = {}
    for duchy in DUCHIES:
        for n in PLAYERS:
            seed = 2000 + 10 * duchy + n
            out[f"duchy{duchy}/{n}"] = (n, seed, {"duchy": str(duchy)}, seed + 500_000)
    return out


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Castles playouts; see tests/castles/test_golden.py")
