"""Rounds, turns, workers and the four die actions (RULES.md sections 3-8)."""
import pytest

from rules.castles import GAME
from rules.castles.engine import turn_order
from rules.core import IllegalAction
from rules.core.text import english

from .helpers import act, cover, new, player, set_depot, texts, turn


def test_cob_040_041_round_start_rolls_and_white_die_places_goods():
    # COB-040 all dice rolled; COB-041 first round goods to the depot of the white die
    st = new(3)
    d = st.data
    nxt = list(d["round_goods"])
    goods_before = [list(g) for g in d["depot_goods"]]
    while d["round"] == 0:
        GAME.apply(st, d["active"], "end-turn")
    assert all(1 <= v <= 6 for dice in d["dice"] for v in dice)
    w = d["white"]
    assert d["depot_goods"][w - 1] == goods_before[w - 1] + [nxt[0]]
    assert d["round_goods"] == nxt[1:]


def test_cob_042_white_die_is_never_an_action_die():
    # COB-042: no action uses the white die, and workers cannot change it
    st = new(2)
    turn(st, 0, dice=(1, 1), white=5)
    set_depot(st, 5, ["mine", "mon3"])
    player(st)["workers"] = 0
    t = texts(st)
    assert not any(x.startswith("take 5") for x in t)
    assert not any(x.startswith("adjust 5") for x in t)


def test_cob_043_turn_order_follows_bridge_top_first():
    # COB-043: nearest the centre first; within a stack top to bottom
    st = new(4)
    d = st.data
    d["bridge"] = [[3, 1], [0], [2]] + [[] for _ in range(4)]
    assert turn_order(d) == [2, 0, 1, 3]


def test_cob_044_303_each_player_one_turn_per_round_order_fixed():
    # COB-044/COB-303: every player one turn, order fixed at round start even if a ship moves a pawn
    st = new(3, seed=3)
    d = st.data
    order = list(d["order"])
    first = order[0]
    # the last player moves ahead on the bridge during the round: the round order is unchanged
    d["bridge"][0].remove(order[2])
    d["bridge"][1].append(order[2])
    seen = []
    while d["round"] == 0:
        seat = d["active"]
        seen.append(seat)
        GAME.apply(st, seat, "end-turn")
    assert seen == order
    assert d["order"][0] == order[2]  # the new front pawn starts the next round (COB-094)
    assert first in d["order"]


def test_cob_045_two_die_actions_any_order_same_action_twice():
    # COB-045: one action per die; the same action twice is allowed; workers is always available
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    w = p["workers"]
    p["silver"] = 0
    assert {"workers 3", "workers 5"} <= set(texts(st))
    act(st, "workers 5")
    assert texts(st).count("workers 3") == 1 and "workers 5" not in texts(st)
    act(st, "workers 3")
    assert player(st)["workers"] == w + 4
    assert st.data["active"] == 1  # both dice used, nothing to buy: the turn ended


def test_cob_046_used_dice_are_spent():
    # COB-046: a used die cannot act again
    st = new(2)
    turn(st, 0, dice=(4, 4))
    act(st, "workers 4")
    assert st.data["used"].count(True) == 1
    assert "workers 4" in texts(st)
    with pytest.raises(IllegalAction):
        act(st, "sell 1")


def test_doubles_are_both_shown_in_the_prompt():
    # COB-046: each die is used once, so with doubles the player must see two dice, then one
    st = new(2)
    turn(st, 0, dice=(4, 4))
    assert english(GAME.prompt(st, 0)).startswith("Your dice show 4 and 4: ")
    act(st, "workers 4")
    assert english(GAME.prompt(st, 0)).startswith("Your other die shows 4: ")


