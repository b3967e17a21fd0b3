"""Rules across the days: the 8-day return (COL-024 COL-025 COL-026), an empty bag (COL-030), an empty goods supply
(COL-124), many secured relics (COL-128), and a resigned seat played by the autopilot."""
from rules.colonia import GAME
from rules.colonia import market, relics
from tests.colonia.helpers import act, at, new


def test_a_member_used_on_wednesday_is_home_after_next_wednesday():  # COL-024 COL-025 COL-060
    st = at(new(3, 5), "market")
    d = st.data
    seat = GAME.current(st)[0]
    size = len(d["stalls"][0]["materials"])
    act(st, seat, "stall 1")
    at(st, "contracts")
    assert d["players"][seat]["street"]["wed"] == size  # waits on the Wednesday street field
    at(st, "market", week=2)
    assert d["players"][seat]["street"]["wed"] == size  # still there during next Wednesday's market
    at(st, "contracts", week=2)
    assert d["players"][seat]["street"]["wed"] == 0  # home only after next Wednesday's action


def test_an_empty_bag_fills_the_stalls_in_order():  # COL-030
    st = new(3, 5)
    d = st.data
    for x in d["stalls"]:
        x["materials"] = []
    d["bag"] = ["iron", "wood", "wood"]
    market.fill(st, [2, 2, 2])
    assert [len(x["materials"]) for x in d["stalls"][:3]] == [2, 1, 0]


def test_ordinance_die_with_an_empty_supply_gives_nothing():  # COL-124
    from tests.colonia.test_ordinances import passed
    st, last = passed("COL-ORD-15", before=lambda st: st.data["supply"].update(
        {g: 0 for g in st.data["supply"]}))
    assert sum(st.data["supply"].values()) == 0
    lines = [e.text for e in last.events if e.seat is None]
    assert any(", but the supply has no " in line for line in lines) or st.data["decision"] == "good"
    if st.data["decision"] == "good":
        seat = GAME.current(st)[0]
        assert [a.text for a in GAME.actions(st, seat)] == ["good none"]


def test_eleven_secured_relics_draw_nothing():  # COL-128
    st = new(3, 5)
    d = st.data
    ids = [r for r in d["relic_deck"][:12]]
    d["display"] = [{"id": r, "secured": 0} for r in ids[:11]] + [None]
    deck = len(d["relic_deck"])
    relics.refill(st, None)
    assert len(d["relic_deck"]) == deck and d["display"][10] is not None


def test_a_resigned_seat_is_played_by_the_autopilot():
    st = new(4, 5)
    GAME.resign(st, 2)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert 2 not in GAME.final(st).winners and GAME.final(st).ranking[-1] == 2
