"""The Macao renderer draws every hand-built view of the contract (tests/macao/render_views.py: 2, 3 and 4
players; early, dice, mid-game and over; in English and with long words) within the phone rules: at most
canvas.WIDTH wide and canvas.MAX_HEIGHT tall, pages split when needed, no text under canvas.MIN_TEXT or
outside its image; every word from the catalogs; a private image shows that seat's own things."""
import re

import pytest

from i18n import LANGS
from render import canvas
from render import macao as R
from tests.macao import render_views as V


def _check(images, drawn):
    assert images and drawn
    for img in images:
        assert img.width == canvas.WIDTH and img.height <= canvas.MAX_HEIGHT
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


def _texts(drawn):
    return [t for _, t in drawn]


@pytest.mark.parametrize("long", [False, True])
@pytest.mark.parametrize("n,stage", V.FIXTURES)
def test_every_fixture_renders_within_the_phone_rules(n, stage, long):
    lang = "it" if long else "en"
    with V.pseudo_italian():
        _check(*_render(V.view(n, stage, None, lang, long)))
        for seat in range(n):
            _check(*_render(V.view(n, stage, seat, lang, long)))
            assert R.holdings(V.view(n, stage, seat, lang, long))
        assert R.render_public(V.view(n, stage, None, lang, long)).width == canvas.WIDTH


def test_a_two_player_private_image_fits_one_screen():
    for stage in V.STAGES:
        for seat in (0, 1):
            assert len(R.render_private_pages(V.view(2, stage, seat))) == 1, (stage, seat)


def test_the_public_image_shows_the_round_the_dice_the_city_the_sea_and_the_wall():
    view = V.view(4, "mid")
    images, drawn = _render(view)
    _check(images, drawn)
    texts = _texts(drawn)
    assert "Macao · round 9 of 12 · phase 3" in texts
    for district in view["city"]:
        assert str(district["id"]) in texts
    for port in ("London", "Hamburg", "Lisboa", "Genova", "Macao"):
        assert port in texts
    assert [str(k) for k in range(1, 17)] == [t for t in texts if t.isdigit() and 1 <= int(t) <= 16][-16:] or \
        all(str(k) in texts for k in range(1, 17))
    assert "→1" in texts  # a die converted this round
    assert "5-6→1" in texts  # the round track's conversion
    for p in view["players"]:
        for c in p["board"] + p["activated"]:
            assert any(t.startswith(c["name"]["text"]) for t in texts), c["name"]


def test_the_final_image_shows_each_seats_points_by_source():
    view = V.view(3, "over")
    images, drawn = _render(view)
    _check(images, drawn)
    joined = "\n".join(_texts(drawn))
    assert "Final standings" in joined and "districts" in joined and "cards at the end" in joined


def test_a_private_image_shows_its_seats_own_cards_costs_and_cubes():
    for n in (2, 4):
        for seat in range(n):
            view = V.view(n, "mid", seat)
            _, drawn = _render(view)
            texts = _texts(drawn)
            me = view["players"][seat]
            for c in me["board"] + me["activated"]:
                assert c["name"]["text"] in texts
                assert f"#{c['id']}" in texts
            others = {c["name"]["text"] for s, p in enumerate(view["players"]) if s != seat
                      for c in p["board"] + p["activated"]} - {c["name"]["text"] for c in me["board"] + me["activated"]}
            assert not others & set(texts)
            assert "Active cubes" in texts and "What it costs now" in texts
            assert "District 13" in texts and "Wall 2 spaces" in texts


def test_the_decision_brings_its_public_essentials():
    _, drawn = _render(V.view(3, "early", 1))
    texts = _texts(drawn)
    assert "Cards of the round" in texts
    for c in V.view(3, "early")["display"]:
        assert c["name"]["text"] in texts
    _, drawn = _render(V.view(3, "dice", 0))
    texts = _texts(drawn)
    assert "Dice of the round" in texts and "Tribute" in texts


def test_usable_cards_are_framed_and_the_key_says_so():
    view = V.view(2, "mid", 1)
    assert view["usable"]
    framed = R.render_private(view)
    _, drawn = _render(view)
    assert any("yellow frame" in t for t in _texts(drawn))
    plain = R.render_private(dict(view, usable=[]))
    assert framed.tobytes() != plain.tobytes()