def test_cob_047_081_buy_once_per_turn_any_moment():
    # COB-047: before, between or after die actions; COB-081 once per turn
    st = new(2)
    p = turn(st, 0, dice=(2, 3))
    p["silver"] = 10
    st.data["black"] = ["bank", "ship", None, None]
    assert "buy black bank" in texts(st)
    act(st, "buy black bank")
    assert not any(x.startswith("buy") for x in texts(st))
    # after both dice the turn does not end while a purchase is possible
    st2 = new(2)
    p2 = turn(st2, 0, dice=(2, 3))
    p2["silver"] = 2
    st2.data["black"] = ["bank", None, None, None]
    act(st2, "workers 2")
    act(st2, "workers 3")
    assert st2.data["active"] == 0 and set(texts(st2)) == {"buy black bank", "end-turn"}
    act(st2, "buy black bank")
    assert st2.data["active"] != 0  # nothing left: the turn ends by itself


def test_cob_050_051_052_053_workers_change_dice_with_wrap():
    # COB-050 +-1 per worker; COB-051 6<->1 wrap; COB-052 several add up; COB-053 spent workers leave
    st = new(2)
    p = turn(st, 0, dice=(1, 3))
    p["workers"] = 2
    t = texts(st)
    assert "adjust 1 to 6" in t and "adjust 1 to 2" in t  # one worker each
    assert "adjust 1 to 5" in t and "adjust 3 to 5" in t  # two workers
    assert "adjust 3 to 6" not in t  # three workers needed
    act(st, "adjust 1 to 5")
    assert p["workers"] == 0 and st.data["dice"][0] == [5, 3]
    # Rulebook example: Anna turns a 2 into a 6 with two workers
    st = new(2)
    p = turn(st, 0, dice=(2, 2))
    p["workers"] = 2
    act(st, "adjust 2 to 6")
    assert st.data["dice"][0] == [6, 2] and p["workers"] == 0


def test_cob_060_take_from_depot_named_by_die():
    # COB-060
    st = new(2)
    p = turn(st, 0, dice=(4, 4))
    set_depot(st, 4, ["ship", "bank"])
    set_depot(st, 2, ["mon1", "castle"])
    t = texts(st)
    assert "take 4 ship" in t and "take 4 bank" in t
    assert not any(x.startswith("take 2") for x in t)
    act(st, "take 4 bank")
    assert "bank" in p["storage"] and st.data["depots"][3] == ["ship", None]


def test_cob_061_taken_tile_goes_to_storage_even_if_placeable():
    # COB-061: never directly into the duchy
    st = new(2)
    p = turn(st, 0, dice=(3, 3))
    set_depot(st, 3, ["cow2", "bank"])
    before = list(p["duchy"])
    act(st, "take 3 bank")
    assert p["duchy"] == before and p["storage"] == ["bank"]
    assert "place bank@12" in texts(st)


def test_cob_062_full_storage_discard_first():
    # COB-062: all 3 storage spaces full: discard a stored tile, then store the new one
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["ship", "mine", "mon1"]
    set_depot(st, 3, ["cow2", "bank"])
    act(st, "take 3 bank")
    assert st.data["decision"] == "choose_storage_discard"
    assert sorted(texts(st)) == ["discard mine", "discard mon1", "discard ship"]
    act(st, "discard mine")
    assert sorted(p["storage"]) == ["bank", "mon1", "ship"]
    assert st.data["decision"] == "die_action"


def test_cob_070_place_matches_colour_and_die():
    # COB-070: colour and die number must both match
    st = new(2)
    p = turn(st, 0, dice=(2, 3))
    p["storage"] = ["ship", "bank"]
    t = texts(st)
    assert "place ship@18" in t  # river, die 2, next to the castle
    assert "place ship@20" not in t  # river but die 5
    assert "place bank@12" in t and "place bank@26" in t  # beige, die 3
    assert not any(x.startswith("place bank@18") for x in t)


def test_cob_071_placement_must_touch_a_covered_space():
    # COB-071: first placement next to the starting castle; later next to any covered space
    st = new(2)
    p = turn(st, 0, dice=(1, 1))
    p["storage"] = ["ship"]
    assert "place ship@17" not in texts(st)  # river die 1 but not adjacent
    cover(st, 0, [18])
    assert "place ship@17" in texts(st)


