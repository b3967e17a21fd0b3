"""The rulebook's worked examples not covered in the files of their day."""
from rules.colonia import GAME
from rules.colonia.components import data
from tests.colonia.helpers import act, at, new


def _with_week(st, wid):
    """Monday of week 1 again, with week card `wid`."""
    d = st.data
    for x in d["stalls"]:
        d["bag"].extend(x["materials"])
        x["materials"] = []
    d["bag"].sort()
    for c in d["crafts"].values():
        c["stick"] = 0
    d["week_deck"] = [wid]
    d["ord_deck"] += [o["id"] for o in d["ords"]]
    d["ord_deck"].sort()
    d["week"] = 0
    d["stage"], d["stage_index"], d["started"], d["secret"] = "monday", 0, False, None
    from rules.colonia import engine as E
    E.settle(st, None)
    return st


def test_monday_example_contracts_rolls_and_three_ships():  # COL-031 COL-032 COL-035 (rulebook, Monday)
    st = _with_week(at(new(4, 5), "card"), "COL-WEEK-01")
    d = st.data
    assert {c: v["stick"] for c, v in d["crafts"].items()} == {"saddler": 1, "wainwright": 2, "painter": 1,
                                                              "tailor": 2, "shoemaker": 1}
    assert data(st).weeks["COL-WEEK-01"]["rolls"] == 5
    assert d["depart"] == 3  # the stick lies between berths III and IV (§17.6)
    view = GAME.view(st, None)
    assert [s["departs"] for s in view["ships"]] == [True, True, True, False]
    assert len(d["stalls"][0]["materials"]) == 6 and len(d["stalls"][5]["materials"]) == 2  # 6- and 2-stalls


def test_thursday_example_red_two_paintings_green_one_yellow_none():  # COL-067 (rulebook, Thursday)
    st = at(new(3, 5), "contracts")
    d = st.data
    red, green, yellow = 0, 1, 2
    for c in d["crafts"].values():
        c["fields"], c["stick"] = [], 0
    d["crafts"]["painter"]["fields"] = [[red, 1], [green, 2], [red, 3], [yellow, 4]]
    d["crafts"]["painter"]["stick"] = 3
    data(st).weeks[d["week_card"]]["rolls"], rolls = 0, data(st).weeks[d["week_card"]]["rolls"]
    try:
        before = [p["goods"]["painting"] for p in d["players"]]
        while d["decision"] == "contracts":
            act(st, GAME.current(st)[0], "pass")
    finally:
        data(st).weeks[d["week_card"]]["rolls"] = rolls
    got = [p["goods"]["painting"] - b for p, b in zip(d["players"], before)]
    assert got == [2, 1, 0]
    assert d["crafts"]["painter"]["fields"] == [[yellow, 4]]  # waits at the top for next week


def test_saturday_example_two_ships_depart_and_two_move_up():  # COL-077 COL-082 (rulebook, Saturday)
    st = at(new(3, 5), "loading")
    d = st.data
    d["depart"] = 2
    stay = [b["id"] for b in d["berths"][2:]]
    d["berths"][2]["holds"][0] = 1  # a member on a staying ship
    while d["decision"] == "loading":
        act(st, GAME.current(st)[0], "pass")
    at(st, "buying")
    assert [b["id"] for b in d["berths"][:2]] == stay and d["berths"][0]["holds"][0] == 1
