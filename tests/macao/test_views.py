"""The view (views.py): what everyone sees, what only a seat sees, and that it is plain JSON."""
import json

from rules.macao import GAME
from tests.macao.helpers import new, to_phase, turn_of


def test_the_public_view_has_the_board():
    st = to_phase(new(3, 2), 1)
    v = GAME.view(st, None)
    assert v["round"] == 1 and v["phase"] == 1 and len(v["city"]) == 30 and len(v["wall"]) == 16
    assert len(v["display"]) == 5 and len(v["offices"]) == 11 and v["deck"] == 96 - 5 - 4
    assert {"gold", "pp", "penalties", "board", "activated", "rose", "cubes", "ship", "goods", "jokers",
            "districts"} <= set(v["players"][0])
    card = v["display"][0]
    assert {"id", "name", "type", "colour", "cost", "tribute", "timing", "text", "used", "stand_in"} <= set(card)
    assert "costs" not in v and "usable" not in v
    json.dumps(v)


def test_mac_007_gold_and_the_discard_pile_are_public_and_the_deck_is_hidden():
    # MAC-007: every player's gold and every card of the discard pile, in everyone's view, in every phase
    st = to_phase(new(3, 2), 1)
    d = st.data
    d["players"][1]["gold"] = 17
    assert len(d["discard"]) == 3  # the draft's 2 left over and 1 removed for 3 players
    for phase in (1, 2, 3):
        st = to_phase(st, phase)
        for seat in (None, 0, 1, 2):
            v = GAME.view(st, seat)
            assert [p["gold"] for p in v["players"]] == [p["gold"] for p in d["players"]]
            assert v["players"][1]["gold"] == 17
            assert v["discard"] == {"count": len(d["discard"]), "cards": d["discard"]}
            assert isinstance(v["deck"], int)  # the deck only as a count


def test_a_seat_sees_its_costs_and_usable_cards():
    st = new(3, 2)
    turn_of(st, 1, {"red": 3})
    v = GAME.view(st, 1)
    assert v["costs"]["wall 2"] == 3 and v["costs"]["district 1"] == {"red": 2} and v["usable"] == []
    assert v["prompt"] and GAME.view(st, 0).get("prompt") is None


def test_converted_dice_in_the_view():
    st = to_phase(new(2, 3), 2)
    st.data["round"] = 9
    st.data["dice"] = {"red": 6, "blue": 5, "green": 4, "black": 3, "grey": 2, "purple": 1}
    v = GAME.view(st, None)
    assert v["conversion"] == [5, 6] and v["converted"]["red"] == 1 and v["converted"]["green"] == 4
