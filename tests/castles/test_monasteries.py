"""Monasteries 1-26 (RULES.md section 14), with the rulebook's worked examples."""
import pytest

from rules.castles.scoring import monastery_points, result
from rules.core import IllegalAction

from .helpers import act, cover, new, player, set_depot, texts, turn


def test_cob_090_monastery_effect_starts_when_placed():
    # COB-090: #13 acts from its placement on (not from storage, COB-142)
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["storage"] = ["mon13"]
    s = p["silver"]
    act(st, "workers 2")
    assert p["silver"] == s
    turn(st, 0, dice=(1, 2))
    act(st, "place mon13@13")
    act(st, "workers 2")
    assert p["silver"] == s + 1


def test_cob_151_monastery_1_lifts_building_limit():
    # COB-151
    st = new(2)
    p = turn(st, 0, dice=(1, 5))
    cover(st, 0, [26], "bank")
    p["storage"] = ["bank"]
    assert "place bank@27" not in texts(st)
    cover(st, 0, [13], "mon1")
    assert "place bank@27" in texts(st)


def test_cob_153_154_monasteries_3_and_4_on_sales():
    # COB-153 #3: 2 silver per sale; COB-154 #4: also 1 worker (die or warehouse)
    st = new(2)
    cover(st, 0, [13], "mon3")
    cover(st, 0, [31], "mon4")
    p = turn(st, 0, dice=(2, 2))
    p["goods"] = [0, 0, 3, 0, 0, 0, 0]
    s, w = p["silver"], p["workers"]
    act(st, "sell 2")
    assert p["silver"] == s + 2 and p["workers"] == w + 1


def test_cob_155_monastery_5_ship_also_adjacent_depot():
    # COB-155 (ring reading): after depot 1, the goods of depot 6 or 2 may follow
    st = new(2)
    cover(st, 0, [13], "mon5")
    p = turn(st, 0, dice=(2, 2))
    p["goods"] = [0] * 7
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[1], [], [3], [], [], [6]]
    act(st, "place ship@18")
    act(st, "ship 1")
    assert st.data["decision"] == "ship_adjacent"
    assert sorted(texts(st)) == ["ship 6", "skip"]
    with pytest.raises(IllegalAction, match="^Monastery 5 adds the goods of a depot next to depot 1: 6 or 2.$"):
        act(st, "ship 3")
    act(st, "ship 6")
    assert p["goods"][1] == 1 and p["goods"][6] == 1 and p["goods"][3] == 0


def test_cob_156_monastery_6_buy_anywhere_with_workers():
    # COB-156: workers may pay, numbered depots too, still once per turn
    st = new(2)
    cover(st, 0, [13], "mon6")
    p = turn(st, 0, dice=(1, 1))
    p["silver"], p["workers"] = 0, 2
    st.data["black"] = ["bank", None, None, None]
    set_depot(st, 3, ["cow2", None])
    t = texts(st)
    assert "buy black bank with 2 workers" in t and "buy 3 cow2 with 2 workers" in t
    assert "buy black bank" not in t
    act(st, "buy 3 cow2 with 2 workers")
    assert p["workers"] == 0 and "cow2" in p["storage"]
    assert not any(x.startswith("buy") for x in texts(st))


def test_cob_157_monastery_7_rulebook_example():
    # COB-157: 3 sheep joining 4 sheep = (3+1)+(4+1) = 9; 2 pigs alone = 3
    st = new(2)
    cover(st, 0, [13], "mon7")
    cover(st, 0, [10], "sheep4")
    cover(st, 0, [11], "cow2")
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["sheep3"]
    act(st, "place sheep3@5")
    assert p["vp"]["livestock"] == 9
    st = new(2)
    cover(st, 0, [13], "mon7")
    cover(st, 0, [27, 21])
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["pig2"]
    act(st, "place pig2@28")
    assert p["vp"]["livestock"] == 3


def test_cob_158_monastery_8_worker_changes_up_to_two():
    # COB-158, rulebook example: 3 -> 6 with two workers
    st = new(2)
    cover(st, 0, [13], "mon8")
    p = turn(st, 0, dice=(3, 3))
    p["workers"] = 2
    t = texts(st)
    assert "adjust 3 to 6" in t and "adjust 3 to 5" in t
    act(st, "adjust 3 to 6")
    assert p["workers"] == 0  # distance 3 costs 2 workers
    st = new(2)
    cover(st, 0, [13], "mon8")
    p = turn(st, 0, dice=(3, 3))
    p["workers"] = 1
    act(st, "adjust 3 to 1")
    assert p["workers"] == 0


