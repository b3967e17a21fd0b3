"""The Bruges renderer draws every hand-built view of the contract (tests/bruges/render_views.py: 2, 3
and 4 players, early, late and over, with pets, in English and with long words) within the phone rules:
at most canvas.WIDTH wide and canvas.MAX_HEIGHT tall, pages split when needed, no text under
canvas.MIN_TEXT or wider than the image; every word from the catalogs; a private image shows that
seat's hand and nobody else's."""
import re

import pytest

from i18n import LANGS
from render import bruges as R
from render import canvas
from tests.bruges import render_views as V


def _check(images, drawn):
    assert images and drawn
    for img in images:
        assert img.width <= canvas.MAX_WIDTH and img.height <= canvas.MAX_HEIGHT
    small = [t for s, t in drawn if s < canvas.MIN_TEXT]
    assert not small, small[:5]
    outside = [t for t, inside in drawn.placed if not inside]
    assert not outside, outside[:5]


class _Drawn(list):
    placed: list


def _render(view):
    """The images of a view, and every text drawn: (size, text), and on `.placed` (text, whether its box
    lies inside the image it was drawn on)."""
    kind = "public" if view["seat"] is None else "private"
    real = canvas.text
    placed = []

    def text(draw, xy, value, size=canvas.MIN_TEXT, bold=False, fill=None, anchor="la"):
        img = getattr(draw, "_image", None)
        if img is not None and img.width > 1:
            size_ = max(size, canvas.MIN_TEXT)
            w, _ = canvas.text_size(None, str(value), size_, bold)
            left = xy[0] - {"l": 0, "m": w / 2, "r": w}[anchor[0]]
            top = xy[1] - {"a": 0, "t": 0, "m": size_ / 2, "s": size_, "d": size_, "b": size_}[anchor[1]]
            placed.append((str(value), left >= -1 and left + w <= img.width + 1 and top >= -2
                           and top + size_ <= img.height + 2))
        return real(draw, xy, value, size, bold, *(() if fill is None else (fill,)), anchor=anchor)
    canvas.text = text
    try:
        with canvas.record_text() as log:
            images = getattr(R, f"render_{kind}_pages")(view)
    finally:
        canvas.text = real
    drawn = _Drawn(log)
    drawn.placed = placed
    return images, drawn


@pytest.mark.parametrize("long", [False, True])
@pytest.mark.parametrize("n,stage,pets", V.FIXTURES)
def test_every_fixture_renders_within_the_phone_rules(n, stage, pets, long):
    lang = "it" if long else "en"
    with V.pseudo_italian():
        _check(*_render(V.view(n, stage, None, pets, lang, long)))
        for seat in range(n):
            _check(*_render(V.view(n, stage, seat, pets, lang, long)))
        assert R.render_public(V.view(n, stage, None, pets, lang, long)).width == canvas.WIDTH


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_drawing_phase_shows_backs_not_yet_seen(n):
    view = V.drawing(n, n - 1)
    images, drawn = _render(view)
    _check(images, drawn)
    texts = " ".join(t for _, t in drawn)
    assert "Drawn, seen once your hand is complete:" in texts and "Dice not rolled yet" in texts


def test_an_early_two_player_board_fits_one_image_and_a_big_town_splits():
    assert len(R.render_public_pages(V.view(2, "early"))) == 1
    view = V.view(2, "late", 0)
    p = view["players"][0]
    p["houses"] = p["houses"] * 4  # 32 houses
    view["hand"] = view["hand"] * 6  # 12 cards
    images, drawn = _render(view)
    _check(images, drawn)
    assert len(images) >= 2
    pub, drawn = _render(dict(view, seat=None))
    _check(pub, drawn)
    assert len(pub) >= 2


def _names(card, lang="en"):
    return card["name"]["worded"][lang]