def test_the_images_say_which_data_are_stand_ins():
    for view in (V.view(2, "mid"), V.view(2, "mid", 0)):
        _, drawn = _render(view)
        assert any("Tavolo stand-ins" in t for t in _texts(drawn))


def test_each_language_has_distinct_marks_and_the_key_names_every_one_drawn():
    for lang in LANGS:
        view = dict(V.view(4, "mid"), lang=lang)
        mk = R.Marks(view)
        for kind in (mk.colour, mk.good, mk.type, mk.timing):
            assert len({m.lower() for m in kind.values()}) == len(kind), (lang, kind)
        entries = R.key_entries(view)
        for c in R.COLOURS:
            assert any(e.startswith(mk.colour[c] + " ") for e in entries)
        for g in R.GOODS:
            assert any(e.startswith(mk.good[g] + " ") for e in entries)
        for k in ("building", "person"):
            assert any(e.startswith(mk.type[k] + " ") for e in entries)
    en = R.Marks(V.view(2, "early"))
    assert list(en.colour.values()) == ["R", "B", "G", "Bk", "Gy", "P"]


def test_holdings_say_the_seats_things_in_words():
    lines = R.holdings(V.view(2, "mid", 0))
    joined = "\n".join(lines)
    assert "Gold 7; PP 23; penalty markers 1; jokers 1." in lines
    assert "Active cubes: 3 red, 1 blue, 2 green, 1 black, and 2 purple." in lines
    assert "#49 Palast" in joined and "Ship: London" in joined


def test_every_word_comes_from_the_catalogs():
    """With a catalog that lengthens every word ("Tribute" → "Tributeione"), every word of four letters or
    more drawn is lengthened, unless it is a name (a player's, a card's, a port's)."""
    allowed = set()
    for name in V.LONG_NAMES + [c[0] for c in V.CARDS.values()] + [s[0].title() for s in V.SPACES]:
        allowed |= set(re.findall(r"[A-Za-z]{4,}", name))
    for n, stage in ((2, "early"), (3, "dice"), (4, "mid"), (3, "over")):
        with V.pseudo_italian():
            for seat in [None] + list(range(n)):
                view = V.view(n, stage, seat, "it", True)
                _, drawn = _render(view)
                for _, text in drawn:
                    for word in re.findall(r"[A-Za-z]+…?", text):
                        if len(word) >= 4 and not word.endswith("…") and not word.endswith("ione") \
                                and word not in allowed:
                            raise AssertionError(f"{word!r} in {text!r} is not from a catalog")
                for line in R.holdings(view) if seat is not None else ():
                    for word in re.findall(r"[A-Za-z]+", line):
                        assert len(word) < 4 or word.endswith("ione") or word in allowed, (word, line)


def test_crowded_and_odd_views_still_fit():
    """A sixth card on a board, every colour active in two-digit counts, a rose sector of six colours, a
    district of mixed cost, ship keys as JSON strings, a resigned seat, costs the renderer does not know,
    round 12 with no office cards left: every image within the rules."""
    with V.pseudo_italian():
        for lang, long in (("en", False), ("it", True)):
            view = V.view(4, "mid", None, lang, long)
            p = view["players"][0]
            p["board"] = [V.card(c, long=long) for c in (49, 72, 60, 105, 118, 89)]
            p["cubes"] = {c: 12 for c in V.COLOURS}
            p["rose"][1] = {c: 10 for c in V.COLOURS}
            p["penalties"], p["jokers"], p["gold"], p["pp"] = 9, 3, 123, 104
            view["city"][4]["cost"] = {"red": 1, "blue": 2, "grey": 1}
            view["sea"]["ships"] = {str(k): v for k, v in view["sea"]["ships"].items()}
            view["resigned"] = [3]
            view["round"], view["offices"] = 12, []
            images, drawn = _render(view)
            _check(images, drawn)
            assert len(images) <= 3
            private = dict(view, seat=0, usable=[1, 6], prompt=V.N_("Take a card of the display onto your board."),
                           costs={"district 5": {"red": 1, "blue": 2, "grey": 1}, "tribute": {"gold": 12},
                                  "ship to HAMBURG": 7, "wall 4": None, "deliver tea": {}, "joker gold": 0,
                                  "something new": {"text": "?"}})
            images, drawn = _render(private)
            _check(images, drawn)
            assert R.holdings(private)


