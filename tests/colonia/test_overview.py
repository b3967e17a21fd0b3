"""Overview, components and rules across the game (COL-001 COL-002 COL-003 COL-004 COL-005 COL-006 COL-007 COL-008 COL-009, COL-023, COL-026, COL-062, COL-065, COL-076,
COL-090, COL-094, COL-097, COL-122, COL-126)."""
import pytest

from rules.colonia import GAME
from rules.colonia import council, relics
from rules.colonia.components import data
from rules.core.errors import SetupError
from tests.colonia.helpers import act, at, clear_screens, give, new, texts


def test_three_to_six_players():  # COL-001
    for n in (2, 7):
        with pytest.raises(SetupError):
            GAME.new([f"P{i}" for i in range(n)], 1, {})
    for n in (3, 6):
        GAME.new([f"P{i}" for i in range(n)], 1, {})


def test_six_weeks_of_seven_days_in_order():  # COL-002 COL-097
    st = new(3, 5)
    seen = []
    while not GAME.over(st):
        key = (st.data["week"], st.data["day"])
        if not seen or seen[-1] != key:
            seen.append(key)
        if st.data["day"] == 2 and st.data["week"] > 1:
            assert all(p["played"] is None for p in st.data["players"])  # COL-097: last week's card is gone
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    seen = [x for x in seen if x[0]]  # week 0: a starting good chosen after a rolled 6
    weeks = sorted({w for w, _ in seen})
    assert weeks == [1, 2, 3, 4, 5, 6]
    for w in weeks:
        days = [d for x, d in seen if x == w]
        assert days == sorted(days) and days[0] == 2 and days[-1] == 7  # Monday runs without a decision
    assert all(len(p["cards"]) == 0 for p in st.data["players"])  # COL-045: each card once


def test_components_and_chain():  # COL-003 COL-004 COL-005 COL-007 COL-009
    D = data(new())
    assert D.currency == {"bergen": "mark", "bruegge": "gulden", "london": "pfund_sterling", "nowgorod": "grivna"}
    assert D.material_count == 18 and len(D.materials) == 5
    assert D.inputs["saddler"] == ("leather", "iron") and D.output["shoemaker"] == "shoes"
    assert [D.by_die[i] for i in range(1, 6)] == ["saddler", "wainwright", "painter", "tailor", "shoemaker"]
    from rules.colonia import scoring
    assert set(scoring.BREAKDOWN_WORDS) == {"relics", "shrines", "windows"}  # COL-003: only relics and windows


def test_currencies_are_not_interchangeable():  # COL-006
    st = at(new(3, 5), "buying")
    seat = GAME.current(st)[0]
    p = st.data["players"][seat]
    p["money"] = {"mark": 0, "gulden": 50, "pfund_sterling": 50, "grivna": 50}
    st.data["display"][0] = {"id": "COL-REL-BER-01", "secured": None}
    assert "relic 1" not in texts(st, seat)


def test_only_members_at_home_take_actions():  # COL-023
    st = at(new(3, 5), "contracts")
    clear_screens(st)
    for s in range(3):
        give(st, s, linen=1, furs=1)
    seat = GAME.current(st)[0]
    st.data["players"][seat]["home"] = 0
    st.data["players"][seat]["street"]["fri"] += 40
    assert texts(st, seat) == ["pass"]


def test_contracts_round_passing_is_final_and_above_or_below_the_stick():  # COL-062 COL-065 COL-026
    st = at(new(3, 5), "contracts")
    clear_screens(st)
    d = st.data
    for s in range(3):
        give(st, s, linen=2, furs=2)
    first = d["order"][0]
    d["crafts"]["tailor"]["fields"] = [[1, 1]] * 5
    d["crafts"]["tailor"]["stick"] = 2
    act(st, first, "contract tailor")  # field 6, below the stick: allowed
    assert d["crafts"]["tailor"]["fields"][-1] == [first, 1]
    act(st, d["order"][1], "pass")
    assert d["order"][1] not in d["round"]["active"]


def test_saturday_starts_with_its_vote():  # COL-076
    from tests.colonia.test_ordinances import passed
    st, _ = passed("COL-ORD-18")
    assert st.data["day"] == 6 and st.data["stage"] == "votes"


def test_no_move_takes_a_relic_out_of_a_shrine():  # COL-090
    st = at(new(3, 5), "buying")
    seat = GAME.current(st)[0]
    assert all(t.split()[0] in ("relic", "pass") for t in texts(st, seat))


def test_no_relic_on_display_skips_securing():  # COL-094
    st = at(new(3, 5), "buying")
    st.data["display"] = [None] * 12
    st.data["relic_deck"] = []
    while st.data["decision"] == "buying":
        act(st, GAME.current(st)[0], "pass")
    assert st.data["decision"] != "securing"


def test_replays_from_the_seed():  # COL-122
    st = new(4, 11)
    moves = []
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        a = GAME.default_action(st, seat)
        moves.append((seat, a.text))
        GAME.apply(st, seat, a)
    again = GAME.replay([f"P{i}" for i in range(4)], 11, {}, moves)
    assert GAME.dump(again) == GAME.dump(st)


def test_short_after_all_street_fields_sends_what_there_is():  # COL-126
    st = at(new(3, 5), "card")
    p = st.data["players"][0]
    p["home"] = 1
    p["street"] = {"tue": 1, "wed": 1, "thu": 0, "fri": 1}
    for s, v in enumerate((8, 3, 4)):
        act(st, s, f"card {v}")
    assert p["zero"] and 0 not in council.voters(st)
    # all 4 it had went to the council, then onto the Tuesday street field (week 1: nothing came home)
    assert p["street"] == {"tue": 4, "wed": 0, "thu": 0, "fri": 0} and p["home"] == 0
    assert relics
