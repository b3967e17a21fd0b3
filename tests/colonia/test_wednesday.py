"""Wednesday, the market (COL-054 COL-055 COL-056 COL-057 COL-058 COL-059 COL-060)."""
from rules.colonia import GAME
from tests.colonia.helpers import act, at, new, private, public, texts


def market(n=4, seed=5, week=1):
    st = at(new(n, seed), "market", week=week)
    return st, st.data["round"]["active"][st.data["round"]["i"]]


def test_rulebook_example_a_whole_stall_for_as_many_members():  # COL-055 COL-056
    st, yellow = market()
    d = st.data
    d["stalls"][0]["materials"] = ["furs", "iron", "leather", "leather", "linen", "wood"]
    p = d["players"][yellow]
    home, leather = p["home"], p["materials"]["leather"]
    assert d["order"][0] == yellow  # the mayor starts
    a = act(st, yellow, "stall 1")
    assert p["home"] == home - 6 and p["materials"]["leather"] == leather + 2
    assert d["stalls"][0] == {"materials": [], "seat": yellow, "n": 6}
    assert public(a) == [f"#{yellow + 1} buys stall 1 with 6 family members."]
    assert private(a, yellow) == ["You took: furs ×1, iron ×1, leather ×2, linen ×1 and wood ×1."]  # as the menu counts
    assert GAME.current(st) == [d["order"][1]]  # next in turn order


def test_only_whole_stalls_with_enough_members():  # COL-057
    st, seat = market()
    d = st.data
    d["players"][seat]["home"] = 3
    sizes = [len(x["materials"]) for x in d["stalls"]]
    offered = [int(t.split()[1]) for t in texts(st, seat) if t.startswith("stall")]
    assert offered == [i + 1 for i, n in enumerate(sizes) if 0 < n <= 3]
    assert "pass" in texts(st, seat)


def test_passing_is_final_and_leftovers_go_back_to_the_bag():  # COL-058 COL-059 COL-060
    st, first = market(3)
    d = st.data
    act(st, first, "pass")
    assert first not in d["round"]["active"]
    buyer = GAME.current(st)[0]
    size = len(d["stalls"][0]["materials"])
    act(st, buyer, "stall 1")
    left = sum(len(x["materials"]) for x in d["stalls"])
    bag = len(d["bag"])
    while d["decision"] == "market":
        act(st, GAME.current(st)[0], "pass")
    assert len(d["bag"]) == bag + left  # COL-059
    assert d["players"][buyer]["street"]["wed"] == size  # COL-060
    assert all(x["seat"] is None for x in d["stalls"])


def test_who_cannot_buy_passes():  # COL-123
    st, seat = market(3)
    for p in st.data["players"]:
        p["home"] = 1
    for x in st.data["stalls"]:
        x["materials"] = ["wood", "wood"] if x["materials"] else []
    from tests.colonia.helpers import resettle
    st.data["round"]["active"] = list(st.data["order"])
    resettle(st)
    assert st.data["decision"] != "market"