def test_a_private_image_shows_only_its_seats_hand():
    for n in (2, 4):
        for stage in ("early", "late"):
            mine = V.view(n, stage, 1)
            other = V.view(n, stage, 0)["hand"]
            assert all(c["id"] not in {h["id"] for h in mine["hand"]} for c in other)
            _, drawn = _render(mine)
            texts = [t for _, t in drawn]
            joined = "\n".join(texts)
            for c in mine["hand"]:
                assert _names(c) in texts
            on_board = {_names(h["person"]) for p in mine["players"] for h in p["houses"] if h["person"]}
            for c in other:
                if _names(c) not in on_board:
                    assert _names(c) not in joined
                    assert c["text"] not in joined
            _, public = _render(V.view(n, stage))
            hands = {_names(c) for s in range(n) for c in V.view(n, stage, s)["hand"]} - on_board
            assert not [t for _, t in public if any(h in t for h in hands)]


def test_the_private_image_says_the_person_cards_are_stand_ins():
    _, drawn = _render(V.view(2, "early", 0))
    assert any("Person cards: Tavolo stand-ins" in t for _, t in drawn)


def test_usable_persons_are_framed_and_the_key_says_so():
    view = V.view(2, "late", 0)
    assert view["usable"]
    framed = R.render_private(view)
    _, drawn = _render(view)
    assert any("yellow frame" in t for _, t in drawn)
    plain = R.render_private(dict(view, usable=[]))
    assert framed.tobytes() != plain.tobytes()


def test_each_language_has_distinct_marks_and_the_key_names_every_colour():
    for lang in LANGS:
        view = dict(V.view(2, "late", None, True), lang=lang)
        mk = R.Marks(view)
        for kind in (mk.colour, mk.majority, mk.infinity):
            assert len({m.lower() for m in kind.values()}) == len(kind), (lang, kind)
        entries = R.key_entries(view)
        for c in R.COLOURS:
            assert any(e.startswith(mk.colour[c] + " ") for e in entries)
    en = R.Marks(V.view(2, "early"))
    assert list(en.colour.values()) == ["B", "Br", "R", "P", "Y"]


def test_every_word_comes_from_the_catalogs():
    """With a catalog that lengthens every word ("Reputation" → "Reputationione"), every word of four
    letters or more drawn is lengthened, unless it is a name (a player's, a card's from the deck file)."""
    for n, stage, pets in ((2, "early", False), (4, "late", True), (3, "over", True)):
        with V.pseudo_italian():
            for seat in [None] + list(range(n)):
                view = V.view(n, stage, seat, pets, "it", True)
                allowed = set()
                for name in view["names"]:
                    allowed |= set(re.findall(r"[A-Za-z]{4,}", name))
                for cid in list(V.CARDS) + list(V.PETS):
                    allowed |= set(re.findall(r"[A-Za-z]{4,}", _names(V.card(cid, True), "it")))
                allowed |= set(re.findall(r"[A-Za-z]{4,}", V.LONG_TEXT))
                _, drawn = _render(view)
                for _, text in drawn:
                    for word in re.findall(r"[A-Za-z]+…?", text):
                        if len(word) >= 4 and not word.endswith("…") and not word.endswith("ione") \
                                and word not in allowed:
                            raise AssertionError(f"{word!r} in {text!r} is not from a catalog")


def test_bru_014_a_score_beyond_the_track_is_shown_in_full():
    # BRU-014: the board's track ends at 49 (50/100 tiles beside it); we keep the whole score and show it
    from rules.bruges import GAME
    from tests.bruges.helpers import new, player
    st = new(2)
    player(st, 0)["score"] = 68
    player(st, 1)["score"] = 123
    assert [p["score"] for p in GAME.view(st, None)["players"]] == [68, 123]
    view = V.view(2, "late")
    view["players"][0]["score"], view["players"][1]["score"] = 68, 123
    images, drawn = _render(view)
    _check(images, drawn)
    texts = [t for _, t in drawn]
    assert "68 pts" in texts and "123 pts" in texts


def test_the_hand_s_threat_markers_agree_in_italian():  # tessere Minaccia: "1 rossa", "2 rosse"
    v = V.view(2, "early", 0, lang="it")
    v["players"][0]["threats"] = {"blue": 0, "brown": 0, "red": 1, "purple": 2, "yellow": 0}
    line = next(x for x in R.holdings(v) if "tessere Minaccia" in x)
    assert line.endswith("tessere Minaccia: rossa 1 e viola 2."), line  # (the Italian puts the count after)
    v["lang"] = "en"
    assert next(x for x in R.holdings(v) if "threat markers" in x).endswith("threat markers: 1 red and 2 purple.")