def test_cob_072_placed_tiles_are_permanent():
    # COB-072: no action ever targets a covered space
    st = new(2)
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    cover(st, 0, [18])
    assert not any("@18" in x for x in texts(st))


def test_cob_073_effect_resolves_on_placement():
    # COB-073 (bank +2 silver at once)
    st = new(2)
    p = turn(st, 0, dice=(3, 1))
    p["storage"] = ["bank"]
    s = p["silver"]
    act(st, "place bank@12")
    assert p["silver"] == s + 2


def test_cob_075_076_077_sell_whole_colour():
    # COB-075/COB-077 all tiles of the die's colour; COB-076 1 silver per sale + 2/3/4 VP per tile;
    # COB-184 the VP rate follows the player count
    for n, per in ((2, 2), (3, 3), (4, 4)):
        st = new(n)
        p = turn(st, 0, dice=(4, 6))
        p["goods"] = [0, 1, 0, 0, 3, 0, 0]
        silver = p["silver"]
        assert "sell 4" in texts(st) and "sell 1" not in texts(st) and "sell 6" not in texts(st)
        act(st, "sell 4")
        assert p["goods"][4] == 0 and p["goods"][1] == 1
        assert p["sold"][4] == 3
        assert p["silver"] == silver + 1
        assert p["vp"]["sales"] == 3 * per


def test_cob_078_take_workers_with_any_die():
    # COB-078
    st = new(2)
    p = turn(st, 0, dice=(6, 6))
    w = p["workers"]
    act(st, "workers 6")
    assert p["workers"] == w + 2


def test_cob_080_buy_black_for_two_silver_into_storage():
    # COB-080: 2 silver; into storage, discarding first when full (reading)
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["silver"] = 1
    st.data["black"] = ["bank", None, None, None]
    assert not any(x.startswith("buy") for x in texts(st))
    p["silver"] = 3
    p["storage"] = ["ship", "mine", "mon1"]
    act(st, "buy black bank")
    assert p["silver"] == 1 and st.data["black"][0] is None
    assert st.data["decision"] == "choose_storage_discard"
    act(st, "discard ship")
    assert sorted(p["storage"]) == ["bank", "mine", "mon1"]


def test_end_turn_forfeits_dice_and_default_is_workers_with_lowest_die():
    # COB-045 (a die may go unused); the safe default takes workers with the lower die
    st = new(2)
    turn(st, 0, dice=(5, 2))
    assert GAME.default_action(st, 0).text == "workers 2"
    act(st, "end-turn")
    assert st.data["active"] == 1


def test_a_typed_end_turn_at_a_turn_not_begun_asks_for_anyway():
    # COB-045: a die may go unused, but a typed "end turn" that arrives after the turn ended by itself (both dice
    # used, nothing to buy) and came round again would throw away the whole next turn: it must say "anyway"
    st = new(2)
    turn(st, 0, dice=(5, 2))
    for typed in ("end turn", "end", "fine turno", "passo"):
        before = repr(st.data)
        with pytest.raises(IllegalAction) as err:
            act(st, typed)
        assert repr(st.data) == before
    assert english(err.value.message) == ("Your turn has only just begun: ending it now loses both dice (2 and 5). "
                                          "To end it all the same, type “end turn anyway”.")
    act(st, "end turn anyway")
    assert st.data["active"] == 1
    turn(st, 1, dice=(3, 3))
    act(st, "fine turno comunque", seat=1)
    assert st.data["active"] == 0


def test_a_typed_end_turn_ends_a_turn_begun():  # COB-045, COB-050
    st = new(2)
    turn(st, 0, dice=(5, 2))
    act(st, "workers 5")
    act(st, "end turn")
    assert st.data["active"] == 1
    p = turn(st, 0, dice=(5, 2))
    p["workers"] = 1
    act(st, "adjust 2 to 3")  # a die turned with workers: the turn has begun
    act(st, "fine")
    assert st.data["active"] == 1
