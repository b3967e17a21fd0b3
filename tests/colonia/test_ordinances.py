"""The 18 council ordinances (COL-098 COL-099 COL-100 COL-101 COL-102 COL-103 COL-104 COL-105 COL-106 COL-107 COL-108 COL-109 COL-110 COL-111 COL-112 COL-113 COL-114, COL-129), each voted in and played out."""
from rules.colonia import GAME
from rules.colonia import harbour
from tests.colonia.helpers import D, act, at, clear_screens, give, new, public, texts


def passed(oid, n=3, seed=5, week=1, before=None):
    """The game right after ordinance `oid` passed, everyone voting yes; `before(st)` runs at the vote."""
    st = at(new(n, seed), "card", week=week)
    st.data["ords"] = [{"id": oid, "status": "pending"}]
    for s in range(n):
        act(st, s, f"card {st.data['players'][s]['cards'][-1]}")
    at(st, "vote")
    if before:
        before(st)
    last = None
    for s in GAME.current(st):
        last = act(st, s, "vote yes")
    assert st.data["ords"][0]["status"] == "passed"
    return st, last


def test_ord_01_one_more_raw_material_per_stall():  # COL-098
    sizes = {}
    st, _ = passed("COL-ORD-01", before=lambda st: sizes.update(
        {i: len(x["materials"]) for i, x in enumerate(st.data["stalls"])}))
    assert [len(x["materials"]) for x in st.data["stalls"][:6]] == [sizes[i] + 1 for i in range(6)]
    assert st.data["day"] == 3 and st.data["decision"] == "market"


def test_ord_02_foreign_merchants():  # COL-099
    st, _ = passed("COL-ORD-02")
    assert [len(x["materials"]) for x in st.data["stalls"][6:]] == [4, 4]
    seat = GAME.current(st)[0]
    assert "stall 7" in texts(st, seat)


def _street(street):
    def put(st):
        for p in st.data["players"]:
            p["street"][street] = 5
    return put


def test_ord_03_04_11_recall_members_from_a_street_field():  # COL-100 COL-101 COL-104 COL-114
    for oid, street, day in (("COL-ORD-03", "tue", 3), ("COL-ORD-04", "wed", 4), ("COL-ORD-11", "thu", 5)):
        homes = {}
        st, _ = passed(oid, week=2, before=lambda st: (_street(street)(st), homes.update(
            {s: p["home"] for s, p in enumerate(st.data["players"])})))
        d = st.data
        assert d["decision"] == "recall" and d["day"] == day
        first = GAME.current(st)[0]
        assert first == d["order"][0]  # COL-114: in turn order
        assert texts(st, first) == ["recall 1", "recall 2", "recall 3", "pass"]
        act(st, first, "recall 3")
        assert d["players"][first]["street"][street] == 2 and d["players"][first]["home"] == homes[first] + 3
        while d["decision"] == "recall":
            act(st, GAME.current(st)[0], "pass")


def test_ord_05_may_draw_two_raw_materials():  # COL-102
    st, _ = passed("COL-ORD-05")
    d = st.data
    assert d["decision"] == "draw" and d["day"] == 4
    seat = GAME.current(st)[0]
    before = sum(d["players"][seat]["materials"].values())
    a = act(st, seat, "draw")
    assert sum(d["players"][seat]["materials"].values()) == before + 2 and a.reveals
    assert public(a) == [f"#{seat + 1} draws 2 raw materials from the bag."]
    other = GAME.current(st)[0]
    act(st, other, "pass")  # may: a player may decline
    assert sum(d["players"][other]["materials"].values()) >= 0


def test_ord_06_to_10_a_craftsman_fulfils_two_more():  # COL-103
    for oid, c in (("COL-ORD-06", "saddler"), ("COL-ORD-07", "wainwright"), ("COL-ORD-08", "painter"),
                   ("COL-ORD-09", "tailor"), ("COL-ORD-10", "shoemaker")):
        sticks = {}
        st, _ = passed(oid, before=lambda st: sticks.update(dict(st.data["crafts"][c])))
        assert st.data["crafts"][c]["stick"] == sticks["stick"] + 2 and st.data["day"] == 4


def test_ord_12_extra_hold_for_any_one_good_paying_two():  # COL-105 COL-106
    st, _ = passed("COL-ORD-12")
    d = st.data
    assert d["extra_hold"] and d["day"] == 5
    seat = GAME.current(st)[0]
    clear_screens(st)
    for s in range(st.n):
        give(st, s, dress=2, shoes=2)
    d["depart"] = 1
    act(st, seat, "load 4 extra dress")
    assert d["berths"][3]["extra"] == seat and d["players"][seat]["goods"]["dress"] == 1
    assert "load 4 extra shoes" not in texts(st, GAME.current(st)[0])
    sid = d["berths"][3]["id"]
    while d["decision"] == "loading":
        act(st, GAME.current(st)[0], "pass")
    at(st, "card", week=2)
    ship = next(b for b in d["berths"] if b["id"] == sid)
    assert ship["extra"] == seat and not d["extra_hold"]  # the loaded extra hold stays (COL-106)
    assert harbour.payout(st, ship) == [(seat, 2)]


