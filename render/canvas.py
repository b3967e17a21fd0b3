"""Fonts, text and layout helpers shared by the renderers, and PNG encoding.

Phone first: every image is WIDTH px wide (a phone screen's width in physical pixels, so it is shown
about 400 px wide) and no text is smaller than MIN_TEXT = WIDTH / 45 px, which is 9 px on that screen.
An image is at most MAX_HEIGHT tall (1:2, the shape of a phone held upright); what does not fit goes on
a further image (`pages`), never into smaller type.

Text falls back glyph by glyph: DejaVu Sans first, then the fonts in FALLBACK (CJK, emoji, a few
scripts DejaVu lacks), so a name in any of those scripts or with emoji draws real glyphs.
"""
from __future__ import annotations

import io
import struct
import unicodedata
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from importlib import resources

from PIL import Image, ImageDraw, ImageFont

import i18n
from render import palette
from rules.core.text import N_

WIDTH = 1080  # every image: a phone's screen width in physical pixels
MAX_WIDTH = WIDTH
MIN_TEXT = WIDTH // 45  # 24 px: 9 px when the image is shown 400 px wide
MAX_HEIGHT = 2160  # 1:2, a phone held upright; taller content goes on a further image
MARGIN = 16

PRIMARY = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
# tried in this order for a character DejaVu lacks (one weight each: bold text falls back to regular)
FALLBACK = (
    "NotoSansCJKsc-Regular-subset.otf",
    "NotoEmoji-Medium.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansBengali-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansTamil-Regular.ttf",
)


# ---- fonts -----------------------------------------------------------------------------------------
def _path(name: str) -> str:
    with resources.as_file(resources.files("render") / "fonts" / name) as path:
        return str(path)


