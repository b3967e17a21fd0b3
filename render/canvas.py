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


def player_panel(draw, box, seat: int, name: str, score: str, active: bool, size: int = 20,
                 resigned: bool = False) -> None:
    """A player's panel: frame (highlighted while they must act), token with their letter, name, score.
    A resigned seat says so beside its name, and its score is greyed: it is ranked after everyone."""
    x, y, right, _ = box
    active = active and not resigned
    draw.rounded_rectangle(box, radius=10, fill=palette.PANEL, outline=palette.HIGHLIGHT if active else palette.LINE,
                           width=4 if active else 2)
    player_token(draw, (x + 21, y + 20), seat, 14)
    room = right - x - 200 - (RESIGNED_W if resigned else 0)
    label = fit_text(draw, name, room, size, True)
    text(draw, (x + 43, y + 8), label, size, True, palette.MUTED if resigned else palette.INK)
    if resigned:
        badge(draw, (x + 43 + text_size(draw, label, size, True)[0] + 10, y + 5), RESIGNED, palette.MUTED, size - 2)
    text(draw, (right - 12, y + 7), score, size + 2, True, palette.MUTED if resigned else palette.INK, "ra")


RESIGNED = "resigned"
RESIGNED_W = 120  # room for the badge beside a name


def resigned_seats(view: dict) -> set[int]:
    return set(view.get("resigned") or ())


def final_order(view: dict) -> list[int]:
    """Seats in their final order: the ranking, with every resigned seat after the players still in."""
    ranking = view["result"]["ranking"]
    out = resigned_seats(view)
    return [s for s in ranking if s not in out] + [s for s in ranking if s in out]


def standings(draw, xy, width: int, view: dict, unit: str, size: int = 24, measure: bool = False) -> int:
    """The final standings across `width`, best first: place, token, name and score of each seat, the
    winners marked; a resigned seat comes after the ranked players, with no place and marked. Returns the
    height used; with measure=True nothing is drawn."""
    res = view["result"]
    names = view["names"]
    out = resigned_seats(view)
    x0, y0 = xy
    title = "Final standings"
    x, y = x0 + text_size(draw, title, size, True)[0] + 24, y0
    row_h = size + 22
    items = []
    for i, seat in enumerate(final_order(view)):
        place = "" if seat in out else ("1. " if seat in res["winners"] else f"{i + 1}. ")
        label = f"{place}{names[seat]} {res['scores'][seat]} {unit}"
        mark = RESIGNED if seat in out else ("winner" if seat in res["winners"] else "")
        w = 2 * (size // 2 + 2) + 8 + text_size(draw, label, size, True)[0]
        if mark:
            w += 10 + text_size(draw, mark, size - 4, True)[0] + 12
        if x + w > x0 + width and x > x0 + 300:
            x, y = x0 + 24, y + row_h
        items.append((x, y, seat, label, mark))
        x += w + 28
    if measure:
        return y - y0 + row_h
    text(draw, (x0, y0 + 3), title, size, True)
    for x, y, seat, label, mark in items:
        r = size // 2 + 2
        player_token(draw, (x + r, y + size // 2 + 4), seat, r)
        fill = palette.MUTED if seat in out else palette.INK
        text(draw, (x + 2 * r + 8, y + 2), label, size, True, fill)
        if mark:
            mx = x + 2 * r + 8 + text_size(draw, label, size, True)[0] + 10
            badge(draw, (mx, y), mark, palette.MUTED if mark == RESIGNED else palette.HIGHLIGHT, size - 4)
    return y - y0 + row_h


def to_png(img: Image.Image) -> bytes:
    """PNG bytes, fast: encoding dominates render time. Boards are flat colours and text, so a
    192-colour palette loses nothing visible, and a 1-byte-per-pixel PNG at compress level 1 encodes
    in about half the time of RGB (and is half the size)."""
    if img.mode != "P":
        img = img.quantize(colors=192, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()
