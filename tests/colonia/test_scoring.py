"""The end: church windows, relics, shrines, tie-breaks and the breakdown (COL-115 COL-116 COL-117 COL-118 COL-119 COL-120)."""
from rules.colonia import GAME
from rules.colonia import scoring
from tests.colonia.helpers import at, clear_screens, new


def ended(n=4, seed=5):
    st = at(new(n, seed), "buying", week=6)
    clear_screens(st)
    for p in st.data["players"]:
        p["money"] = {"mark": 0, "gulden": 0, "pfund_sterling": 0, "grivna": 0}
        p["relics"], p["shrines"] = [], []
    return st


def finish(st):
    while not GAME.over(st):
        GAME.apply(st, GAME.current(st)[0], "pass")
    return GAME.result(st)


def test_rulebook_example_london_window():  # COL-116 COL-117
    st = ended()
    green, violet, yellow, red = 0, 1, 2, 3
    for s, n in ((green, 10), (violet, 3), (yellow, 2), (red, 4)):
        st.data["players"][s]["money"]["pfund_sterling"] = n
    finish(st)
    assert st.data["windows"]["london"] == green
    assert st.data["players"][green]["money"]["pfund_sterling"] == 0  # handed to the bank
    assert st.data["players"][red]["money"]["pfund_sterling"] == 4  # the others keep theirs
    assert GAME.result(st).breakdown[green]["windows"] == 2  # COL-118


def test_a_tie_for_the_most_awards_no_window():  # COL-116 COL-117
    st = ended()
    st.data["players"][0]["money"]["mark"] = 7
    st.data["players"][1]["money"]["mark"] = 7
    finish(st)
    assert st.data["windows"]["bergen"] is None and st.data["players"][0]["money"]["mark"] == 7
    assert st.data["windows"]["nowgorod"] is None  # nobody has any


def test_rulebook_scoring_example_23_points():  # COL-119 (§17.8)
    st = ended()
    p = st.data["players"][0]
    p["relics"] = ["COL-REL-BER-01", "COL-REL-BER-04", "COL-REL-LON-04", "COL-REL-BER-07", "COL-REL-NOW-07"]
    p["shrines"] = [{"id": "COL-REL-BRU-SHRINE", "city": "bruegge", "relic": "COL-REL-BRU-11"},
                    {"id": "COL-REL-LON-SHRINE", "city": "london", "relic": None}]
    p["money"]["grivna"] = 1  # wins one window
    res = finish(st)
    assert res.breakdown[0] == {"relics": 11, "shrines": 10, "windows": 2}
    assert res.scores[0] == 23 and res.winners == [0]


def test_tie_breaks_money_after_windows_then_goods_then_materials():  # COL-120
    st = ended(3)
    d = st.data
    for s in range(3):
        d["players"][s]["relics"] = ["COL-REL-BER-0%d" % (s + 1)]  # 1 VP each
    d["players"][0]["money"]["mark"] = 9  # wins the Bergen window (2 VP) and hands the 9 in
    d["players"][1]["money"].update(gulden=3, grivna=3)  # tied: no window; 6 money
    d["players"][2]["money"].update(gulden=3, grivna=3)
    d["players"][2]["goods"]["shoes"] = 1
    res = finish(st)
    assert res.scores == [3, 1, 1]
    assert res.ranking == [0, 2, 1] and res.winners == [0]
    st2 = ended(3)
    for s in range(3):
        st2.data["players"][s]["relics"] = ["COL-REL-BER-0%d" % (s + 1)]
        st2.data["players"][s]["materials"]["wood"] = s % 2
    res2 = finish(st2)
    assert res2.winners == [1] and res2.tiebreak_note
    st3 = ended(3)
    res3 = finish(st3)
    assert res3.winners == [0, 1, 2]  # still tied: a shared win


def test_standing_mid_game_counts_windows_as_they_would_fall():  # COL-119 (result works mid-game)
    st = at(new(3, 5), "market")
    res = GAME.result(st)
    assert len(res.scores) == 3 and all(set(b) == {"relics", "shrines", "windows"} for b in res.breakdown)
    assert scoring.BREAKDOWN_WORDS.keys() == res.breakdown[0].keys()
