"""What a seat sees of its own things (COL-011, COL-121): its shrines, empty or holding a relic, in its view, in
the console's `hand` and in its private image; its family cards with what each would do; its relics without a
price."""
from render import colonia as R
from rules.colonia import GAME
from tests.colonia.helpers import act, at, give, new
from tests.colonia.test_render import _render


def _sunday(n=3, seed=5):
    st = at(new(n, seed), "buying", week=1)
    for s in range(n):
        give(st, s, mark=30, gulden=30, pfund_sterling=30, grivna=30)
    return st


def _texts(view):
    _, drawn = _render(view)
    return [t for _, t in drawn]


def test_a_bought_empty_shrine_stays_in_its_owners_view_text_and_image():  # COL-011 COL-086 COL-087
    st = _sunday()
    d = st.data
    seat = d["order"][0]
    d["players"][seat]["relics"] = []  # no relic of Brügge to put in: the shrine stays empty
    d["display"][1] = {"id": "COL-REL-BRU-SHRINE", "secured": None}
    act(st, seat, "relic 2")
    assert d["decision"] != "shrine"
    view = GAME.view(st, seat)
    assert view["screen"]["empty_shrines"] == ["bruegge"]
    lines = R.holdings(view)
    assert "Shrines: Brügge, empty, behind your screen." in lines, lines  # private: told so (COL-011)
    texts = _texts(view)
    assert any("empty" in t for t in texts), texts
    it = dict(view, lang="it")
    assert any(line.startswith("Scrigni: Brügge") for line in R.holdings(it)), R.holdings(it)
    # another seat never sees it: an empty shrine lies behind the screen (COL-011)
    other = GAME.view(st, (seat + 1) % st.n)
    assert all("empty" not in line for line in R.holdings(other) if line.startswith("Shrines"))


def test_a_filled_shrine_shows_with_its_relic_in_the_owners_view():  # COL-087 COL-089
    st = _sunday()
    d = st.data
    seat = d["order"][0]
    d["players"][seat]["relics"] = ["COL-REL-BRU-09"]
    d["display"][1] = {"id": "COL-REL-BRU-SHRINE", "secured": None}
    act(st, seat, "relic 2")
    act(st, seat, "shrine bru-09")
    lines = R.holdings(GAME.view(st, seat))
    assert "Shrines: Brügge with a relic of 4 VP." in lines, lines
    assert "Relics behind the screen: none." in lines


def test_the_family_cards_say_what_each_would_do_outside_tuesdays_choice_too():  # COL-037 COL-038
    st = new(3, 5)
    assert st.data["secret"] is None or st.data["secret"]["kind"] != "card"  # Monday: no choice open yet
    view = GAME.view(st, 0)
    home = st.data["players"][0]["home"]
    assert set(view["card_effects"]) == {"3", "4", "5", "6", "7", "8"}
    lines = R.holdings(view)
    assert "  3: sends 3 family members to the council: 3 votes" in lines, lines
    texts = _texts(view)
    assert "sends 3 family members to the council: 3 votes" in texts, texts
    assert any(t.startswith(f"sends {home + 1} family members, 1 from the street fields") for t in texts) \
        or home >= 8
    # later in the game the cards left still say it, as the members at home now allow
    at(st, "market", week=1)
    view = GAME.view(st, 0)
    assert set(view["card_effects"]) == {str(v) for v in st.data["players"][0]["cards"]}
    assert len([t for t in _texts(view) if t.startswith("sends ")]) == len(st.data["players"][0]["cards"])


def test_the_card_effects_count_one_fewer_member_before_the_tuesday_after_the_ordinance():  # COL-040 COL-112
    st = new(3, 5)
    st.data["fewer"] = True
    assert "  5: sends 4 family members to the council: 5 votes" in R.holdings(GAME.view(st, 0))


def test_relics_behind_the_screen_show_no_price():  # COL-085: the price is paid; a held card has none
    import re
    st = new(3, 5)
    D_ = __import__("rules.colonia.components", fromlist=["data"]).data(st)
    st.data["players"][0]["relics"] = [r for r, x in D_.relics.items() if not x["shrine"]][:2]
    for lang in ("en", "it"):
        texts = _texts(dict(GAME.view(st, 0), lang=lang))
        assert "2 relics" in texts or "2 reliquie" in texts, texts
        chips = [t for t in texts if re.fullmatch(r"\d+(Be|Br|Lo|No)", t)]
        assert chips == ["5Be", "5Br", "5Lo", "5No"], chips  # the money coins only, no "0Be" on a relic
