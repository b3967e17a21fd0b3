"""Module: the white castles and monastery #29 (RULES.md section 18); their stand-in figures."""
from collections import Counter
from pathlib import Path

import yaml

from rules.castles import GAME, stand_ins
from rules.castles import scoring as S
from rules.castles.components import stacks_for_setup
from rules.castles.italian import canonical
from rules.castles.views import tile_info
from rules.core import Rng
from rules.core.text import english

from .helpers import act, cover, new, set_depot, texts, turn

ON = {"white_castles": True}


def test_cob_204_nine_tiles_join_the_beige_yellow_and_black_stacks():
    # COB-204: 6 white castles into the beige stack, #29 into the yellow stack, 2 into the black stack
    # (their fronts are stand-ins: white castles, data/stand_ins.yaml)
    base, more = stacks_for_setup(), stacks_for_setup(("white_castles",))
    added = {k: Counter(more[k]) - Counter(base[k]) for k in base}
    assert added["building"] == {"whitecastle": 6}
    assert added["monastery"] == {"mon29": 1}
    assert added["black"] == {"whitecastle": 2}
    assert sum(sum(c.values()) for c in added.values()) == 9
    assert "whitecastle" not in {c for s in base.values() for c in s}  # module off


def white_castle_placed(white=4, dice=(3, 5), **options):
    """Player 0 places a white castle on board 1's space 12 (die 3, next to the castle on 19)."""
    st = new(2, **{**ON, **options})
    p = turn(st, 0, dice=dice, white=white)
    p["storage"] = ["whitecastle", "mine"]
    p["goods"] = [0, 0, 0, 2, 1, 0, 0]
    p["workers"] = 1
    set_depot(st, 3, ["bank", "ship"])
    set_depot(st, 4, ["cow2", "mine"])
    act(st, "place whitecastle@12")
    return st, p


def test_cob_205_white_castle_gives_one_action_with_the_white_dies_value():
    # COB-205: take from depot 4, place on a space numbered 4 (mine 25), sell goods 4 or take workers
    st, p = white_castle_placed(white=4)
    assert st.data["decision"] == "white_castle_action"
    t = texts(st)
    assert {"take 4 cow2", "take 4 mine", "place mine@25", "sell 4", "workers"} <= set(t)
    assert not [x for x in t if x.startswith("take 3") or x == "sell 3"]
    assert "Your white castle: one action with the white die's value, 4" in english(GAME.prompt(st, 0))
    act(st, "take 4 cow2")
    assert "cow2" in p["storage"] and st.data["decision"] == "die_action"
    assert st.data["used"] == [True, False]  # the player's own die 5 is still there


def test_cob_205_workers_change_the_value_for_this_action_only():
    # COB-205: a worker turns the 4 into 3 for the white castle's action; the white die stays 4
    st, p = white_castle_placed(white=4)
    assert "adjust 4 to 3" in texts(st) and "adjust 4 to 2" not in texts(st)  # one worker: one step
    act(st, "adjust 4 to 3")
    assert p["workers"] == 0 and st.data["white"] == 4
    assert st.data["decision"] == "white_castle_action"
    t = texts(st)
    assert "take 3 bank" in t and "take 4 cow2" not in t
    act(st, "take 3 bank")
    assert "bank" in p["storage"] and st.data["dice"][0] == [3, 5]


def test_cob_205_white_castle_action_placing_a_tile_applies_its_effect():
    st, p = white_castle_placed(white=4)
    act(st, "place mine@25")
    assert p["duchy"][25] == "mine"


def test_cob_207_white_castle_is_a_ninth_building_type_once_per_city():
    # COB-207 (reading): one white castle per city, like the 8 types (COB-100); monastery #1 lifts it (COB-151)
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 5))
    cover(st, 0, [26], "whitecastle")
    p["storage"] = ["whitecastle", "bank"]
    t = texts(st)
    assert "place whitecastle@27" not in t and "place bank@27" in t
    cover(st, 0, [13], "mon1")
    assert "place whitecastle@27" in texts(st)


def test_cob_206_monastery_29_scores_4_per_white_castle():
    # COB-206 (GAP, stand-in reading: white castles): 4 VP per white castle in the duchy
    st = new(2, **ON)
    p = st.data["players"][0]
    cover(st, 0, [13], "mon29")
    cover(st, 0, [12, 26], "whitecastle")
    cover(st, 0, [9], "bank")
    assert S.monastery_points(p) == 8
    info = tile_info("mon29")
    assert info["building"] == "whitecastle" and english(info["text"]) == "end: 4 VP per white castle"


def test_cob_195_crane_may_count_as_a_white_castle_for_monastery_29():
    # COB-195: the crane counts for #16-#23 "and 29"
    st = new(2, extra_tiles=True, **ON)
    p = st.data["players"][0]
    cover(st, 0, [13], "mon29")
    cover(st, 0, [12], "whitecastle")
    cover(st, 0, [26], "crane")
    parts = S.breakdown(p)
    assert parts["monasteries"] == 4 and parts["crane_as_whitecastle"] == 4


def test_cob_194_205_crane_as_a_white_castle_takes_the_white_die_action():
    # COB-194 with COB-205: with the module on, the crane may use the white castle's effect
    st = new(2, extra_tiles=True, **ON)
    p = turn(st, 0, dice=(3, 5), white=2)
    p["storage"] = ["crane"]
    act(st, "place crane@12")
    act(st, "crane whitecastle")
    assert st.data["decision"] == "white_castle_action" and st.data["pending"][-1]["value"] == 2


def test_white_castle_typed_in_italian():
    assert canonical("piazza castello bianco su 12") == "place whitecastle@12"
    assert canonical("cambia 4 in 3") == "adjust 4 to 3"


def test_white_castle_stand_ins_are_read_from_the_stand_ins_file(tmp_path: Path):
    # COB-204, COB-206: the fronts of the black-backed tiles and #29's building come from data/stand_ins.yaml;
    # a changed file changes the game (and the game records the file it plays on)
    from importlib import resources
    data = yaml.safe_load((resources.files("rules.castles") / "data" / "stand_ins.yaml").read_text("utf-8"))
    data["white_castles"] = {"monastery_29_building": "bank", "black_fronts": ["watchtower", "whitecastle"]}
    path = tmp_path / "stand_ins.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    try:
        changed = stand_ins.use(str(path))
        added = Counter(stacks_for_setup(("white_castles",))["black"]) - Counter(stacks_for_setup()["black"])
        assert added == {"watchtower": 1, "whitecastle": 1}
        st = new(2, **ON)
        assert st.data["stand_ins"] == changed["digest"]
        p = st.data["players"][0]
        cover(st, 0, [13], "mon29")
        cover(st, 0, [12, 26], "bank")
        assert S.monastery_points(p) == 8
        assert english(tile_info("mon29")["text"]) == "end: 4 VP per bank"
        st = new(3, seed=11, **ON)  # a whole game on the changed file, random legal moves
        rng = Rng(11)
        while not GAME.over(st):
            seat = GAME.current(st)[0]
            legal = GAME.actions(st, seat)
            GAME.apply(st, seat, legal[rng.below(len(legal))])
        assert GAME.result(st).scores
    finally:
        stand_ins.use()
    assert stand_ins.current()["white_castles"]["monastery_29_building"] == "whitecastle"
