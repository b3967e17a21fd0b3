"""Placement effects by tile colour and the eight buildings (RULES.md sections 9-10)."""
from rules.castles import GAME
from rules.castles.engine import turn_order
from rules.core.text import english

from .helpers import act, cover, new, player, set_depot, texts, turn


# ---- ships ----------------------------------------------------------------------------------------

def test_cob_091_ship_takes_goods_of_any_depot():
    # COB-091: any depot, not tied to the die
    st = new(2)
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    p["goods"] = [0] * 7
    st.data["depot_goods"] = [[], [], [], [], [6, 6], [1]]
    act(st, "place ship@18")
    assert st.data["decision"] == "ship_depot"
    assert sorted(texts(st)) == ["ship 5", "ship 6"]
    act(st, "ship 5")
    assert p["goods"][6] == 2 and st.data["depot_goods"][4] == []


def test_cob_092_goods_colour_limit_rulebook_example():
    # COB-092, rulebook example (Carla): turquoise stacks, one free space for pink OR brown
    st = new(2)
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    p["goods"] = [0, 1, 0, 0, 1, 0, 0]  # turquoise (1) and red (4): one free goods space
    st.data["depot_goods"] = [[], [], [1, 3, 5], [], [], []]
    act(st, "place ship@18")
    assert sorted(texts(st)) == ["ship 3 keep 3", "ship 3 keep 5"]
    act(st, "ship 3 keep 5")
    assert p["goods"][1] == 2 and p["goods"][5] == 1 and p["goods"][3] == 0
    assert st.data["depot_goods"][2] == [3]  # what does not fit stays in the depot