def test_cob_159_160_161_free_shift_when_placing():
    # COB-159 #9 buildings; COB-160 #10 ships and livestock; COB-161 #11 castle, mine, monastery
    cases = [("mon9", "bank", "place bank@12 with 4"),
             ("mon10", "ship", "place ship@18 with 3"),
             ("mon11", "mine", "place mine@25 with 3")]
    for mon, tile, text in cases:
        st = new(2)
        p = turn(st, 0, dice=({"bank": 4, "ship": 3, "mine": 3}[tile], 6))
        p["storage"] = [tile]
        p["workers"] = 0
        assert text not in texts(st)
        cover(st, 0, [31], mon)
        assert text in texts(st)
    # a building is not shifted by #10
    st = new(2)
    cover(st, 0, [31], "mon10")
    p = turn(st, 0, dice=(4, 6))
    p["storage"] = ["bank"]
    assert "place bank@12 with 4" not in texts(st)


def test_cob_162_monastery_12_free_shift_when_taking():
    # COB-162
    st = new(2)
    cover(st, 0, [13], "mon12")
    p = turn(st, 0, dice=(4, 4))
    p["workers"] = 0
    set_depot(st, 5, ["mine", "mon2"])
    set_depot(st, 3, ["cow2", "bank"])
    t = texts(st)
    assert "take 5 mine with 4" in t and "take 3 cow2 with 4" in t
    act(st, "take 5 mine with 4")
    assert "mine" in p["storage"] and st.data["used"].count(True) == 1


def test_cob_163_164_monasteries_13_14_workers_action():
    # COB-163 #13 +1 silver; COB-164 #14 4 workers; neither on a boarding house
    st = new(2)
    cover(st, 0, [13], "mon13")
    cover(st, 0, [31], "mon14")
    p = turn(st, 0, dice=(3, 3))
    s, w = p["silver"], p["workers"]
    act(st, "workers 3")
    assert p["workers"] == w + 4 and p["silver"] == s + 1
    p["storage"] = ["boarding"]
    act(st, "place boarding@12")
    assert p["workers"] == w + 8 and p["silver"] == s + 1


def test_cob_165_monastery_15_rulebook_example():
    # COB-165: Dario sold 4 red, 3 purple, 3 pink, 1 orange: 4 colours x 2 = 8
    st = new(2)
    p = player(st)
    p["sold"] = [0, 0, 3, 3, 4, 0, 1]
    cover(st, 0, [13], "mon15")
    assert monastery_points(p) == 8


def test_cob_168_monastery_25_rulebook_example():
    # COB-168: with #25 too, Dario gets 11 more (one per goods tile sold)
    st = new(2)
    p = player(st)
    p["sold"] = [0, 0, 3, 3, 4, 0, 1]
    cover(st, 0, [13], "mon25")
    assert monastery_points(p) == 11


def test_cob_166_monasteries_16_23_rulebook_example():
    # COB-166: Ben has #17 (watchtower) and #22 (bank), 2 watchtowers and 4 banks. The Italian text
    # prints "(2 x 4) + (4 x 4) = 25", a misprint: its own products add up to 24, which is what we score.
    st = new(2)
    p = player(st)
    cover(st, 0, [13], "mon17")
    cover(st, 0, [31], "mon22")
    cover(st, 0, [12, 26], "watchtower")
    cover(st, 0, [9, 23, 27, 24], "bank")
    assert monastery_points(p) == 2 * 4 + 4 * 4


def test_cob_166_each_building_target():
    # COB-166: mapping #16-#23 (monasteries.yaml)
    targets = {16: "warehouse", 17: "watchtower", 18: "carpenter", 19: "church", 20: "market",
               21: "boarding", 22: "bank", 23: "cityhall"}
    for number, building in targets.items():
        st = new(2)
        cover(st, 0, [13], f"mon{number}")
        cover(st, 0, [12, 26, 9], building)
        assert monastery_points(player(st)) == 12


def test_cob_167_monastery_24_rulebook_example():
    # COB-167: Anna has 3 sheep tiles, 1 cow and 1 pig: 3 types x 4 = 12
    st = new(2)
    cover(st, 0, [13], "mon24")
    cover(st, 0, [1], "sheep2")
    cover(st, 0, [5], "sheep3")
    cover(st, 0, [6], "sheep4")
    cover(st, 0, [10], "cow2")
    cover(st, 0, [28], "pig3")
    assert monastery_points(player(st)) == 12


def test_cob_169_monastery_26_bonus_tiles():
    # COB-169: 3 VP per bonus tile, large or small
    st = new(2)
    p = player(st)
    cover(st, 0, [13], "mon26")
    p["bonus"] = [["mine", "large", 5], ["river", "small", 2]]
    assert monastery_points(p) == 6


def test_cob_142_stored_monastery_scores_nothing():
    # COB-142
    st = new(2)
    p = player(st)
    p["storage"] = ["mon26"]
    p["bonus"] = [["mine", "large", 5]]
    assert result(st).breakdown[0]["monasteries"] == 0
