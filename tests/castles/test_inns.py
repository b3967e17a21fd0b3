"""Module: the inns (RULES.md section 19), and the tiles of any colour they share a rule with (solo COB-261).

Board 1 around the starting castle (space 19, die 6): 12 building/3, 13 monastery/1, 18 river/2, 20 river/5,
25 mine/4, 26 building/3.
"""
from rules.castles import GAME
from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles.components import board
from rules.castles.italian import canonical
from rules.core.text import english

from .helpers import act, cover, new, texts, turn

ON = {"inns": True}


def play_defaults_until_phase(st, phase):
    while st.data["phase"] < phase:
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))


def test_cob_210_031_one_inn_each_phase_never_cleared_stacked():
    # COB-210: one inn beside the black depot at each phase start, stacked on unsold ones;
    # COB-031 [audit]: the black depot is cleared at phase start, the inns are not
    st = new(2, **ON)
    d = st.data
    assert d["inns"] == 1 and GAME.view(st, 0)["inns"] == 1
    play_defaults_until_phase(st, 1)  # the default moves never buy
    assert d["inns"] == 2 and GAME.view(st, 0)["inns"] == 2
    play_defaults_until_phase(st, 2)
    assert d["inns"] == 3
    plain = new(2)
    assert "inns" not in plain.data and "inns" not in GAME.view(plain, 0)  # module off


def test_cob_211_307_the_top_inn_is_bought_for_2_silver_as_the_turns_purchase():
    # COB-211: 2 silver, into storage, the once-per-turn purchase (COB-081); COB-307: only the top one
    st = new(2, **ON)
    d = st.data
    d["inns"] = 3
    d["black"] = [None] * 4  # an empty black depot: the inn is still for sale
    p = turn(st, 0, dice=(1, 2))
    p["silver"] = 1
    assert "buy inn" not in texts(st)
    p["silver"] = 4
    assert [t for t in texts(st) if t.startswith("buy")] == ["buy inn"]
    act(st, "buy inn")
    assert p["storage"] == ["inn"] and p["silver"] == 2 and d["inns"] == 2 and d["bought"]
    d["black"] = ["bank", None, None, None]
    assert not [t for t in texts(st) if t.startswith("buy")]  # one purchase per turn


def test_cob_211_an_inn_into_full_storage_discards_first():
    # COB-211 with COB-062/080: a full storage discards one tile for the inn
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 2))
    p["silver"] = 2
    p["storage"] = ["bank", "ship", "mine"]
    act(st, "buy inn")
    assert st.data["decision"] == "choose_storage_discard"
    act(st, "discard ship")
    assert sorted(p["storage"]) == ["bank", "inn", "mine"]


def test_cob_156_211_monastery_6_pays_an_inn_with_workers():
    # COB-156: a purchase may be paid with workers; the inn is a purchase
    st = new(2, **ON)
    cover(st, 0, [13], "mon6")
    p = turn(st, 0, dice=(1, 2))
    p["silver"], p["workers"] = 0, 2
    assert "buy inn with 2 workers" in texts(st)


def test_cob_212_inn_goes_on_a_space_of_any_colour_with_die_and_adjacency():
    # COB-212: any colour; the die must match the space and the space must touch a covered one
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 4))
    p["storage"] = ["inn"]
    t = texts(st)
    assert "place inn@13" in t and "place inn@25" in t  # a monastery and a mine space
    assert "place inn@12" not in t  # die 3
    assert "place inn@4" not in t and "place inn@36" not in t  # die 3 / 1 spaces touching nothing covered
    b = board("1")
    assert D.spaces_for(b, p, "inn", None) == [12, 13, 18, 20, 25, 26]  # every colour around the castle
    assert D.can_place(b, p, "inn", 25, (4,)) and not D.can_place(b, p, "mine", 13, (1,))
    act(st, "place inn@13")
    assert p["duchy"][13] == "inn"


def test_cob_213_at_most_one_inn_per_area():
    # COB-213: monastery area 4, 8, 13 holds an inn on 13: no second inn there (8), one elsewhere (20)
    st = new(2, **ON)
    cover(st, 0, [13], "inn")
    p = turn(st, 0, dice=(5, 5))
    p["storage"] = ["inn"]
    t = texts(st)
    assert "place inn@8" not in t and "place inn@20" in t
    p["storage"] = ["mon5"]
    assert "place mon5@8" in texts(st)  # only inns are limited by the inn


