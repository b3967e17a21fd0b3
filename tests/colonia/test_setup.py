"""Setup (COL-012 COL-013 COL-014 COL-015 COL-016 COL-017 COL-018 COL-019 COL-020 COL-021) and Monday (COL-027 COL-028 COL-029 COL-030 COL-031 COL-032 COL-033 COL-034 COL-035)."""
from rules.colonia import GAME
from rules.colonia.components import FAMILY_CARDS
from tests.colonia.helpers import D, at, new


def test_setup_displays_and_supplies():  # COL-013 COL-014 COL-015 COL-016
    st = new(4, 3)
    d = st.data
    data = D(st)
    assert sum(1 for r in d["display"][:10] if r) == 10 and d["display"][10:] == [None, None]  # COL-014
    assert all(b is not None for b in d["berths"]) and len(d["ship_deck"]) == 12  # COL-015
    assert not d["pending"] and d["week"] == 1  # seed 3: no 6 rolled, so Monday of week 1 has run
    assert len(d["relic_deck"]) == 38 and len(d["ord_deck"]) == 15 and len(d["week_deck"]) == 13
    held = sum(sum(p["materials"].values()) for p in d["players"])
    on_stalls = sum(len(x["materials"]) for x in d["stalls"])
    assert held == 16 and len(d["bag"]) + held + on_stalls == 90  # COL-016 COL-019
    assert data.stand_in["week_cards"] and data.stand_in["ships"]


def test_each_player_starts_with_the_same_things():  # COL-017 COL-018 COL-019 COL-021
    for n, members in ((3, 38), (4, 32), (5, 26), (6, 21)):
        st = new(n, n)
        for p in st.data["players"]:
            assert p["home"] + p["council"] + sum(p["street"].values()) == members  # COL-017 (before any card)
            assert p["money"] == {"mark": 5, "gulden": 5, "pfund_sterling": 5, "grivna": 5}  # COL-018
            assert sum(p["materials"].values()) == 4  # COL-019
            assert p["cards"] == list(FAMILY_CARDS)  # COL-010 COL-021


def test_one_starting_good_by_die_or_choice():  # COL-020
    sixes = 0
    for seed in range(40):
        st = new(4, seed)
        d = st.data
        waiting = [x["seat"] for x in d["pending"] if x["kind"] == "good"]
        for s, p in enumerate(d["players"]):
            assert sum(p["goods"].values()) == (0 if s in waiting else 1)
        if waiting:
            sixes += 1
            seat = GAME.current(st)[0]
            assert seat == waiting[-1]
            GAME.apply(st, seat, "good painting")
            assert d["players"][seat]["goods"]["painting"] == 1
    assert sixes  # some seed rolls a 6


def test_monday_lays_out_the_week():  # COL-028 COL-029 COL-031 COL-032 COL-034 COL-035
    st = at(new(4, 5), "card")
    d = st.data
    card = D(st).weeks[d["week_card"]]
    assert [len(x["materials"]) for x in d["stalls"][:6]] == card["stalls"]  # COL-029
    assert all(x["materials"] == [] for x in d["stalls"][6:])
    assert {c: v["stick"] for c, v in d["crafts"].items()} == card["contracts"]  # COL-031
    assert d["depart"] == card["ships"]  # COL-032
    days = [D(st).ordinances[o["id"]]["day"] for o in d["ords"]]
    assert len(days) == 3 and days == sorted(days)  # COL-034


def test_week_six_sends_all_four_ships():  # COL-033
    st = at(new(3, 2), "card", week=6)
    assert st.data["depart"] == 4


def test_every_ordinance_comes_up_once_in_a_game():  # COL-034 COL-053 (18 = 3 x 6)
    st = new(3, 9)
    seen = []
    for week in range(1, 7):
        at(st, "card", week=week)
        seen += [o["id"] for o in st.data["ords"]]
    assert sorted(seen) == sorted(D(st).ordinances)
