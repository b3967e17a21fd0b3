"""Fonts, text and layout helpers shared by the renderers, and PNG encoding."""
from __future__ import annotations

import io
from functools import lru_cache
from importlib import resources

from PIL import Image, ImageDraw, ImageFont

from render import palette

MAX_WIDTH = 1600  # phone-readable: never wider than this
MIN_TEXT = 14  # px: smallest text any renderer may draw


@lru_cache(maxsize=64)
def font(size: int = 18, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    with resources.as_file(resources.files("render") / "fonts" / name) as path:
        return ImageFont.truetype(str(path), max(size, MIN_TEXT))


def new_canvas(width: int, height: int, fill=palette.BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    if width > MAX_WIDTH:
        raise ValueError(f"images are at most {MAX_WIDTH} px wide (asked {width})")
    img = Image.new("RGB", (width, height), fill)
    return img, ImageDraw.Draw(img)


def text_size(draw: ImageDraw.ImageDraw, text: str, size: int = 18, bold: bool = False) -> tuple[int, int]:
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font(size, bold))
    return right - left, bottom - top


@lru_cache(maxsize=4096)
def _stamp(value: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The anti-aliased glyph mask of a label, rendered once: boards repeat the same few labels
    (die numbers, tile marks) hundreds of times, and rasterising text dominates drawing time."""
    f = font(size, bold)
    left, top, right, bottom = f.getbbox(value, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), value, font=f, fill=255, anchor=anchor)
    return mask, left, top


def text(draw, xy, value: str, size: int = 18, bold: bool = False, fill=palette.INK, anchor: str = "la") -> None:
    mask, left, top = _stamp(str(value), max(size, MIN_TEXT), bold, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def fit_text(draw, value: str, max_width: int, size: int = 18, bold: bool = False) -> str:
    """Shorten `value` with an ellipsis so it fits `max_width` at `size`."""
    if text_size(draw, value, size, bold)[0] <= max_width:
        return value
    while value and text_size(draw, value + "…", size, bold)[0] > max_width:
        value = value[:-1]
    return value + "…"


def wrap(draw, value: str, max_width: int, size: int = 18, bold: bool = False) -> list[str]:
    """Greedy word wrap to `max_width` pixels."""
    lines, line = [], ""
    for word in value.split():
        trial = f"{line} {word}".strip()
        if line and text_size(draw, trial, size, bold)[0] > max_width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def badge(draw, xy, label: str, fill, size: int = 16, radius: int = 6, pad: int = 5) -> tuple[int, int]:
    """A rounded box with centred text; returns its (width, height)."""
    w, h = text_size(draw, label, size, True)
    x, y = xy
    box = (x, y, x + w + 2 * pad, y + h + 2 * pad + 2)
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=palette.INK)
    draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, font=font(size, True),
              fill=palette.text_on(fill), anchor="mm")
    return box[2] - box[0], box[3] - box[1]


def player_token(draw, centre, seat: int, radius: int = 12) -> None:
    """A coloured disc with the seat's letter, so the seat is told apart without colour."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=palette.player_colour(seat),
                 outline=palette.INK, width=2)
    draw.text((x, y), palette.PLAYER_MARKS[seat % 6], font=font(max(MIN_TEXT, radius), True),
              fill=palette.text_on(palette.player_colour(seat)), anchor="mm")


def player_panel(draw, box, seat: int, name: str, score: str, active: bool, size: int = 20) -> None:
    """A player's panel: frame (highlighted while they must act), token with their letter, name, score."""
    x, y, right, _ = box
    draw.rounded_rectangle(box, radius=10, fill=palette.PANEL, outline=palette.HIGHLIGHT if active else palette.LINE,
                           width=4 if active else 2)
    player_token(draw, (x + 21, y + 20), seat, 14)
    text(draw, (x + 43, y + 8), fit_text(draw, name, right - x - 200, size, True), size, True)
    text(draw, (right - 12, y + 7), score, size + 2, True, palette.INK, "ra")


def to_png(img: Image.Image) -> bytes:
    """PNG bytes, fast: encoding dominates render time. Boards are flat colours and text, so a
    192-colour palette loses nothing visible, and a 1-byte-per-pixel PNG at compress level 1 encodes
    in about half the time of RGB (and is half the size)."""
    if img.mode != "P":
        img = img.quantize(colors=192, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()
