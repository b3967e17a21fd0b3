"""Golden digests of seeded Castles of Burgundy playouts, the guard of every refactor of rules/castles:
each duchy board (duchy 1 and 2) at 2, 3 and 4 players, one entry per "duchy<d>/players" in golden.json, and
every module together, random duchies, the team game and the solo game.
What a digest covers, what a change means and how to regenerate deliberately: tests/golden.py.
"""
from pathlib import Path

from rules.castles import GAME
from rules.castles.components import MODULES
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
    modules = {m: "yes" for m in MODULES}
    for key, n, options in (("modules", 3, modules), ("random_duchies", 2, {"duchy": "random"}),
                            ("team", 4, {"team": "expert", "shields": "yes"}), ("solo", 1, {"solo": "expert"})):
        seed = 3000 + n
        out[f"{key}/{n}"] = (n, seed, options, seed + 500_000)
    return out


def test_golden_playouts_are_unchanged():
    computed = {key: playout_digest(GAME, n, seed, options, chooser)
                for key, (n, seed, options, chooser) in cases().items()}
    check_golden(GOLDEN, computed, "sha256 of seeded Castles playouts; see tests/castles/test_golden.py")
