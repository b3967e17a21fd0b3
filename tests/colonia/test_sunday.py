"""Sunday, the relics (COL-083 COL-084 COL-085 COL-086 COL-087 COL-088 COL-089 COL-090 COL-091 COL-092 COL-093 COL-094 COL-095 COL-096, COL-115, COL-128)."""
from rules.colonia import GAME
from rules.colonia import relics
from tests.colonia.helpers import D, act, at, give, new, public, texts


def sunday(n=3, seed=5, week=1):
    st = at(new(n, seed), "buying", week=week)
    for s in range(n):
        give(st, s, mark=30, gulden=30, pfund_sterling=30, grivna=30)
    return st


def lay(st, space, rid, secured=None):
    st.data["display"][space - 1] = {"id": rid, "secured": secured}


def test_buying_pays_the_price_in_the_city_currency():  # COL-084 COL-085
    st = sunday()
    d = st.data
    lay(st, 1, "COL-REL-BER-09")
    seat = d["order"][0]
    a = act(st, seat, "relic 1")
    assert d["players"][seat]["money"]["mark"] == 30 - 14 and "COL-REL-BER-09" in d["players"][seat]["relics"]
    assert d["display"][0] is None
    assert public(a) == [f"#{seat + 1} buys a relic of Bergen (4 VP) for 14 Mark."]


def test_rulebook_example_a_shrine_doubles_a_relic_bought_earlier():  # COL-086 COL-087 COL-089
    st = sunday()
    d = st.data
    green = d["order"][0]
    d["players"][green]["relics"] = ["COL-REL-BRU-09"]  # a Bruegge relic worth 4, bought in an earlier week
    lay(st, 2, "COL-REL-BRU-SHRINE")
    act(st, green, "relic 2")
    assert d["decision"] == "shrine" and texts(st, green) == ["shrine bru-09", "shrine none"]
    act(st, green, "shrine bru-09")
    p = d["players"][green]
    assert p["shrines"] == [{"id": "COL-REL-BRU-SHRINE", "city": "bruegge", "relic": "COL-REL-BRU-09"}]
    assert p["relics"] == []
    from rules.colonia import scoring
    assert scoring.breakdown(st, green)["shrines"] == 8  # 8 points instead of 4
    view = GAME.view(st, None)
    assert view["players"][green]["shrines"] == [{"city": "bruegge", "relics": [{"id": "COL-REL-BRU-09", "vp": 4}]}]


def test_an_empty_shrine_is_filled_only_when_buying_a_relic():  # COL-088
    st = sunday()
    d = st.data
    seat = d["order"][0]
    d["players"][seat]["shrines"] = [{"id": "COL-REL-LON-SHRINE", "city": "london", "relic": None}]
    lay(st, 3, "COL-REL-LON-11")
    act(st, seat, "relic 3")
    assert texts(st, seat) == ["shrine lon-11", "shrine none"]
    act(st, seat, "shrine none")
    assert d["players"][seat]["shrines"][0]["relic"] is None and "COL-REL-LON-11" in d["players"][seat]["relics"]


def test_buying_a_secured_relic_sends_the_member_home():  # COL-091
    st = sunday()
    d = st.data
    buyer = d["order"][0]
    owner = d["order"][1]
    lay(st, 4, "COL-REL-NOW-01", secured=owner)
    home = d["players"][owner]["home"]
    act(st, buyer, "relic 4")
    assert d["players"][owner]["home"] == home + 1


def test_securing_after_buying_then_refill():  # COL-092 COL-093 COL-095 COL-096
    st = sunday()
    d = st.data
    while d["decision"] == "buying":
        act(st, GAME.current(st)[0], "pass")
    assert d["decision"] == "securing" and GAME.current(st) == [d["order"][0]]
    seat = d["order"][0]
    first = next(i for i, r in enumerate(d["display"]) if r)
    rid = d["display"][first]["id"]
    act(st, seat, f"secure {first + 1}")
    assert f"secure {first + 1}" not in texts(st, GAME.current(st)[0])  # COL-093
    others = [r["id"] for r in d["display"] if r and r["id"] != rid]
    while d["decision"] == "securing":
        act(st, GAME.current(st)[0], "pass")
    assert d["display"][first] == {"id": rid, "secured": seat}  # stays
    assert set(others) <= set(d["relic_discard"])  # COL-095
    assert sum(1 for r in d["display"][:10] if r) == 10  # COL-096


def test_secured_cards_on_extra_spaces_move_to_regular_ones():  # COL-096 COL-128
    st = sunday()
    d = st.data
    d["display"] = [None] * 12
    lay(st, 11, "COL-REL-BER-01", secured=0)
    relics.refill(st, None)
    assert d["display"][0] == {"id": "COL-REL-BER-01", "secured": 0} and d["display"][10] is None


def test_deck_empty_reshuffles_the_discard():  # COL-096 COL-128
    st = sunday()
    d = st.data
    d["relic_discard"] = list(d["relic_deck"])
    d["relic_deck"] = []
    d["display"] = [None] * 12
    relics.refill(st, None)
    assert sum(1 for r in d["display"] if r) == 10


def test_the_game_ends_after_the_last_purchases():  # COL-115
    st = at(new(3, 5), "buying", week=6)
    d = st.data
    display = [r for r in d["display"]]
    while not GAME.over(st):
        act(st, GAME.current(st)[0], "pass")
    assert d["display"] == display and d["windows"] is not None  # no securing, no refill


def test_no_vote_on_sunday():  # COL-083
    assert all(o["day"] in (3, 4, 5, 6) for o in D(new()).ordinances.values())


def test_relics_are_named_by_their_city_never_by_their_id():  # COL-080 COL-086: the cards have no names
    import random
    import re

    from rules.core.text import english
    ids = re.compile(r"\b(ber|bru|lon|now)-(\d\d|shrine)\b|COL-", re.I)
    st = new(4, 3)
    seen = [english(m) for m in GAME.opening(st)]
    rng = random.Random(3)
    bought = 0
    while not GAME.over(st) and bought < 6:
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        seen += [english(a.label) for a in legal]
        relic = [a for a in legal if a.text.startswith(("relic", "shrine bru", "shrine ber", "shrine lon", "shrine now"))]
        action = relic[0] if relic else rng.choice(legal)
        lines = public(GAME.apply(st, seat, action))
        bought += any(" buys " in x for x in lines)
        seen += lines
    assert bought, "the playout bought a relic"
    assert any("Relics on display: relic of " in x or "Relics on display: shrine of " in x for x in seen)
    assert not [x for x in seen if ids.search(x)]


def test_securing_names_the_card_as_the_display_shows_it():  # COL-092: a shrine on the display is secured too
    import i18n
    st = sunday()
    d = st.data
    while d["decision"] == "buying":
        act(st, GAME.current(st)[0], "pass")
    lay(st, 3, "COL-REL-NOW-SHRINE")
    lay(st, 4, "COL-REL-BER-09")
    seat = GAME.current(st)[0]
    a = act(st, seat, "secure 3")
    assert public(a) == [f"#{seat + 1} secures the shrine of Nowgorod on space 3."]
    line = next(e.message for e in a.events if e.seat is None)
    assert i18n.say("it", line, [], "colonia").endswith("mette al sicuro lo scrigno di Nowgorod sullo spazio 3.")
    a = act(st, GAME.current(st)[0], "secure 4")
    assert public(a)[0].endswith(" secures the relic of Bergen (4 VP) on space 4.")
