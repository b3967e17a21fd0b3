"""Tables stored before the named decisions (schema 1: a phase plus the flags extra, res["step"]) keep
loading and play on exactly as they would have. schema1_states.json.gz holds states saved by the
schema-1 code (commit c0807cc) at every kind of decision it had, and what that code then did: the moves
a seeded random player made from there to the end and the final state."""
import gzip
import hashlib
import json
from pathlib import Path

from rules.alhambra import GAME
from rules.core import Rng

CASES = json.loads(gzip.open(Path(__file__).with_name("schema1_states.json.gz"), "rt").read())["cases"]


def test_every_kind_of_schema_1_decision_is_covered():
    phases = {json.loads(c["state"])["data"]["phase"] for c in CASES}
    assert phases == {"residents", "action", "place", "resident", "trader", "thief"}


def test_schema_1_states_upgrade_and_play_on_as_before():
    for case in CASES:
        st = GAME.load(case["state"])
        assert st.schema == 2 and "phase" not in st.data and "extra" not in st.data
        assert GAME.dump(GAME.load(GAME.dump(st))) == GAME.dump(st)  # stored again, it stays the same
        chooser = Rng(case["chooser"])
        h = hashlib.sha256()
        while not GAME.over(st):
            seats = GAME.current(st) + GAME.may_act(st)
            seat = seats[chooser.below(len(seats))]
            legal = GAME.actions(st, seat)
            action = legal[chooser.below(len(legal))]
            GAME.apply(st, seat, action)
            h.update(f"{seat} {action.text}\n".encode())
        assert h.hexdigest() == case["moves"]
        assert GAME.dump(st) == GAME.dump(GAME.load(case["final"]))