def test_cob_093_094_ship_moves_pawn_on_top_and_takes_white_die():
    # COB-093 one space toward the centre, on top; COB-094 the new front pawn starts next round
    st = new(3)
    d = st.data
    d["bridge"] = [[2], [1]] + [[] for _ in range(5)]
    p = turn(st, 2, dice=(2, 2))
    p["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    act(st, "place ship@18", seat=2)
    assert d["bridge"][1] == [1, 2]
    assert turn_order(d)[0] == 2


def test_cob_095_castle_gives_an_extra_action_of_any_value():
    # COB-095: one extra action with a die of any value (take, place, sell, workers)
    st = new(2)
    p = turn(st, 0, dice=(4, 4))
    p["storage"] = ["castle", "ship"]
    p["goods"] = [0, 0, 2, 0, 0, 0, 0]
    cover(st, 0, [12, 13])  # castle space 7 (die 6) touches 12 and 13
    set_depot(st, 6, ["market", "cow3"])
    p["workers"] = 2
    act(st, "adjust 4 to 6")
    act(st, "place castle@7")
    assert st.data["decision"] == "castle_bonus_action"
    t = texts(st)
    assert "take 6 market" in t and "sell 2" in t and "workers" in t
    assert "place ship@18" in t and "place ship@20" in t  # any die number
    act(st, "take 6 cow3")
    assert "cow3" in p["storage"] and st.data["decision"] == "die_action"


def test_cob_096_130_mines_pay_at_phase_end():
    # COB-096: no immediate effect; COB-130: 1 silver per mine after round 5 (COB-037 phase end)
    st = new(2)
    p = turn(st, 0, dice=(4, 4))
    p["storage"] = ["mine"]
    s = p["silver"]
    act(st, "place mine@25")
    assert p["silver"] == s and st.data["decision"] == "die_action"
    d = st.data
    d["round"] = 4
    d["order"] = [0, 1]
    d["turn"] = 1
    d["active"] = 1
    silver1 = player(st, 1)["silver"]
    GAME.apply(st, 1, "end-turn")
    assert d["phase"] == 1 and d["round"] == 0
    assert p["silver"] == s + 1
    assert player(st, 1)["silver"] == silver1


# ---- livestock ------------------------------------------------------------------------------------

def test_cob_097_098_livestock_rulebook_example():
    # COB-097/COB-098: Ben's pasture holds 3 cows and 3 sheep; 4 cows = 7, another 4 cows = 11, 2 sheep = 5
    st = new(2)
    p = turn(st, 0, dice=(2, 1))
    cover(st, 0, [10], "cow3")
    cover(st, 0, [11], "sheep3")
    cover(st, 0, [28], "pig4")  # another pasture: never counts
    p["storage"] = ["cow4", "cow4", "sheep2"]
    act(st, "place cow4@5")
    assert p["vp"]["livestock"] == 7
    act(st, "place cow4@6")
    assert p["vp"]["livestock"] == 7 + 11
    turn(st, 0, dice=(6, 6))
    act(st, "place sheep2@1")
    assert p["vp"]["livestock"] == 7 + 11 + 5


# ---- buildings ------------------------------------------------------------------------------------

def test_cob_100_one_building_type_per_city():
    # COB-100: a second bank in the same city is not offered; in another city it is
    st = new(2)
    p = turn(st, 0, dice=(1, 5))
    cover(st, 0, [26], "bank")
    p["storage"] = ["bank"]
    t = texts(st)
    assert "place bank@27" not in t  # city 26-27-32-33-37 already has a bank
    p["storage"] = ["market"]
    assert "place market@27" in texts(st)


def test_cob_101_building_effect_needs_no_die():
    # COB-099/COB-101: the bank's silver comes with the placement, the second die stays unused
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["bank"]
    act(st, "place bank@12")
    assert st.data["used"].count(True) == 1


def test_cob_102_unusable_effect_is_lost():
    # COB-102: a market with no ship or livestock in the depots can still be placed
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["market"]
    for i in range(1, 7):
        set_depot(st, i, ["bank", None])
    act(st, "place market@12")
    assert p["duchy"][12] == "market" and st.data["decision"] == "die_action"


def test_cob_103_market_takes_ship_or_livestock_from_numbered_depots():
    # COB-103: any numbered depot, never the black depot
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["market"]
    for i in range(1, 7):
        set_depot(st, i, [None, None])
    set_depot(st, 1, ["ship", "bank"])
    set_depot(st, 6, ["pig2", None])
    st.data["black"] = ["cow4", None, None, None]
    act(st, "place market@12")
    assert st.data["decision"] == "market_take"
    assert sorted(texts(st)) == ["skip", "take 1 ship", "take 6 pig2"]
    act(st, "take 6 pig2")
    assert p["storage"] == ["pig2"]


def test_cob_104_carpenter_takes_a_building():
    # COB-104
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["carpenter"]
    for i in range(1, 7):
        set_depot(st, i, [None, None])
    set_depot(st, 2, ["watchtower", "castle"])
    act(st, "place carpenter@12")
    assert st.data["decision"] == "carpenter_take"
    assert sorted(texts(st)) == ["skip", "take 2 watchtower"]


def test_cob_105_church_takes_mine_monastery_or_castle():
    # COB-105
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["church"]
    for i in range(1, 7):
        set_depot(st, i, [None, None])
    set_depot(st, 2, ["mon8", "castle"])
    set_depot(st, 5, ["mine", "bank"])
    act(st, "place church@12")
    assert sorted(texts(st)) == ["skip", "take 2 castle", "take 2 mon8", "take 5 mine"]


def test_cob_106_building_take_with_full_storage_discards():
    # COB-106 (reading): the general storage rule applies
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["church", "ship", "ship"]
    set_depot(st, 5, ["mine", "bank"])
    act(st, "place church@12")
    p["storage"].append("cow2")  # storage full again
    act(st, "take 5 mine")
    assert st.data["decision"] == "choose_storage_discard"
    act(st, "discard cow2")
    assert sorted(p["storage"]) == ["mine", "ship", "ship"]


def _warehouse_placed():
    """A warehouse just placed, two goods of colour 6 to sell: its effect is offered."""
    st = new(3)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["warehouse"]
    p["goods"] = [0, 0, 0, 0, 0, 0, 2]
    act(st, "place warehouse@12")
    return st, p


def test_cob_107_warehouse_sells_any_colour_without_die():
    # COB-107
    st, p = _warehouse_placed()
    assert sorted(texts(st)) == ["sell 6", "skip"]
    act(st, "sell 6")
    assert p["sold"][6] == 2 and p["vp"]["sales"] == 6


def test_cob_102_a_skipped_effect_names_its_building_in_the_log():
    # COB-102: an effect may go unused; the log says whose ("skips the effect of Warehouse")
    st, p = _warehouse_placed()
    applied = act(st, "skip")
    assert [english(e.text) for e in applied.events if e.seat is None] == ["#1 skips the effect of Warehouse."]
    assert p["goods"][6] == 2


def test_cob_108_109_111_boarding_bank_watchtower():
    # COB-108 4 workers; COB-109 2 silver; COB-111 4 VP
    st = new(2)
    p = turn(st, 0, dice=(3, 3))
    p["storage"] = ["boarding", "watchtower"]
    w = p["workers"]
    act(st, "place boarding@12")
    assert p["workers"] == w + 4
    act(st, "place watchtower@26")
    assert p["vp"]["buildings"] == 4


def test_cob_110_city_hall_places_another_tile_without_die():
    # COB-110 (reading): colour and adjacency apply, the die number does not; the effect triggers
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["cityhall", "ship", "bank"]
    act(st, "place cityhall@12")
    assert st.data["decision"] == "city_hall_place"
    t = texts(st)
    assert "place ship@18" in t and "place ship@20" in t  # die 2 and 5 spaces alike
    assert "place bank@26" in t and "skip" in t
    assert not any(x.startswith("place ship@17") for x in t)  # not adjacent
    act(st, "place bank@26")
    assert p["duchy"][26] == "bank" and p["silver"] >= 3
    assert st.data["used"].count(True) == 1