def test_cob_214_inn_rulebook_example_area_of_4_scores_as_5():
    # COB-214: "an inn in an area of size 4 counts as size 5 and scores 15 instead of 10"
    # (board 2: pasture 26, 31, 34, 35; 26 has die 3 and touches the castle on 19); phase A adds 10
    def completed_with(code):
        st = new(2, duchy="2", **ON)
        p = turn(st, 0, dice=(3, 3))
        cover(st, 0, [31, 34, 35], "sheep2")
        p["storage"] = [code]
        act(st, f"place {code}@26")
        return p["vp"]["areas"]

    assert completed_with("cow2") == 10 + 10
    assert completed_with("inn") == 15 + 10


def test_cob_214_inn_area_counts_at_most_8():
    # COB-214: "fino a un massimo assoluto di 8": board 10's city of 8 with an inn scores as 8 (36)
    st = new(2, duchy="10", **ON)
    p = turn(st, 0, dice=(5, 5))
    for space, code in zip((2, 7, 13, 16, 17, 18, 19), ("bank", "market", "church", "carpenter", "boarding",
                                                         "watchtower", "warehouse")):
        cover(st, 0, [space], code)
    p["storage"] = ["inn"]
    act(st, "place inn@20")
    assert p["vp"]["areas"] == 36 + 10


def test_cob_214_inn_has_no_effect():
    # COB-214: nothing but filling its space (the monastery area is not complete yet)
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 4))
    p["storage"] = ["inn"]
    before = (dict(p["vp"]), p["silver"], p["workers"], list(p["mons"]))
    act(st, "place inn@13")
    assert (dict(p["vp"]), p["silver"], p["workers"], list(p["mons"])) == before
    assert st.data["decision"] == "die_action" and not st.data["pending"]


def test_cob_307_inn_is_no_building_livestock_or_mine():
    # COB-307: not a building for the city limit or #16-#23, not livestock, no mine income
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 4))
    cover(st, 0, [26], "inn")
    p["storage"] = ["bank"]
    assert "place bank@27" in texts(st)
    assert D.count_building(p, "bank") == 0 and D.count_kind(p, "kind", "mine") == 0
    cover(st, 0, [25], "inn")  # on a mine space
    silver = p["silver"]
    E.end_phase(st, None)
    assert p["silver"] == silver
    st2 = new(2, **ON)
    p2 = turn(st2, 0, dice=(2, 2))
    cover(st2, 0, [12], "bank")
    cover(st2, 0, [6], "inn")  # in the large pasture 1, 5, 6, 10, 11
    cover(st2, 0, [11], "cow3")
    p2["storage"] = ["cow2"]
    act(st2, "place cow2@5")
    assert p2["vp"]["livestock"] == 2 + 3  # the inn is no herd


def test_cob_307_inn_covers_its_space_for_adjacency_area_and_colour_bonus():
    # COB-307: tiles may grow from an inn; an inn completes an area and a colour (mines 25, 30, 34)
    st = new(2, **ON)
    p = turn(st, 0, dice=(4, 6))
    cover(st, 0, [30, 34], "mine")
    p["storage"] = ["inn"]
    act(st, "place inn@25")
    assert p["bonus"] == [["mine", "large", 5]]  # COB-123: first to cover every mine space, 2 players
    assert p["vp"]["areas"] == 10 + 10  # a mine area of 3 counted as 4
    p["duchy"][19] = None  # without the starting castle, only the inn on 25 touches river 18 (die 2)
    turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    assert "place ship@18" in texts(st)
    p["duchy"][25] = None
    assert "place ship@18" not in texts(st)


def test_cob_261_face_down_tile_goes_on_any_colour_without_effect_or_area_limit():
    # COB-261: the solo game's face-down black tiles use the same any-colour placement: no effect, and
    # (unlike an inn) any number in an area
    st = new(2)
    p = turn(st, 0, dice=(1, 5))
    cover(st, 0, [13], "facedown")
    p["storage"] = ["facedown"]
    t = texts(st)
    assert "place facedown@8" in t and "place facedown@20" in t  # monastery area of 13 again; a river space
    before = dict(p["vp"])
    act(st, "place facedown@20")
    assert p["duchy"][20] == "facedown" and p["vp"] == before and not st.data["pending"]


def test_inn_words():
    # the Italian words of the rulebook ("Le taverne", "Le Locande"), and the view's tile key
    assert canonical("compra locanda") == "buy inn"
    assert canonical("compra taverna con 2 lavoratori") == "buy inn with 2 workers"
    assert canonical("piazza locanda su 13") == "place inn@13"
    from rules.castles.views import tile_info
    info = tile_info("inn")
    assert info["colour"] == "any" and info["kind"] == "inn" and english(info["term"]) == "Inn"
    facedown = tile_info("facedown")
    assert (facedown["kind"], facedown["colour"]) == ("facedown", "any")