@lru_cache(maxsize=128)
def _face(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(_path(name), size)


def font(size: int = MIN_TEXT, bold: bool = False) -> ImageFont.FreeTypeFont:
    return _face(PRIMARY[bold], max(size, MIN_TEXT))


@lru_cache(maxsize=16)
def coverage(name: str) -> frozenset[int]:
    """The code points a font file maps to a glyph (its cmap, formats 4 and 12)."""
    with open(_path(name), "rb") as fh:
        data = fh.read()
    num = struct.unpack_from(">H", data, 4)[0]
    cmap = next(struct.unpack_from(">I", data, 12 + 16 * i + 8)[0] for i in range(num)
                if data[12 + 16 * i:16 + 16 * i] == b"cmap")
    out: set[int] = set()
    for i in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform not in (0, 3) or (platform == 3 and encoding not in (1, 10)):
            continue
        sub = cmap + offset
        fmt = struct.unpack_from(">H", data, sub)[0]
        if fmt == 4:
            segs = struct.unpack_from(">H", data, sub + 6)[0] // 2
            ends = struct.unpack_from(f">{segs}H", data, sub + 14)
            starts = struct.unpack_from(f">{segs}H", data, sub + 16 + 2 * segs)
            deltas = struct.unpack_from(f">{segs}h", data, sub + 16 + 4 * segs)
            ro_at = sub + 16 + 6 * segs
            ranges = struct.unpack_from(f">{segs}H", data, ro_at)
            for k in range(segs):
                for c in range(starts[k], min(ends[k], 0xFFFE) + 1):
                    if ranges[k] == 0:
                        glyph = (c + deltas[k]) & 0xFFFF
                    else:
                        glyph = struct.unpack_from(">H", data, ro_at + 2 * k + ranges[k] + 2 * (c - starts[k]))[0]
                        glyph = (glyph + deltas[k]) & 0xFFFF if glyph else 0
                    if glyph:
                        out.add(c)
        elif fmt == 12:
            for g in range(struct.unpack_from(">I", data, sub + 12)[0]):
                start, end, _ = struct.unpack_from(">III", data, sub + 16 + 12 * g)
                out.update(range(start, end + 1))
    return frozenset(out)


def _joins(ch: str) -> bool:
    """Characters that belong to the glyph before them: combining marks, joiners, variation selectors,
    emoji skin tones and tags, the keycap."""
    c = ord(ch)
    return (c in (0x200C, 0x200D, 0x20E3) or 0xFE00 <= c <= 0xFE0F or 0x1F3FB <= c <= 0x1F3FF
            or 0xE0020 <= c <= 0xE007F or unicodedata.category(ch) in ("Mn", "Me", "Mc"))


@lru_cache(maxsize=8192)
def font_name_for(ch: str, bold: bool = False) -> str | None:
    """The first font that has a glyph for `ch`: DejaVu, then the fallbacks; None if none has."""
    c = ord(ch)
    for name in (PRIMARY[bold],) + FALLBACK:
        if c in coverage(name):
            return name
    return None


def runs(value: str, bold: bool = False) -> list[tuple[str, str]]:
    """`value` cut into (font file, text) runs, each drawn with the first font that has its glyphs.
    Joiners stay with the run before them, and after a joiner (an emoji sequence) the run goes on while
    its font has the character; spaces are DejaVu's."""
    out: list[list] = []
    joined = False
    for ch in value:
        name = out[-1][0] if out else PRIMARY[bold]
        if out and _joins(ch):
            out[-1][1] += ch
            joined = ch == "\u200d"
            continue
        if ch == " " and name != PRIMARY[bold]:  # fallback fonts space wide or not at all
            out.append([PRIMARY[bold], ch])
            joined = False
            continue
        if out and joined and ord(ch) in coverage(name):
            out[-1][1] += ch
            joined = False
            continue
        joined = False
        name = font_name_for(ch, bold) or PRIMARY[bold]
        if out and out[-1][0] == name:
            out[-1][1] += ch
        else:
            out.append([name, ch])
    return [(n, t) for n, t in out]


# ---- what was drawn --------------------------------------------------------------------------------
_LOG: ContextVar[list | None] = ContextVar("tavolo_text_log", default=None)


@contextmanager
def record_text():
    """Collects (size, text) for every text drawn inside the block: the tests check them against the
    image width."""
    log: list = []
    token = _LOG.set(log)
    try:
        yield log
    finally:
        _LOG.reset(token)


# ---- text --------------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _layout(value: str, size: int, bold: bool) -> tuple[list, tuple[int, int, int, int], float]:
    """Runs placed on one baseline at y=0: [(font, text, x)], the ink box, the advance width."""
    placed, x = [], 0.0
    box = None
    for name, part in runs(value, bold):
        f = _face(name, size)
        left, top, right, bottom = f.getbbox(part, anchor="ls")
        b = (x + left, top, x + right, bottom)
        box = b if box is None else (min(box[0], b[0]), min(box[1], b[1]), max(box[2], b[2]), max(box[3], b[3]))
        placed.append((f, part, x))
        x += f.getlength(part)
    if box is None:
        box = (0, 0, 0, 0)
    return placed, tuple(int(round(v)) for v in box), x


@lru_cache(maxsize=64)
def _baseline(size: int, bold: bool, v: str) -> int:
    """Where the baseline lies below a vertical anchor of the primary font (a, m, d, s, t, b)."""
    f = font(size, bold)
    return f.getbbox("x", anchor="l" + v)[1] - f.getbbox("x", anchor="ls")[1]


def text_size(draw, text: str, size: int = MIN_TEXT, bold: bool = False) -> tuple[int, int]:
    return _measure(text, max(size, MIN_TEXT), bold)


@lru_cache(maxsize=8192)
def _measure(text: str, size: int, bold: bool) -> tuple[int, int]:
    if all(n == PRIMARY[bold] for n, _ in runs(text, bold)):
        left, top, right, bottom = font(size, bold).getbbox(text)
        return right - left, bottom - top
    _, (left, top, right, bottom), _ = _layout(text, size, bold)
    return right - left, bottom - top


@lru_cache(maxsize=4096)
def _stamp(value: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The anti-aliased glyph mask of a label, rendered once: boards repeat the same few labels
    (die numbers, tile marks) hundreds of times, and rasterising text dominates drawing time."""
    parts = runs(value, bold)
    if all(n == PRIMARY[bold] for n, _ in parts):
        f = font(size, bold)
        left, top, right, bottom = f.getbbox(value, anchor=anchor)
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), value, font=f, fill=255, anchor=anchor)
        return mask, left, top
    placed, (left, top, right, bottom), advance = _layout(value, size, bold)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    md = ImageDraw.Draw(mask)
    for f, part, x in placed:
        md.text((x - left, -top), part, font=f, fill=255, anchor="ls")
    dx = {"l": 0, "m": -advance / 2, "r": -advance}[anchor[0]]
    dy = _baseline(size, bold, anchor[1])
    return mask, int(round(left + dx)), top + dy


def text(draw, xy, value: str, size: int = MIN_TEXT, bold: bool = False, fill=palette.INK,
         anchor: str = "la") -> None:
    size = max(size, MIN_TEXT)
    log = _LOG.get()
    if log is not None:
        log.append((size, str(value)))
    mask, left, top = _stamp(str(value), size, bold, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def signed(draw, xy, n: int, size: int = MIN_TEXT, bold: bool = False, fill=palette.INK, anchor: str = "mm") -> None:
    """An integer whose minus sign stays visible at phone size: a glyph's minus is a hairline that
    vanishes when a board is shrunk to 400 px, so it is drawn as a bar as thick as a digit's stroke.
    `anchor` as for text, horizontal l/m/r and vertical m or d."""
    size = max(size, MIN_TEXT)
    digits = str(abs(n))
    _, top, w, bottom = font(size, bold).getbbox(digits, anchor="l" + anchor[1])  # digits only: ASCII
    bar = (round(size * 0.45), max(4, size // 6)) if n < 0 else (0, 0)
    gap = size // 10 if n < 0 else 0
    total = bar[0] + gap + w
    left = xy[0] - {"l": 0, "m": total / 2, "r": total}[anchor[0]]
    mid = xy[1] + (top + bottom) / 2  # the minus sits halfway up the digits
    if n < 0:
        draw.rectangle((round(left), round(mid - bar[1] / 2), round(left) + bar[0] - 1,
                        round(mid - bar[1] / 2) + bar[1] - 1), fill=fill)
    text(draw, (left + bar[0] + gap, xy[1]), digits, size, bold, fill, "l" + anchor[1])


def fit_text(draw, value: str, max_width: int, size: int = MIN_TEXT, bold: bool = False) -> str:
    """Shorten `value` with an ellipsis so it fits `max_width` at `size`."""
    if text_size(draw, value, size, bold)[0] <= max_width:
        return value
    while value and text_size(draw, value + "…", size, bold)[0] > max_width:
        value = value[:-1]
    return value + "…"


def wrap(draw, value: str, max_width: int, size: int = MIN_TEXT, bold: bool = False) -> list[str]:
    """Greedy word wrap to `max_width` pixels (a word longer than a line is cut with an ellipsis)."""
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
    return [fit_text(draw, ln, max_width, size, bold) for ln in lines]


def line_height(size: int) -> int:
    return int(max(size, MIN_TEXT) * 1.3)


# ---- pieces ------------------------------------------------------------------------------------------
def badge(draw, xy, label: str, fill, size: int = MIN_TEXT, radius: int = 6, pad: int = 5) -> tuple[int, int]:
    """A rounded box with centred text; returns its (width, height)."""
    w, h = text_size(draw, label, size, True)
    x, y = xy
    box = (x, y, x + w + 2 * pad, y + h + 2 * pad + 2)
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=palette.INK)
    text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, size, True, palette.text_on(fill), "mm")
    return box[2] - box[0], box[3] - box[1]


def player_token(draw, centre, seat: int, radius: int = 17) -> None:
    """A coloured disc with the seat's letter, so the seat is told apart without colour."""
    x, y = centre
    radius = max(radius, MIN_TEXT * 2 // 3 + 1)
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=palette.player_colour(seat),
                 outline=palette.INK, width=2)
    text(draw, (x, y + 1), palette.PLAYER_MARKS[seat % 6], MIN_TEXT, True,
         palette.text_on(palette.player_colour(seat)), "mm")


PANEL_HEAD = 50  # height of a player panel's name line


def player_panel(draw, box, seat: int, name: str, score: str, active: bool, size: int = 28,
                 resigned: bool = False, lang: str = "en") -> None:
    """A player's panel: frame (highlighted while they must act), token with their letter, name, score.
    A resigned seat says so beside its name (in `lang`: the view's), and its score is greyed: it is
    ranked after everyone."""
    word = i18n.say(lang, RESIGNED)
    x, y, right, _ = box
    active = active and not resigned
    draw.rounded_rectangle(box, radius=10, fill=palette.PANEL, outline=palette.HIGHLIGHT if active else palette.LINE,
                           width=5 if active else 2)
    player_token(draw, (x + 26, y + 26), seat, 18)
    score_w = text_size(draw, score, size, True)[0]
    badge_w = text_size(draw, word, MIN_TEXT, True)[0] + 22 if resigned else 0
    room = right - x - 50 - score_w - 24 - badge_w
    label = fit_text(draw, name, room, size, True)
    text(draw, (x + 50, y + 26), label, size, True, palette.MUTED if resigned else palette.INK, "lm")
    if resigned:
        badge(draw, (x + 50 + text_size(draw, label, size, True)[0] + 10, y + 10), word, palette.MUTED)
    text(draw, (right - 12, y + 26), score, size, True, palette.MUTED if resigned else palette.INK, "rm")


RESIGNED = N_("resigned")  # a key: said in the view's language (i18n.in_view)


def resigned_seats(view: dict) -> set[int]:
    return set(view.get("resigned") or ())


def final_order(view: dict) -> list[int]:
    """Seats in their final order: the ranking, with every resigned seat after the players still in."""
    ranking = view["result"]["ranking"]
    out = resigned_seats(view)
    return [s for s in ranking if s not in out] + [s for s in ranking if s in out]


def standings_block(view: dict, x: int, width: int, points, words: dict | None = None):
    """The final standings as a block (height, draw(draw, y)) of a game's image: `points(score)` says a score
    ("1 point", "12 points": a plural message, as Italian agrees with the number)."""
    height = standings(scratch(), (x, 0), width, view, points, measure=True, words=words)
    return height, lambda draw, y: standings(draw, (x, y), width, view, points, words=words)


def standings(draw, xy, width: int, view: dict, points, size: int = 28, measure: bool = False,
              words: dict | None = None) -> int:
    """The final standings, one line per seat, best first: place, token, name, score, the winners marked;
    a resigned seat comes after the ranked players, with no place and marked. With `words` (the game's word
    for each key of the result's breakdown), each seat's points by source go under its line, wrapped, so a
    player can check the sum. Returns the height used; with measure=True nothing is drawn."""
    res = view["result"]
    names = view["names"]
    out = resigned_seats(view)
    x0, y0 = xy
    resigned, winner = i18n.in_view(view, RESIGNED), i18n.in_view(view, N_("winner"))
    row_h = size + 16
    order = final_order(view)
    parts = {seat: _breakdown_lines(draw, view, seat, words, width - 50) for seat in order} if words else {}
    height = row_h * (len(order) + 1) + 4 + sum(len(lines) * 32 for lines in parts.values())
    if measure:
        return height
    text(draw, (x0, y0 + 4), i18n.in_view(view, N_("Final standings")), size + 2, True)
    y = y0 + row_h
    for i, seat in enumerate(order):
        place = "" if seat in out else ("1. " if seat in res["winners"] else f"{i + 1}. ")
        mark = resigned if seat in out else (winner if seat in res["winners"] else "")
        fill = palette.MUTED if seat in out else palette.INK
        player_token(draw, (x0 + 20, y + row_h / 2), seat)
        tail = ": " + i18n.in_view(view, points(res["scores"][seat]))  # "Bot 1: 0 VP": a number in a name kept apart
        mark_w = text_size(draw, mark, MIN_TEXT, True)[0] + 24 if mark else 0
        name = fit_text(draw, names[seat], width - 50 - mark_w - text_size(draw, place + tail, size, True)[0],
                        size, True)
        label = f"{place}{name}{tail}"
        text(draw, (x0 + 50, y + row_h / 2), label, size, True, fill, "lm")
        if mark:
            badge(draw, (x0 + 50 + text_size(draw, label, size, True)[0] + 14, y + 4), mark,
                  palette.MUTED if seat in out else palette.HIGHLIGHT)
        y += row_h
        for line in parts.get(seat, ()):
            text(draw, (x0 + 50, y - 6), line, MIN_TEXT, False, palette.MUTED)
            y += 32
    return height


def _breakdown_lines(draw, view, seat, words, width) -> list[str]:
    """A seat's points by source ("areas 20 · livestock 8 · …"), wrapped to `width`."""
    breakdown = view["result"]["breakdown"][seat] if view["result"].get("breakdown") else {}
    entries = [f"{i18n.in_view(view, words.get(k, k))} {v}" for k, v in breakdown.items() if v]
    return key_lines(draw, entries, width) if entries else []


def key_lines(draw, entries: list[str], width: int, size: int = MIN_TEXT) -> list[str]:
    """Key entries joined with ' · ' and wrapped to `width`, never splitting an entry."""
    lines, line = [], ""
    for e in entries:
        trial = f"{line} · {e}" if line else e
        if line and text_size(draw, trial, size)[0] > width:
            lines.append(line)
            line = e
        else:
            line = trial
        if text_size(draw, line, size)[0] > width:  # one entry longer than a line: wrapped
            *full, line = wrap(draw, line, width, size)
            lines += full
    if line:
        lines.append(line)
    return [fit_text(draw, ln, width, size) for ln in lines]


def key_block(lines: list[str], x: int = MARGIN, title: str = "Key"):
    """A titled key of ready-wrapped lines, as a block (height, draw_fn(draw, y)) drawn from `x`."""
    lh = line_height(MIN_TEXT)

    def draw_fn(draw, y):
        text(draw, (x, y), title, 26, True)
        for i, line in enumerate(lines):
            text(draw, (x, y + 34 + lh * i), line, MIN_TEXT, False, palette.MUTED)
    return 34 + lh * len(lines), draw_fn


# ---- images of at most MAX_HEIGHT ------------------------------------------------------------------
def new_canvas(width: int, height: int, fill=palette.BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    if width > MAX_WIDTH:
        raise ValueError(f"images are at most {MAX_WIDTH} px wide (asked {width})")
    img = Image.new("RGB", (width, height), fill)
    return img, ImageDraw.Draw(img)


def scratch() -> ImageDraw.ImageDraw:
    """A drawing context for measuring text only."""
    return _SCRATCH


_SCRATCH = ImageDraw.Draw(Image.new("L", (1, 1)))


def pages_height(blocks, gap: int = 12) -> int:
    """The height of `blocks` stacked on one image."""
    return 2 * MARGIN + sum(b[0] + gap for b in blocks) - gap


def pages(blocks, head=None, width: int = WIDTH, max_height: int = MAX_HEIGHT, gap: int = 12) -> list[Image.Image]:
    """Stack blocks, each (height, draw_fn(draw, y)), top to bottom on images of at most `max_height`;
    a block that would pass it starts a further image, which opens with `head` (height, draw_fn(draw, y,
    page_number)). A block taller than an image gets one of its own, as tall as it needs."""
    groups, cur, h = [], [], MARGIN
    for block in blocks:
        if cur and h + block[0] + MARGIN > max_height:
            groups.append(cur)
            cur, h = [], MARGIN + (head[0] + gap if head else 0)
        cur.append(block)
        h += block[0] + gap
    if cur:
        groups.append(cur)
    out = []
    for i, group in enumerate(groups):
        top = MARGIN + (head[0] + gap if head and i else 0)
        height = top + sum(b[0] + gap for b in group) - gap + MARGIN
        img, draw = new_canvas(width, height)
        if head and i:
            head[1](draw, MARGIN, i + 1)
        y = top
        for bh, fn in group:
            fn(draw, y)
            y += bh + gap
        out.append(img)
    return out


def to_png(img: Image.Image) -> bytes:
    """PNG bytes, fast: encoding dominates render time. Boards are flat colours and text, so a
    192-colour palette loses nothing visible, and a 1-byte-per-pixel PNG at compress level 1 encodes
    in about half the time of RGB (and is half the size)."""
    if img.mode != "P":
        img = img.quantize(colors=192, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def listing_or(values: list, empty: str):
    """A list parameter of a message (its words said in the reader's language), or the key `empty` when
    there is nothing to list ("Storage: empty")."""
    return [v if isinstance(v, dict) else str(v) for v in values] if values else empty


def flow(items, width: int, row: int, gap: int = 12, row_gap: int = 6):
    """Pieces laid out left to right in rows of `row` px, wrapping at `width`: each item is (width,
    draw(draw, x, y)), or None to force a new row. Returns (height, draw_fn(draw, x, y))."""
    placed, x, y = [], 0, 0
    for item in items:
        if item is None:
            if x:
                x, y = 0, y + row + row_gap
            continue
        w, fn = item
        if x and x + w > width:
            x, y = 0, y + row + row_gap
        placed.append((x, y, fn))
        x += w + gap
    height = (y + row) if placed else 0

    def draw_fn(draw, x0, y0):
        for dx, dy, fn in placed:
            fn(draw, x0 + dx, y0 + dy)
    return height, draw_fn