def test_a_private_view_before_its_seat_holds_anything():
    view = V.view(2, "early", 0)
    me = view["players"][0]
    me.update(board=[], activated=[], rose=[{} for _ in range(6)], cubes={c: 0 for c in V.COLOURS})
    images, drawn = _render(view)
    _check(images, drawn)
    assert "Your board: 0 cards to activate" in _texts(drawn)


def _rose_lines(st, seat):
    from rules.macao import GAME
    view = GAME.view(st, seat)
    view["seat"] = seat
    return [line.strip() for line in R.holdings(view) if "round" in line]


def test_mac_045_the_hand_tells_when_cubes_at_sector_1_become_active():
    # MAC-045: before the rose turns (phases 1 and 2 until the seat's second die), sector 1's cubes become active
    # this very round; once it has turned, sector 1 is the next round's
    from rules.macao import GAME
    from tests.macao.helpers import new, to_phase
    st = to_phase(new(2, 3), 2)
    seat = st.data["queue"][0]
    p = st.data["players"][seat]
    p["rose"] = [{"red": 1}, {"blue": 2}, {}, {}, {}, {}]
    before = _rose_lines(st, seat)
    assert before == ["This round, after your dice: 1 red.", "In 1 round: 2 blue."], before
    for _ in range(2):
        GAME.apply(st, seat, GAME.default_action(st, seat))
    after = _rose_lines(st, seat)
    # the blue cubes still come next round: the count stays true across the turn of the rose
    assert after[0] == "In 1 round: 2 blue." and not any(line.startswith("This round") for line in after), after


def test_mac_045_simultaneous_picks_turn_the_rose_only_when_all_have_chosen():
    from rules.macao import GAME
    from tests.macao.helpers import new, to_phase
    st = to_phase(new(2, 3, dice_choice="simultaneous"), 2)
    assert not any(GAME.view(st, s)["players"][s]["turned"] for s in range(2))
    seat = GAME.current(st)[0]
    for _ in range(2):
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert not GAME.view(st, seat)["players"][seat]["turned"]  # still secret: nothing has come to light
    while st.data["phase"] == 2:
        s = GAME.current(st)[0]
        GAME.apply(st, s, GAME.default_action(st, s))
    assert all(GAME.view(st, s)["players"][s]["turned"] for s in range(2))


def test_mac_045_the_key_says_when_sector_1_comes_under_the_arrow():
    from rules.macao import GAME
    from tests.macao.helpers import new, to_phase
    st = to_phase(new(2, 3), 2)
    seat = st.data["queue"][0]
    soon = "1 comes under the arrow after this round's dice"
    for who, turned in ((seat, False), (None, False)):
        view = GAME.view(st, who)
        view["seat"] = who
        assert any(soon in t for t in _texts(_render(view)[1])) != turned, who
    st = to_phase(st, 3)
    for who in (seat, None):
        view = GAME.view(st, who)
        view["seat"] = who
        texts = _texts(_render(view)[1])
        assert not any(soon in t for t in texts) and any("1-6 in that many rounds" in t for t in texts), who


def test_mac_019_the_opening_draft_is_the_setup_not_a_phase_0():
    # MAC-019..021: the opening draft and the starting cubes come before round 1's three phases
    from rules.macao import GAME
    from tests.macao.helpers import new
    st = new(3, 2)
    for who in (None, GAME.current(st)[0]):
        view = GAME.view(st, who)
        view["seat"] = who
        texts = _texts(_render(view)[1])
        assert any("round 1 of 12 · setup" in t for t in texts) and not any("phase 0" in t for t in texts), texts[:3]


def test_mac_070_the_sea_spaces_the_moves_name_are_named_on_the_map():
    # MAC-070: "Ship to sea space S1" names a space the public image must show by that name
    from rules.macao import GAME
    from tests.macao.helpers import new, texts as moves, turn_of
    st = new(3, 2)
    p = turn_of(st, 0, cubes={"red": 1})
    assert p["ship"] == "macao" and "ship to s1" in moves(st, 0)
    view = GAME.view(st, None)
    view["seat"] = None
    drawn = _texts(_render(view)[1])
    assert {"S1", "S2", "S3", "S4", "S5"} <= set(drawn)