def test_ord_13_and_14_ships_depart_at_once():  # COL-107 COL-108 COL-109
    for oid, count in (("COL-ORD-13", 2), ("COL-ORD-14", 1)):
        ids = []
        st, _ = passed(oid, before=lambda st: ids.extend(b["id"] for b in st.data["berths"]))
        d = st.data
        assert [b["id"] for b in d["berths"]][:4 - count] == ids[count:]
        assert set(ids[:count]) <= set(d["ship_discard"])
        assert d["day"] == 5


def test_ord_13_pays_the_holds_and_frees_the_members():  # COL-107 COL-109
    def load(st):
        st.data["berths"][0]["holds"][0] = 1
    st, last = passed("COL-ORD-13", before=load)
    d = st.data
    D_ = D(st)
    assert d["players"][1]["street"]["fri"] == 1
    assert sum(" departs" in line for line in public(last)) == 2  # one line per ship (COL-077)
    assert D_


def test_ord_15_roll_for_a_good():  # COL-110 COL-124
    goods = {}
    st, last = passed("COL-ORD-15", n=4, before=lambda st: goods.update(
        {s: sum(p["goods"].values()) for s, p in enumerate(st.data["players"])}))
    d = st.data
    choosing = [x["seat"] for x in d["pending"] if x["kind"] == "good"]
    for s in range(4):
        assert sum(d["players"][s]["goods"].values()) == goods[s] + (0 if s in choosing else 1)
    while d["decision"] == "good":
        seat = GAME.current(st)[0]
        act(st, seat, "good shoes")
        assert sum(d["players"][seat]["goods"].values()) == goods[seat] + 1


def test_ord_16_two_extra_relics():  # COL-111 COL-128
    st, _ = passed("COL-ORD-16")
    d = st.data
    assert d["display"][10] is not None and d["display"][11] is not None
    assert d["decision"] == "buying"  # Saturday's ordinance; the two can be bought this Sunday


def test_ord_17_one_member_fewer_next_week():  # COL-112 COL-040
    st, _ = passed("COL-ORD-17")
    assert st.data["fewer"]
    at(st, "card", week=2)
    homes = [p["home"] for p in st.data["players"]]
    for s in range(3):
        act(st, s, "card 7")  # week 1 played the 8
    assert all(p["street"]["tue"] == 6 for p in st.data["players"])  # 6 members sent to the council
    assert homes
    assert not st.data["fewer"]


def test_ord_17_in_week_six_does_nothing():  # COL-112
    st, _ = passed("COL-ORD-17", week=6)
    assert not st.data["fewer"]


def test_ord_18_currency_exchange():  # COL-113
    st, _ = passed("COL-ORD-18")
    d = st.data
    assert d["decision"] == "exchange"
    seat = GAME.current(st)[0]
    opts = texts(st, seat)
    assert "exchange 5 mark gulden" in opts and "exchange 6 mark gulden" not in opts
    a = act(st, seat, "exchange 5 mark gulden")
    assert d["players"][seat]["money"]["mark"] == 0 and d["players"][seat]["money"]["gulden"] == 10
    assert public(a) == [f"#{seat + 1} exchanges money with the bank."]  # the amount stays behind the screen


def test_every_ordinance_has_one_effect_and_its_day():  # COL-048
    from rules.colonia.ordinances import EFFECTS
    data = D(new())
    assert sorted(o["key"] for o in data.ordinances.values()) == sorted(EFFECTS)
    assert sorted(o["day"] for o in data.ordinances.values()) == [3] * 3 + [4] * 7 + [5] * 5 + [6] * 3


def test_ord_15_each_roll_reads_as_one_sentence_in_either_language(monkeypatch):  # COL-110 COL-124
    import i18n
    from rules.colonia import engine, ordinances
    from rules.core.game import Context
    st = at(new(3, 5), "loading")
    d = st.data
    d["order"] = [1, 0, 2]
    die = iter([4, 1, 6])  # seat 1 rolls a dress, seat 0 a saddle but the supply is out, seat 2 a six
    monkeypatch.setattr(engine, "roll", lambda st: next(die))
    d["supply"]["saddle"] = 0
    ctx = Context()
    ordinances.EFFECTS["roll_for_a_good"](st, ctx)
    lines = [e.message for e in ctx.events if e.seat is None]
    names = ["Ann", "Bot 1", "Bot 2"]
    assert [i18n.say("en", m, names, "colonia") for m in lines] == [
        "Bot 1 rolls 4 and takes a dress.",
        "Ann rolls 1, but the supply has no saddle left.",
        "Bot 2 rolls 6 and chooses a good."]
    assert [i18n.say("it", m, names, "colonia") for m in lines] == [
        "Bot 1 tira 4 e prende un vestito.",
        "Ann tira 1, ma le scorte di questa merce (sella) sono esaurite.",
        "Bot 2 tira 6 e sceglie una merce."]


def test_ord_14_names_the_ship_that_departs_at_once():  # COL-108 COL-077
    def empty(st):
        st.data["berths"][0]["holds"] = [None] * len(st.data["berths"][0]["holds"])
        st.data["berths"][0]["extra"] = None
        st.data["berths"][0]["id"] = "COL-SHIP-BER-1"
    st, last = passed("COL-ORD-14", before=empty)
    lines = [t for t in public(last) if t.startswith("The ship")]
    assert lines == ["The ship to Bergen (berth I) departs with empty holds."], public(last)
