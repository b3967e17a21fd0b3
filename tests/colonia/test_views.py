"""The view has the brief's shape (render/colonia.py draws only from it)."""
import json

from rules.colonia import GAME
from tests.colonia.helpers import act, at, defaults_until, new

TOP = {"week", "day", "day_name", "week_card", "stalls", "craftsmen", "ships", "relics", "ordinances", "town_hall",
       "choosing", "players"}
CORE = {"game", "names", "seat", "to_act", "waiting", "over", "moves", "options"}


def test_public_and_private_shapes():
    st = at(new(4, 5), "card")
    pub = GAME.view(st, None)
    assert TOP <= set(pub) and CORE <= set(pub)
    assert pub["day"] == 2 and pub["day_name"] == "Tuesday" and pub["choosing"] == [0, 1, 2, 3]
    assert set(pub["week_card"]) >= {"stalls", "contracts", "ships"}
    assert len(pub["craftsmen"]) == 5
    c = pub["craftsmen"][0]
    assert c["id"] == 1 and c["name"] == "saddler" and c["inputs"] == ["leather", "iron"] and c["output"] == "saddle"
    assert isinstance(c["contracts"], list)
    s = pub["ships"][0]
    assert s["berth"] == 1 and set(s) >= {"city", "holds", "extra", "departs", "payout"}
    assert set(s["holds"][0]) >= {"good", "member"}
    r = pub["relics"][0]
    assert set(r) >= {"id", "city", "price", "vp", "shrine", "secured_by"}
    o = pub["ordinances"][0]
    assert set(o) >= {"id", "day", "text", "status"} and 3 <= o["day"] <= 6 and o["status"] == "pending"
    assert set(pub["town_hall"]) == {"order", "mayor"}
    p = pub["players"][0]
    assert set(p["members"]) == {"home", "council", "street", "board"}
    assert set(p["members"]["street"]) == {"tue", "wed", "thu", "fri"}
    assert p["family_cards"] == [3, 4, 5, 6, 7, 8] and p["played"] is None
    assert {"stalls", "craftsmen"} <= set(pub)
    mine = GAME.view(st, 1)
    assert set(mine["screen"]["money"]) == {"bergen", "bruegge", "london", "nowgorod"}
    assert mine["my_choice"] is None and set(mine["card_effects"]) == {"3", "4", "5", "6", "7", "8"}
    act(st, 1, "card 4")
    assert GAME.view(st, 1)["my_choice"] == 4 and GAME.view(st, None)["players"][1]["played"] is None
    assert GAME.view(st, None)["choosing"] == [0, 2, 3] and GAME.view(st, None)["to_act"] == [0, 1, 2, 3]
    json.dumps(GAME.view(st, 1))


def test_played_cards_public_once_revealed_and_the_mayor():
    st = at(new(3, 5), "card")
    for s, v in enumerate((6, 8, 3)):
        act(st, s, f"card {v}")
    pub = GAME.view(st, None)
    assert [p["played"] for p in pub["players"]] == [6, 8, 3]
    assert pub["town_hall"] == {"order": [1, 0, 2], "mayor": 1}
    assert pub["secret"] != "card"


def test_the_end_has_a_result_with_breakdown():
    st = new(3, 5)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    v = GAME.view(st, None)
    assert v["over"] and v["result"]["breakdown"][0].keys() == {"relics", "shrines", "windows"}


def test_after_saturday_no_ship_on_a_berth_departs():  # COL-076 COL-081 COL-082: the berths hold the next ships
    st = at(new(3, 5), "loading")
    v = GAME.view(st, None)
    assert not v["sailed"] and [s["departs"] for s in v["ships"]].count(True) == st.data["depart"] > 0
    at(st, "buying")
    v = GAME.view(st, None)
    assert v["sailed"] and not any(s["departs"] for s in v["ships"])
    defaults_until(st, lambda s: False)  # to the end of the game
    v = GAME.view(st, None)
    assert v["over"] and v["sailed"] and not any(s["departs"] for s in v["ships"])
