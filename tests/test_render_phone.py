"""Images a phone can read (issue 12.4): every image is at most canvas.WIDTH wide and canvas.MAX_HEIGHT
tall, and every word and number on it is at least width/45 px (9 px when shown 400 px wide), in every
game, public and private, from 2 players to the most, early, mid-game and finished, with long names in
other scripts and with emoji; and such names draw real glyphs, not the empty .notdef box."""
import re
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from render import canvas, registry
from rules import get_game
from rules.core import Rng

NAMES = ["Bartholomew-Maximilian von Habsburg-Lothringen", "小明 Xiǎomíng 王", "Zoë 🎲🎲 the lucky",
         "김민준", "さくら 🌸🌸🌸", "देवनागरी ไทย"]
ALL = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}
COB_MODULES = {"extra_tiles": "yes", "border_posts": "yes", "white_castles": "yes", "inns": "yes",
               "trade_routes": "yes", "shields": "yes"}


def _play(game, n, options, steps, seed):
    st = game.new(NAMES[:n], seed, options)
    rng = Rng(seed)
    while steps and not game.over(st):
        cur = game.current(st)
        seat = cur[rng.below(len(cur))]
        acts = game.actions(st, seat)
        places = [a for a in acts if a.text.startswith(("buy", "place"))]  # grow the cities
        pick = places if places and rng.below(3) else acts
        game.apply(st, seat, pick[rng.below(len(pick))])
        steps -= 1
    return st


CASES = [("castles", n, None, steps) for n in (2, 3, 4) for steps in (0, 45 * n, 10 ** 6)] + \
        [("castles", n, opts, steps) for n, opts in ((2, COB_MODULES), (3, COB_MODULES), (4, COB_MODULES),
                                                     (4, {"team": "yes"}), (1, {"solo": "beginner"}),
                                                     (1, {"solo": "expert"})) for steps in (0, 45 * n, 10 ** 6)] + \
        [("alhambra", n, opts, steps) for n, opts in ((2, {}), (3, ALL), (4, {}), (5, ALL), (6, ALL))
         for steps in (0, 60 * n, 10 ** 6)] + \
        [("bruges", n, opts, steps) for n, opts in ((2, {}), (3, {"pets": "yes"}), (4, {}))
         for steps in (0, 60 * n, 10 ** 6)] + \
        [("macao", n, None, steps) for n in (2, 3, 4) for steps in (0, 80 * n, 10 ** 6)] + \
        [("colonia", n, None, steps) for n in (3, 4, 6) for steps in (0, 70 * n, 10 ** 6)]


def _check(view):
    with canvas.record_text() as drawn:
        images = registry.render_images(view)
    assert images and drawn
    for img in images:
        assert img.width <= canvas.MAX_WIDTH and img.height <= canvas.MAX_HEIGHT
        smallest = min(size for size, _ in drawn)
        assert smallest >= img.width / 45, [t for s, t in drawn if s < img.width / 45][:5]
    return images


@pytest.mark.parametrize("game_id,n,options,steps", CASES)
def test_every_image_is_phone_sized_with_text_of_at_least_a_45th_of_its_width(game_id, n, options, steps):
    game = get_game(game_id)
    st = _play(game, n, options, steps, seed=n + steps % 97)
    public = _check(game.view(st, None))
    if (game_id == "castles" and not options) or n <= {"alhambra": 4, "bruges": 3, "macao": 0, "colonia": 0,
                                                       "castles": 0}[game_id]:
        assert len(public) == 1  # the board fits one phone screen; 5-6 Alhambras go on a second image,
    assert len(public) <= (3 if game_id == "colonia" else 2)  # and so do four Bruges towns, and Castles
    # modules' key; Colonia's week of seven day areas with up to six families takes up to three
    seats = sorted({0, n - 1} | set(game.current(st)[:1]))
    for seat in seats:  # a Macao seat's cards, costs and key, a Colonia screen, or a Castles duchy with
        # modules (solo islands, a team duchy, a trade route and the shields' key) may need a second image
        two = game_id in ("macao", "colonia") or (game_id == "castles" and options)
        assert len(_check(game.view(st, seat))) <= (2 if two else 1)


def test_the_generic_image_is_phone_sized_too():
    game = get_game("pebbles")
    _check(game.view(game.new(NAMES[:3], 1), None))


def test_renderers_draw_text_only_through_the_canvas():
    """canvas.text is the one place that draws text (and records its size): no renderer calls Pillow's
    own text drawing."""
    for path in Path(canvas.__file__).parent.glob("*.py"):
        if path.name != "canvas.py":
            assert not re.search(r"(?<!canvas)\.(multiline_)?text\(", path.read_text()), path.name


# ---- names in any script ---------------------------------------------------------------------------
SCRIPTS = ["小明", "王秀英", "김민준", "さくら", "カタカナ", "🎲", "🌸", "👍🏽", "🇮🇹", "देवनागरी", "ไทย", "বাংলা", "தமிழ்",
           "Ольга", "Ζωή", "Ñandú"]


def _notdef(name, size):
    return _face_mask(name, "\U0010fffd", size)


def _face_mask(name, value, size):
    return canvas._face(name, size).getmask(value)


@pytest.mark.parametrize("value", SCRIPTS)
def test_names_in_other_scripts_and_emoji_draw_real_glyphs(value):
    for ch in value:
        if canvas._joins(ch):
            continue
        name = canvas.font_name_for(ch)
        assert name, f"no shipped font has {ch!r} (U+{ord(ch):04X})"
        glyph, box = _face_mask(name, ch, 40), _notdef(name, 40)
        assert glyph.getbbox() and bytes(glyph) != bytes(box)
    # drawn through the canvas: different from what DejaVu alone draws (boxes) where it lacks a glyph
    img = Image.new("L", (600, 80), 0)
    canvas.text(ImageDraw.Draw(img), (10, 10), value, 40, fill=255)
    plain = Image.new("L", (600, 80), 0)
    ImageDraw.Draw(plain).text((10, 10), value, font=canvas.font(40), fill=255)
    assert img.getbbox()
    if any(canvas.font_name_for(ch) != canvas.PRIMARY[False] for ch in value if not canvas._joins(ch)):
        assert ImageChops.difference(img, plain).getbbox()


def test_a_mixed_name_is_cut_into_runs_of_one_font_each():
    runs = canvas.runs("Zoë 🎲 小明 ok")
    assert [n for n, _ in runs] == ["DejaVuSans.ttf", "NotoEmoji-Medium.ttf", "DejaVuSans.ttf",
                                    "NotoSansCJKsc-Regular-subset.otf", "DejaVuSans.ttf"]
    assert "".join(t for _, t in runs) == "Zoë 🎲 小明 ok"
    assert canvas.runs("👍🏽") == [("NotoEmoji-Medium.ttf", "👍🏽")]  # a skin tone stays with its emoji
    assert canvas.text_size(None, "小明 🎲", 30)[0] > canvas.text_size(None, "小明", 30)[0] > 0
