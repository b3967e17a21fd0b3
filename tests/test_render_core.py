"""Render core: shipped fonts, phone-sized images, the generic renderer."""
import io

import pytest
from PIL import Image

from render import canvas, palette, render_png
from rules import get_game


def test_fonts_ship_with_the_package():
    f = canvas.font(30, bold=True)
    assert f.size == 30 and "DejaVu" in f.getname()[0]
    assert canvas.font(8).size == canvas.MIN_TEXT == canvas.WIDTH // 45  # 9 px on a 400 px wide screen
    for name in canvas.FALLBACK:  # every fallback font ships and maps characters
        assert canvas.coverage(name)


def test_render_pngs_gives_every_image_the_main_one_first():
    from render import render_pngs
    game = get_game("pebbles")
    view = game.view(game.new(["Ann", "Bob"], 1))
    pngs = render_pngs(view)
    assert pngs and pngs[0] == render_png(view)


def test_canvas_refuses_images_wider_than_a_phone_can_read():
    with pytest.raises(ValueError):
        canvas.new_canvas(2000, 100)


def test_player_colours_differ_and_come_with_letters():
    assert len(set(palette.PLAYER_COLOURS)) == len(palette.PLAYER_COLOURS) == len(palette.PLAYER_MARKS)
    assert palette.text_on((255, 255, 255)) == palette.INK and palette.text_on((0, 0, 0)) == (255, 255, 255)


def test_fit_text_and_wrap():
    img, draw = canvas.new_canvas(200, 50)
    short = canvas.fit_text(draw, "A very long player name indeed", 120)
    assert short.endswith("…") and canvas.text_size(draw, short)[0] <= 120
    lines = canvas.wrap(draw, "one two three four five six seven", 100)
    assert len(lines) > 1 and all(canvas.text_size(draw, line)[0] <= 100 for line in lines)


def test_generic_renderer_draws_a_png_from_a_view():
    game = get_game("pebbles")
    st = game.new(["Ann", "Bob"], 1)
    png = render_png(game.view(st))
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG" and img.width <= canvas.MAX_WIDTH


def test_a_negative_number_keeps_a_minus_that_survives_shrinking_to_a_phone():
    """Coordinates such as -1 are typed by players (`place 12 at 1,-1`): shrunk 2.7 times (1080 -> 400 px)
    the minus must still be there, not blend into the paper as a glyph's hairline does."""
    from PIL import Image, ImageDraw

    from render import canvas

    def ink_left_of_digit(n):
        """The darkest grey left of the digit, at the worst of a few sub-pixel placements."""
        worst = 0
        for dy in range(6):
            im = Image.new("L", (120, 60), 255)
            canvas.signed(ImageDraw.Draw(im), (100, 30 + dy), n, canvas.MIN_TEXT, False, 0, "rm")
            small = im.resize((44, 22), Image.LANCZOS)  # as a phone shows a 1080 px board at 400 px
            worst = max(worst, min(small.getpixel((x, y)) for x in range(0, 28) for y in range(22)))
        return worst

    assert ink_left_of_digit(-1) < 80  # a clearly dark minus left of the 1 (a glyph's minus gets ~120)
    assert ink_left_of_digit(1) > 230  # and nothing there for a positive number
