"""The Alhambra renderer draws public and private views within the size rules."""
import pytest
from PIL import Image, ImageDraw

import i18n
from i18n import LANGS
from render import canvas, registry
from render.alhambra import Marks, _tile, render_private, render_public
from rules.alhambra import GAME
from rules.alhambra.components import KIND_WORDS
from rules.core import Rng

ALL = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}


def advanced(n, opts, steps=150):
    st = GAME.new([f"Player {i}" for i in range(n)], n, opts)
    rng = Rng(n)
    for _ in range(steps):
        if GAME.over(st):
            break
        cur = GAME.current(st)
        seat = cur[rng.below(len(cur))]
        acts = GAME.actions(st, seat)
        GAME.apply(st, seat, acts[rng.below(len(acts))])
    return st


@pytest.mark.parametrize("n,opts", [(2, {}), (4, {}), (6, ALL), (3, ALL)])
def test_public_and_private_images(n, opts):
    st = advanced(n, opts)
    pub = render_public(GAME.view(st, None))
    assert pub.width <= 1600 and pub.height > 600
    seat = GAME.current(st)[0]
    priv = render_private(GAME.view(st, seat))
    assert priv.width <= 1600
    assert registry.render_png(GAME.view(st, None))[:8] == b"\x89PNG\r\n\x1a\n"


def test_private_highlights_are_legal_cells():
    from tests.alhambra.helpers import blank, new, tile
    st = blank(new(3))
    p = st.data["players"][0]
    west = tile("tower", 10, "W")
    p["grid"] += [[1, 0, tile("garden", 10)]]
    p["reserve"] = [west]
    cells = {tuple(c) for c in GAME.view(st, 0)["legal_cells"]}
    targets = {tuple(map(int, a.text.split(" at ")[1].split(","))) for a in GAME.actions(st, 0)
               if a.text.startswith(f"place {west} at")}
    assert cells == targets and (2, 0) not in cells and (0, -1) in cells
    assert "legal_cells" not in GAME.view(st, None)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n,opts", [(2, {"traders": "yes", "thieves": "yes"}), (4, {"walls": "yes", "change": "yes"}),
                                    (3, ALL)])
def test_images_in_each_language(lang, n, opts):
    """Every word comes from the catalogs in the view's language (checked by eye at 400 px wide: the
    Italian words fit); both images render for every module mix."""
    st = advanced(n, opts, 200)
    pub = GAME.view(st, None)
    pub["lang"] = lang
    assert render_public(pub).width <= 1600
    seat = (GAME.current(st) or [0])[0]
    priv = GAME.view(st, seat)
    priv["lang"] = lang
    assert render_private(priv).width <= 1600


def test_each_language_draws_its_own_marks_and_the_key_names_them():
    """Marks come from the catalogs: English initials in English, Italian ones in Italian, never two alike
    within a kind (a tile, a card, a resident, a wall side), and the key pairs each with its word."""
    from render.alhambra import Marks, key_entries
    st = advanced(3, {"walls": "yes", "traders": "yes"}, 50)
    for lang in LANGS:
        view = dict(GAME.view(st, None), lang=lang)
        mk = Marks(view)
        for kind in (mk.type, mk.currency, mk.resident, mk.side):
            assert len(set(kind.values())) == len(kind), (lang, kind)
        entries = key_entries(view)
        assert entries[:6] == [f"{mk.type[t]} {i18n.say(lang, w, game='alhambra')}" for t, w in KIND_WORDS.items()]
    it = Marks(dict(GAME.view(st, None), lang="it"))
    assert list(it.type.values()) == ["Pa", "Se", "Po", "Ap", "Gi", "To"]
    assert list(it.currency.values()) == ["B", "V", "A", "G"]  # blu verde arancione giallo
    assert it.sides("SW") == "SO"  # Ovest, as typed in "muro so su 37"
    en = Marks(dict(GAME.view(st, None), lang="en"))
    # a corner under a wall card as a compass point is written, whatever order the view gives its sides
    assert [en.sides(s) for s in ("ES", "SE", "WN", "NW")] == ["SE", "SE", "NW", "NW"]
    assert [it.sides(s) for s in ("ES", "WN", "NE")] == ["SE", "NO", "NE"]
    entries = key_entries(dict(GAME.view(st, None), lang="it"))
    assert entries[0] == "Pa padiglione"
    assert "B V A G: denaro blu, verde, arancione, giallo" in entries
    assert "N E S O: nord, est, sud, ovest" in entries
    assert "bordo marrone: nuove mura" in entries  # walls built from wall cards: with the walls module only
    base = key_entries(dict(GAME.view(advanced(3, {}, 50), None), lang="en"))
    assert "dark edge: wall" in base and "brown edge: built wall" not in base


def test_the_hand_names_reserve_tiles_with_the_numbers_moves_use():  # ALH-050: "swap 17 for 30" names tiles by number
    from render import alhambra as R
    from rules.alhambra import GAME
    st = GAME.new(["A", "B"], 3)
    st.data["players"][0]["reserve"] = [17]
    lines = R.holdings(GAME.view(st, 0))
    assert any(line.startswith("Reserve: ") and "#17" in line for line in lines), lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_tile_s_number_never_covers_its_type_mark(lang):
    """The private Alhambra shows each tile's number (typed in moves) beside the type's mark; an Italian mark
    of two letters ("To") leaves no room for it there, so it goes under the mark: the ink of the number is
    never inside the mark's box."""
    size = 112
    view = {"lang": lang}
    mk = Marks(view)
    tile = {"type": "tower", "price": 9, "n": 47, "walls": ""}
    bare, with_number = (Image.new("RGB", (size, size), "white") for _ in range(2))
    _tile(ImageDraw.Draw(bare), 0, 0, size, tile, mk, number=False)
    _tile(ImageDraw.Draw(with_number), 0, 0, size, tile, mk, number=True)
    thick = max(5, size // 10)
    mark_w, mark_h = canvas.text_size(ImageDraw.Draw(bare), mk.type["tower"], int(size * 0.36), True)
    number_ink = [(x, y) for x in range(size) for y in range(size)
                  if bare.getpixel((x, y)) != with_number.getpixel((x, y))]
    assert number_ink  # the number is drawn
    assert not [(x, y) for x, y in number_ink if x < thick + 2 + mark_w and y < thick + 1 + mark_h]
