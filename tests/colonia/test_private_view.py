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
    assert "Shrines: Brügge, empty." in lines, lines
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
