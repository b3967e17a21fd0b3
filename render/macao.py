"""Macao images, drawn only from `Game.view` dicts (notes/macao-brief.md, "The view"), phone first.

Every image is canvas.WIDTH (1080) px wide with text of at least canvas.MIN_TEXT (24) px; what does not fit
on one image goes on a further one (`render_public_pages`, `render_private_pages`).

Public image: header (round, phase, who is awaited), this round's dice (a converted die shows →1), the
tribute (gold to pay → PP gained), the round track (each round's two office cards as cost chips, the dice
conversion from round 8), the face-up cards of the round, the city (30 districts in their grid: colour,
dark band, cost, owner token, tile), the sea route (spaces, ports with their good and delivery values, the
filled ones struck, every ship), the wall (16 spaces, discs stacked bottom to top, the turn order), then
one panel per player: wind rose, gold, penalties, jokers, districts, goods on the ship, board of cards
(not activated: with their cost) and activated cards; the final standings by source when over.
Private image: head and prompt, active cubes and status beside the wind rose, what each action costs now,
the decision's public essentials (the display in phase 1, the dice in phase 2), the seat's own cards large
(cost, state, timing, effect text; the usable ones framed; the tribute only on cards of the display, where it
counts), the key and the stand-in note. The view's "arrow" is not drawn from: the arrow's side always holds
`cubes`.

The sea route is laid out from the view's x, y: x is spread over the image's width, y counts rows of port
boxes (0, 1, 2: a row per ROW_PITCH px; a larger range is fitted to three rows).

The wind rose: the arrow's side on top, wide, holds the active cubes (`cubes`); six boxes clockwise round the
player's token, box k (k = 1..6) holds `rose[k-1]`, the cubes that become active k rounds from now.

Colour is always doubled by a mark from the catalogs (`mark`: cube colours R B G Bk Gy P, goods La Ri Te
Ja Si Pa Po Sp, joker J, card kinds Bu Pe and office cards by their colour's mark, timings I II E ∞), and
shapes tell the kinds apart: a circle is gold, a square is PP, a disc with a letter is a player. The key
(under the board, or after it when it does not fit there) names each mark and shape in the reader's language.
"""
from __future__ import annotations

from PIL import Image

import i18n
from i18n import as_is
from render import canvas, palette
from rules.core.text import N_, agreeing, listing, mark, msg, plural
from rules.macao.scoring import BREAKDOWN_WORDS
from rules.macao.terms import TIMING

W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24
IW = W - 2 * M  # inner width
COLOURS = ("red", "blue", "green", "black", "grey", "purple")
FILL = {"red": (206, 48, 40), "blue": (40, 92, 196), "green": (44, 142, 64), "black": (38, 38, 38),
        "grey": (156, 156, 150), "purple": (132, 68, 168)}
COLOUR_MARK = {"red": mark("red", "R"), "blue": mark("blue", "B"), "green": mark("green", "G"),
               "black": mark("black", "Bk"), "grey": mark("grey", "Gy"), "purple": mark("purple", "P")}
COLOUR_WORDS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "black": N_("black"),
                "grey": N_("grey"), "purple": N_("purple")}
GOODS = ("lacquer", "rice", "tea", "jade", "silk", "paper", "porcelain", "spices")
GOOD_MARK = {"lacquer": mark("lacquer", "La"), "rice": mark("rice", "Ri"), "tea": mark("tea", "Te"),
             "jade": mark("jade", "Ja"), "silk": mark("silk", "Si"), "paper": mark("paper", "Pa"),
             "porcelain": mark("porcelain", "Po"), "spices": mark("spices", "Sp"), "joker": mark("joker tile", "J")}
GOOD_WORDS = {"lacquer": N_("lacquer"), "rice": N_("rice"), "tea": N_("tea"), "jade": N_("jade"), "silk": N_("silk"),
              "paper": N_("paper"), "porcelain": N_("porcelain"), "spices": N_("spices"), "joker": N_("joker")}
TYPE_MARK = {"building": mark("building card", "Bu"), "person": mark("person card", "Pe")}
TYPE_WORDS = {"office": N_("office card"), "building": N_("building card"), "person": N_("person card")}
TIMING_MARK = {"phase1": mark("phase 1 card", "I"), "phase2": mark("phase 2 card", "II"),
               "game_end": mark("game end card", "E"), "continuous": mark("always card", "∞")}
TIMING_WORDS = TIMING  # (rules/macao/terms.py: the menus say it too)
TYPE_FILL = {"building": (196, 170, 120), "person": (236, 208, 176)}
GOLD_FILL, PP_FILL = (240, 196, 60), (200, 56, 48)
GOOD_FILL = (238, 226, 196)
JOKER_FILL = (250, 236, 120)
USED_FILL = (226, 222, 214)
IDLE_FILL = (234, 230, 220)  # a card not activated yet
SEA, SEA_LINE, SPACE = (214, 230, 240), (112, 150, 190), (176, 204, 226)
USED, DONE, ARROW, ANCHOR = "↻", "✓", "→", "⚓"
# the dice conversion printed on the round track (tracks.yaml): values counted as 1 in that round
CONVERSION = {8: "6", 9: "5-6", 10: "4-6", 11: "3-6", 12: "2-6"}
ROW = 44


class Marks:
    """The marks of one view, in its language."""

    def __init__(self, view):
        def said(table):
            return {k: i18n.in_view(view, m) for k, m in table.items()}
        self.colour, self.good, self.type, self.timing = (said(COLOUR_MARK), said(GOOD_MARK), said(TYPE_MARK),
                                                          said(TIMING_MARK))


def _t(view, key, **params) -> str:
    """A text of the image in the view's language."""
    return i18n.in_view(view, msg(key, **params) if params else key)


def _tint(rgb, amount=0.6):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _shade(rgb, amount=0.55):
    return tuple(int(c * amount) for c in rgb)


def _width(value, size=T, bold=False):
    return canvas.text_size(None, value, size, bold)[0]


def _fit(value, width, size=T, bold=False):
    return canvas.fit_text(None, value, width, size, bold)


class _Title:
    """A block's title wrapped to two lines at most (long words in other languages), 34 px a line."""

    def __init__(self, value, size=26):
        self.lines = canvas.wrap(None, value, IW, size, True)[:2] or [""]
        self.size = size
        self.height = 34 * len(self.lines)

    def draw(self, draw, y):
        for i, line in enumerate(self.lines):
            canvas.text(draw, (M, y + 34 * i), line, self.size, True)


def _port_name(space_id) -> str:
    """A port or start space as printed (its id, which `ship to PORT` types), in title case."""
    return str(space_id).title()


# ---- pieces ------------------------------------------------------------------------------------------
def _chip_width(label, pad=8):
    return max(36, _width(label, T, True) + 2 * pad)


def _chip(draw, x, y, fill, label, h=32, w=None, outline=palette.INK):
    """A rounded box in `fill` with its label; returns its width."""
    w = w or _chip_width(label)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=fill, outline=outline, width=2)
    canvas.text(draw, (x + w / 2, y + h / 2 + 1), label, T, True, palette.text_on(fill), "mm")
    return w


def _cube_label(colour, n, mk):
    return f"{n}{mk.colour[colour]}"


def _cube_chip(draw, x, y, colour, n, mk, h=32, faded=False):
    label = _cube_label(colour, n, mk)
    if faded:
        return _chip(draw, x, y, _tint(FILL[colour], 0.75), label, h, outline=palette.LINE)
    return _chip(draw, x, y, FILL[colour], label, h)


def _cost_width(cost, mk, gap=4, pad=8):
    items = [(c, n) for c, n in (cost or {}).items() if n and c in FILL]
    return sum(_chip_width(_cube_label(c, n, mk), pad) + gap for c, n in items) - (gap if items else 0)


def _cost(draw, x, y, cost, mk, h=32, gap=4, pad=8):
    """A cost in cubes: one chip per colour ("2R"); returns the width."""
    x0 = x
    for c, n in (cost or {}).items():
        if n and c in FILL:
            label = _cube_label(c, n, mk)
            x += _chip(draw, x, y, FILL[c], label, h, _chip_width(label, pad)) + gap
    return max(0, x - x0 - gap)


def _coin(draw, cx, cy, n, r=20):
    """Gold: a circle with the amount."""
    label = str(n)
    r = max(r, _width(label, T, True) // 2 + 6)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD_FILL, outline=palette.INK, width=2)
    canvas.text(draw, (cx, cy + 1), label, T, True, palette.INK, "mm")
    return 2 * r


def _coin_width(n, r=20):
    return 2 * max(r, _width(str(n), T, True) // 2 + 6)


def _pp(draw, x, cy, n, h=38):
    """Prestige points: a square with the amount."""
    label = str(n)
    w = max(h, _width(label, T, True) + 12)
    draw.rectangle((x, cy - h / 2, x + w, cy + h / 2), fill=PP_FILL, outline=palette.INK, width=2)
    canvas.text(draw, (x + w / 2, cy + 1), label, T, True, palette.text_on(PP_FILL), "mm")
    return w


def _pp_width(n, h=38):
    return max(h, _width(str(n), T, True) + 12)


def _good(draw, x, y, good, mk, h=32):
    fill = JOKER_FILL if good == "joker" else GOOD_FILL
    return _chip(draw, x, y, fill, mk.good.get(good, str(good)), h)


def _good_width(good, mk):
    return _chip_width(mk.good.get(good, str(good)))


def _strip_label(card, mk):
    if card.get("type") == "office":
        return mk.colour.get(card.get("colour"), "?")
    return mk.type.get(card.get("type"), "?")


def _strip_fill(card):
    if card.get("type") == "office":
        return FILL.get(card.get("colour"), palette.LINE)
    return TYPE_FILL.get(card.get("type"), palette.LINE)


def _penalty(draw, x, cy, n):
    """Penalty markers: a dark disc −3 and the count."""
    r = 20
    draw.ellipse((x, cy - r, x + 2 * r, cy + r), fill=(60, 60, 60), outline=palette.INK, width=2)
    canvas.signed(draw, (x + r, cy + 1), -3, T, True, (255, 255, 255), "mm")
    canvas.text(draw, (x + 2 * r + 4, cy), f"×{n}", T, True, palette.BAD, "lm")
    return 2 * r + 4 + _width(f"×{n}", T, True)


# ---- flows: pieces side by side, wrapping ------------------------------------------------------------
def _flow(items, width, gap=12, row=ROW, row_gap=6):
    """canvas.flow with this image's row height and spacing."""
    return canvas.flow(items, width, row, gap, row_gap)


def _text_item(value, size=T, bold=False, fill=palette.INK, max_w=None):
    if max_w:
        value = _fit(value, max_w, size, bold)
    return _width(value, size, bold), lambda d, x, y: canvas.text(d, (x, y + ROW / 2), value, size, bold, fill, "lm")


def _coin_item(n):
    return _coin_width(n), lambda d, x, y: _coin(d, x + _coin_width(n) / 2, y + ROW / 2, n)


def _pp_item(n):
    return _pp_width(n), lambda d, x, y: _pp(d, x, y + ROW / 2, n)


def _cube_item(colour, n, mk, faded=False):
    return _chip_width(_cube_label(colour, n, mk)), lambda d, x, y: _cube_chip(d, x, y + 6, colour, n, mk,
                                                                               faded=faded)


def _good_item(good, mk):
    return _good_width(good, mk), lambda d, x, y: _good(d, x, y + 6, good, mk)


def _penalty_item(n):
    return 44 + _width(f"×{n}", T, True), lambda d, x, y: _penalty(d, x, y + ROW / 2, n)


def _cost_item(cost, mk):
    return _cost_width(cost, mk), lambda d, x, y: _cost(d, x, y + 6, cost, mk)


# ---- a card in one line (panels, display) ----------------------------------------------------------
class _CardLine:
    """A card as a row ROW high: strip (office: its colour's mark; else Bu/Pe), name, then the cost when not
    activated, the timing mark, ✓ when activated, ↻ when used this round."""

    def __init__(self, view, card, mk, activated, max_w, cost=None):
        self.card, self.mk, self.activated = card, mk, activated
        self.strip = _strip_label(card, mk)
        self.strip_w = _chip_width(self.strip, 6)
        self.show_cost = (not activated) if cost is None else cost
        tail = []
        timing = card.get("timing")
        if timing in mk.timing:
            tail.append(mk.timing[timing])
        if activated:
            tail.append(USED if card.get("used") else DONE)
        self.tail = " ".join(tail)
        self.cost_w = _cost_width(card.get("cost"), mk) + 8 if self.show_cost else 0
        self.tail_w = _width(self.tail, T, True) + 8 if self.tail else 0
        name = i18n.in_view(view, card.get("name") or "")
        room = max_w - self.strip_w - 16 - self.cost_w - self.tail_w
        self.name = _fit(name, room, T, True)
        self.width = self.strip_w + 12 + _width(self.name, T, True) + 8 + self.cost_w + self.tail_w + 4

    def draw(self, draw, x, y):
        card = self.card
        h = ROW - 4
        used = card.get("used") and self.activated
        fill = USED_FILL if used else (palette.PANEL if self.activated else IDLE_FILL)
        draw.rounded_rectangle((x, y + 2, x + self.width, y + 2 + h), radius=6, fill=fill,
                               outline=palette.INK if self.activated else palette.MUTED, width=2)
        sf = _strip_fill(card)
        draw.rounded_rectangle((x, y + 2, x + self.strip_w, y + 2 + h), radius=6, fill=sf, outline=palette.INK,
                               width=2)
        canvas.text(draw, (x + self.strip_w / 2, y + ROW / 2 + 1), self.strip, T, True, palette.text_on(sf), "mm")
        tx = x + self.strip_w + 8
        canvas.text(draw, (tx, y + ROW / 2), self.name, T, True, palette.INK if self.activated else palette.MUTED,
                    "lm")
        tx += _width(self.name, T, True) + 8
        if self.show_cost:
            _cost(draw, tx, y + 6, card.get("cost"), self.mk)
            tx += self.cost_w
        if self.tail:
            canvas.text(draw, (tx, y + ROW / 2), self.tail, T, True, palette.BAD if used else palette.GOOD, "lm")

    def item(self):
        return self.width, self.draw


# ---- header: round, dice, tribute, round track -----------------------------------------------------
def _status_line(view):
    if view.get("over"):
        return _t(view, N_("The game is over."))
    return i18n.in_view(view, view.get("waiting")) if view.get("waiting") else ""


def _heading(view):
    if view.get("over"):
        return _t(view, N_("Macao · game over"))
    if view.get("phase") == 0:  # MAC-019..021: the opening draft and the starting cubes, before round 1's phases
        return _t(view, N_("Macao · round {round} of 12 · setup"), round=view.get("round", 1))
    return _t(view, N_("Macao · round {round} of 12 · phase {phase}"), round=view.get("round", 1),
              phase=view.get("phase", 1))


def _die(draw, x, y, colour, value, converted, mk, size=64):
    """A die of the round: its colour, its mark top left, its value bottom right; →1 under it when it
    counts as 1 this round."""
    fill = FILL[colour]
    ink = palette.text_on(fill)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + 6, y + 4), mk.colour[colour], T, True, ink, "la")
    canvas.text(draw, (x + size - 7, y + size - 5), "–" if value is None else str(value), 32, True, ink, "rd")
    if value is not None and converted is not None and converted != value:
        canvas.text(draw, (x + size / 2, y + size + 4), f"{ARROW}{converted}", T, True, palette.BAD, "ma")


DIE, DIE_GAP = 64, 10


def _dice_block(view, title=None):
    """This round's dice (or "not rolled yet") and the tribute."""
    mk = Marks(view)
    dice = view.get("dice")
    conv = view.get("converted") or {}
    has_conv = bool(dice) and any(conv.get(c) not in (None, dice.get(c)) for c in COLOURS)
    dice_w = 6 * (DIE + DIE_GAP)
    side_x = M + dice_w + 10
    side_w = W - M - side_x
    trib = view.get("tribute") or {"gold": 0, "pp": 0}
    trib_title = _fit(_t(view, N_("Tribute")), side_w, 26, True)
    trib_note = _fit(_t(view, N_("pay gold, gain PP")), side_w, T)
    label = _fit(title, IW, 28, True) if title else ""
    head = 40 if title else 0
    body = DIE + (34 if has_conv else 8)
    if not dice:
        body = 80
    not_rolled = _fit(_t(view, N_("Dice not rolled yet")), dice_w - 10, 26, True)
    height = head + body

    def draw_fn(draw, y):
        if label:
            canvas.text(draw, (M, y), label, 28, True)
        yy = y + head
        if dice:
            for i, colour in enumerate(COLOURS):
                _die(draw, M + i * (DIE + DIE_GAP), yy, colour, dice.get(colour), conv.get(colour), mk)
        else:
            canvas.text(draw, (M, yy + 30), not_rolled, 26, True, palette.MUTED, "lm")
        canvas.text(draw, (side_x, yy + 2), trib_title, 26, True)
        cx = side_x + _coin_width(trib.get("gold", 0)) / 2
        _coin(draw, cx, yy + 56, trib.get("gold", 0))
        ax = side_x + _coin_width(trib.get("gold", 0)) + 8
        canvas.text(draw, (ax, yy + 56), ARROW, 28, True, palette.INK, "lm")
        px = ax + _width(ARROW, 28, True) + 8
        pw = _pp(draw, px, yy + 56, trib.get("pp", 0))
        canvas.text(draw, (px + pw + 10, yy + 56), _fit(trib_note, W - M - (px + pw + 10), T), T, False,
                    palette.MUTED, "lm")
    return height, draw_fn


def _header_block(view):
    lines = canvas.wrap(canvas.scratch(), _status_line(view), IW, 26)[:2]
    heading = _fit(_heading(view), IW, 32, True)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y + 20), heading, 32, True, palette.INK, "lm")
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 48 + 34 * i), line, 26, False, palette.MUTED)
    return 46 + 34 * len(lines), draw_fn


SEG_GAP = 4
SEG_W = (IW - 11 * SEG_GAP) // 12


def _round_track_block(view):
    """The 12 rounds: the current one framed, each coming round with its two office cards (their cost in
    cubes of their colour), the dice conversion from round 8."""
    mk = Marks(view)
    rnd = view.get("round", 1)
    offices = view.get("offices") or []
    first = 12 - len(offices) + 1  # offices[0] belongs to this round
    title = _Title(_t(view, N_("Rounds: office cards to come; from round 8, dice counted as 1")))
    seg_h = 30 + 2 * 35 + 2
    conv_h = 30
    height = title.height + seg_h + conv_h

    def draw_fn(draw, y):
        title.draw(draw, y)
        yy = y + title.height
        for r in range(1, 13):
            x = M + (r - 1) * (SEG_W + SEG_GAP)
            past = r < rnd or view.get("over")
            now = r == rnd and not view.get("over")
            draw.rectangle((x, yy, x + SEG_W, yy + seg_h), fill=USED_FILL if past else palette.PANEL,
                           outline=palette.HIGHLIGHT if now else palette.LINE, width=5 if now else 2)
            canvas.text(draw, (x + SEG_W / 2, yy + 4), str(r), T, True, palette.MUTED if past else palette.INK, "ma")
            i = r - first
            if 0 <= i < len(offices):
                for k, c in enumerate(offices[i][:2]):
                    colour = c.get("colour")
                    n = sum((c.get("cost") or {}).values())
                    if colour in FILL:
                        label = _cube_label(colour, n, mk)
                        cw = min(SEG_W - 8, _chip_width(label))
                        _chip(draw, x + (SEG_W - cw) / 2, yy + 30 + 35 * k, FILL[colour], label, 32, cw)
            if r in CONVERSION:
                canvas.text(draw, (x + SEG_W / 2, yy + seg_h + 3), f"{CONVERSION[r]}{ARROW}1", T, False,
                            palette.BAD, "ma")
    return height, draw_fn


# ---- the cards of the round -------------------------------------------------------------------------
TILE_GAP = 10
TILE_W = (IW - 2 * TILE_GAP) // 3
TILE_H = 92


def _tile(draw, x, y, view, card, mk, name):
    """A card of the display: strip, name, cost chips, tribute (gold circle, PP square), timing mark."""
    sf = _strip_fill(card)
    draw.rounded_rectangle((x, y, x + TILE_W, y + TILE_H), radius=8, fill=palette.PANEL, outline=palette.INK, width=2)
    strip = _strip_label(card, mk)
    sw = _chip_width(strip, 6)
    draw.rounded_rectangle((x, y, x + sw, y + TILE_H), radius=8, fill=sf, outline=palette.INK, width=2)
    canvas.text(draw, (x + sw / 2, y + TILE_H / 2), strip, T, True, palette.text_on(sf), "mm")
    tx = x + sw + 8
    canvas.text(draw, (tx, y + 22), name, T, True, palette.INK, "lm")
    cw = _cost(draw, tx, y + 50, card.get("cost"), mk)
    y_, r_ = (card.get("tribute") or [0, 0])[:2]
    bx = tx + cw + 10
    bx += _coin(draw, bx + _coin_width(y_, 16) / 2, y + 66, y_, 16) + 4
    bx += _pp(draw, bx, y + 66, r_, 32) + 8
    timing = card.get("timing")
    if timing in mk.timing:
        canvas.text(draw, (x + TILE_W - 8, y + 22), mk.timing[timing], T, True, palette.GOOD, "rm")


def _tile_name(view, card, mk):
    sw = _chip_width(_strip_label(card, mk), 6)
    tw = _width(mk.timing.get(card.get("timing"), ""), T, True) + 12
    return _fit(i18n.in_view(view, card.get("name") or ""), TILE_W - sw - 16 - tw, T, True)


def _display_block(view):
    mk = Marks(view)
    cards = view.get("display") or []
    rows = -(-len(cards) // 3)
    title = _Title(_t(view, N_("Cards of the round · deck {deck} · discard {discard}"), deck=view.get("deck", 0),
                      discard=(view.get("discard") or {}).get("count", 0)))
    th = title.height
    names = [_tile_name(view, c, mk) for c in cards]
    empty = _fit(_t(view, N_("no cards left this round")), IW, T)
    height = th + (rows * (TILE_H + 8) - 8 if cards else ROW)

    def draw_fn(draw, y):
        title.draw(draw, y)
        if not cards:
            canvas.text(draw, (M, y + th + ROW / 2), empty, T, False, palette.MUTED, "lm")
        for i, c in enumerate(cards):
            _tile(draw, M + (i % 3) * (TILE_W + TILE_GAP), y + th + (i // 3) * (TILE_H + 8), view, c, mk, names[i])
    return height, draw_fn


# ---- the city ---------------------------------------------------------------------------------------------
CELL_GAP = 4
CELL_W = (IW - 5 * CELL_GAP) // 6
CELL_H = 90


def _district(draw, x, y, d, mk):
    colour = d.get("colour")
    base = FILL.get(colour, palette.LINE)
    dark = d.get("dark")
    fill = _shade(_tint(base, 0.25), 0.7) if dark else _tint(base, 0.62)
    ink = palette.text_on(fill)
    draw.rectangle((x, y, x + CELL_W, y + CELL_H), fill=fill, outline=palette.INK, width=2)
    if dark:  # the dark band: a dark district (the joker's)
        draw.rectangle((x, y, x + CELL_W, y + 10), fill=palette.INK)
    top = y + (12 if dark else 4)
    label = str(d.get("id"))
    canvas.text(draw, (x + 6, top), label, T, True, ink, "la")
    cost = d.get("cost") or {}
    if list(cost) != [colour] and colour in mk.colour:  # the district's colour when the cost does not say it
        canvas.text(draw, (x + 12 + _width(label, T, True), top), mk.colour[colour], T, False, ink, "la")
    right = x + CELL_W - 5
    if d.get("owner") is not None:  # top right, so that a cost of several colours keeps the width
        canvas.player_token(draw, (right - 19, top + 19), d["owner"], 19)
        right -= 44
    if d.get("tile"):
        gw = _good_width(d["tile"], mk)
        _good(draw, right - gw, top, d["tile"], mk, 30)
    tight = _cost_width(cost, mk) > CELL_W - 10  # a cost of several colours: narrower chips
    _cost(draw, x + 5, y + CELL_H - 37, cost, mk, gap=2 if tight else 4, pad=3 if tight else 8)


def _city_block(view):
    mk = Marks(view)
    city = view.get("city") or []
    rows = max([d.get("row", 0) for d in city] + [0]) + 1
    title = _Title(_t(view, N_("City: district, cost, tile, owner")))
    th = title.height
    height = th + rows * (CELL_H + CELL_GAP) - CELL_GAP

    def draw_fn(draw, y):
        title.draw(draw, y)
        for d in city:
            _district(draw, M + d.get("col", 0) * (CELL_W + CELL_GAP), y + th + d.get("row", 0) * (CELL_H + CELL_GAP),
                      d, mk)
    return height, draw_fn


# ---- the sea route -----------------------------------------------------------------------------------
PORT_W, PORT_H, SEA_R, ROW_PITCH = 200, 116, 22, 136


def _port(draw, cx, cy, port, ships, mk):
    x, y = cx - PORT_W / 2, cy - PORT_H / 2
    draw.rounded_rectangle((x, y, x + PORT_W, y + PORT_H), radius=8, fill=palette.PANEL, outline=palette.INK, width=2)
    good = port.get("good")
    gw = _good_width(good, mk)
    name = _fit(_port_name(port["id"]), PORT_W - 12, T, True)
    canvas.text(draw, (x + 6, y + 20), name, T, True, palette.INK, "lm")
    _good(draw, x + 6, y + 41, good, mk, 32)
    values = port.get("values") or []
    filled = port.get("filled", 0)
    bw = min(48, (PORT_W - 16 - gw - 4 * (len(values) - 1)) // max(1, len(values)))
    for i, v in enumerate(values):
        bx = x + 10 + gw + i * (bw + 4)
        done = i < filled
        draw.rectangle((bx, y + 40, bx + bw, y + 74), fill=USED_FILL if done else _tint(PP_FILL, 0.75),
                       outline=palette.MUTED if done else palette.INK, width=2)
        canvas.text(draw, (bx + bw / 2, y + 58), str(v), T, True, palette.MUTED if done else palette.INK, "mm")
        if done:
            draw.line((bx + 4, y + 70, bx + bw - 4, y + 44), fill=palette.BAD, width=4)
    _ships(draw, cx, y + 96, ships, PORT_W - 8)


def _ships(draw, cx, cy, ships, width):
    step = min(38, (width - 36) / max(1, len(ships) - 1)) if len(ships) > 1 else 0
    x0 = cx - step * (len(ships) - 1) / 2
    for i, s in enumerate(ships):
        canvas.player_token(draw, (x0 + i * step, cy), s, 18)


def _sea_block(view):
    mk = Marks(view)
    sea = view.get("sea") or {}
    spaces = sea.get("spaces") or []
    ports = {p["id"]: p for p in sea.get("ports") or []}
    ships = {}
    for s, where in sorted((int(k), v) for k, v in (sea.get("ships") or {}).items()):
        ships.setdefault(where, []).append(s)
    xs = [sp.get("x", 0) for sp in spaces] or [0]
    ys = [sp.get("y", 0) for sp in spaces] or [0]
    minx, maxx, miny, maxy = min(xs), max(xs), min(ys), max(ys)
    colw = (IW - PORT_W) / max(1e-9, maxx - minx) if maxx > minx else 0
    # y counts rows of ports (a row per ROW_PITCH px); coordinates on another scale are fitted to 3 rows
    pitch = ROW_PITCH if maxy - miny <= 4 else 3 * ROW_PITCH / (maxy - miny)
    rows_h = (maxy - miny) * pitch
    title = _Title(_t(view, N_("Sea route: ports with their good and delivery values, ships")))
    th = title.height
    height = th + PORT_H + rows_h + 10

    def pos(sp, y0):
        return (M + PORT_W / 2 + (sp.get("x", 0) - minx) * colw, y0 + th + PORT_H / 2 + (sp.get("y", 0) - miny)
                * pitch)

    start_label = _fit(_port_name(next((sp["id"] for sp in spaces if sp.get("kind") == "start"), "")),
                       PORT_W - 60, T, True)

    def draw_fn(draw, y):
        title.draw(draw, y)
        draw.rounded_rectangle((M, y + th, W - M, y + height), radius=10, fill=SEA)
        at = {sp["id"]: pos(sp, y) for sp in spaces}
        for a, b in sea.get("edges") or []:
            if a in at and b in at:
                draw.line((at[a], at[b]), fill=SEA_LINE, width=6)
        for sp in spaces:
            cx, cy = at[sp["id"]]
            here = ships.get(sp["id"], [])
            if sp["id"] in ports:
                _port(draw, cx, cy, ports[sp["id"]], here, mk)
            elif sp.get("kind") == "start":
                x0, y0 = cx - PORT_W / 2, cy - PORT_H / 2
                draw.rounded_rectangle((x0, y0, x0 + PORT_W, y0 + PORT_H), radius=8, fill=SPACE,
                                       outline=palette.INK, width=2)
                canvas.text(draw, (x0 + 8, y0 + 22), ANCHOR, 28, True, palette.INK, "lm")
                canvas.text(draw, (x0 + 46, y0 + 22), start_label, T, True, palette.INK, "lm")
                _ships(draw, cx, y0 + 80, here, PORT_W - 8)
            else:
                draw.ellipse((cx - SEA_R, cy - SEA_R, cx + SEA_R, cy + SEA_R), fill=SPACE, outline=palette.INK,
                             width=2)
                # the sea space's name, as the moves say it ("Ship to sea space S1")
                canvas.text(draw, (cx, cy), str(sp["id"]).upper(), T, True, palette.INK, "mm")
                if here:
                    _ships(draw, cx, cy + SEA_R + 22, here, PORT_W - 20)
    return height, draw_fn


# ---- the wall -----------------------------------------------------------------------------------------
WALL_GAP = 3
WALL_W = (IW - 15 * WALL_GAP) // 16
DISC = 36


def _wall_block(view):
    wall = view.get("wall") or [[] for _ in range(16)]
    order = view.get("order") or []
    stack = max([len(s) for s in wall] + [1])
    box_h = 30 + stack * DISC + 8
    title = _Title(_t(view, N_("Wall: further along goes first; on one space, the higher disc")))
    items = [_text_item(_t(view, N_("Turn order")), 26, True, palette.INK, IW)]
    for i, s in enumerate(order):
        label = f"{i + 1}."
        items.append((_width(label, T, True) + 46, lambda d, x, y, s=s, label=label: (
            canvas.text(d, (x, y + ROW / 2), label, T, True, palette.INK, "lm"),
            canvas.player_token(d, (x + _width(label, T, True) + 26, y + ROW / 2), s))))
    flow = _flow(items, IW)
    height = title.height + box_h + 8 + flow[0]

    def draw_fn(draw, y):
        title.draw(draw, y)
        yy = y + title.height
        for i, discs in enumerate(wall):
            x = M + i * (WALL_W + WALL_GAP)
            draw.rectangle((x, yy, x + WALL_W, yy + box_h), fill=(222, 210, 186), outline=palette.INK, width=2)
            canvas.text(draw, (x + WALL_W / 2, yy + box_h - 4), str(i + 1), T, True, palette.MUTED, "md")
            for k, s in enumerate(discs):  # bottom first
                canvas.player_token(draw, (x + WALL_W / 2, yy + box_h - 30 - DISC / 2 - k * DISC), s, 17)
        flow[1](draw, M, yy + box_h + 8)
    return height, draw_fn


# ---- the wind rose ------------------------------------------------------------------------------------
BOX_W, BOX_GAP = 128, 10
ROSE_W = 3 * BOX_W + 2 * BOX_GAP
ARROW_H = 44
# where boxes 1..6 sit below the arrow's, in box widths and heights: clockwise round the token
ROSE_AT = [(2, 0), (2, 1), (1.5, 2), (0.5, 2), (0, 1), (0, 0)]


def _sector_chips(cubes):
    return [(c, n) for c, n in ((c, (cubes or {}).get(c, 0)) for c in COLOURS) if n]


def _rose_layout(p, mk):
    """The active cubes' chips in rows across the arrow's box, and the height of boxes 1..6."""
    sectors = list(p.get("rose") or [{}] * 6)[:6]
    sectors += [{}] * (6 - len(sectors))
    chips = [_sector_chips(s) for s in sectors]
    per_row = 2 if all(_chip_width(_cube_label(c, n, mk), 4) <= BOX_W // 2 - 6 for sc in chips for c, n in sc) else 1
    rows = max([-(-len(c) // per_row) for c in chips] + [1])
    box_h = 30 + rows * 34 + 2
    active, row, x = [], [], 40
    for c, n in _sector_chips(p.get("cubes")):
        w = _chip_width(_cube_label(c, n, mk), 4)
        if row and x + w > ROSE_W - 6:
            active.append(row)
            row, x = [], 40
        row.append((c, n, x, w))
        x += w + 4
    active.append(row)
    return chips, box_h, active, per_row


def _rose_size(p, mk):
    _, box_h, active, _ = _rose_layout(p, mk)
    return ROSE_W, ARROW_H + 34 * (len(active) - 1) + BOX_GAP + 3 * box_h + 2 * BOX_GAP


def _rose(draw, x, y, p, seat, mk):
    """The wind rose: the arrow's side on top, wide, holds the active cubes; boxes 1..6 clockwise round the
    player's token hold the cubes arriving in that many rounds; the arrow points at the active side."""
    chips, box_h, active, per_row = _rose_layout(p, mk)
    top_h = ARROW_H + 34 * (len(active) - 1)
    ring_y = y + top_h + BOX_GAP
    sx, sy = BOX_W + BOX_GAP, box_h + BOX_GAP
    boxes = [(x + cx * sx, ring_y + cy * sy) for cx, cy in ROSE_AT]
    centre = (x + ROSE_W / 2, ring_y + sy - BOX_GAP / 2)
    pts = [(x + 30, y + top_h / 2), (x + ROSE_W - 30, y + top_h / 2)] + \
        [(bx + BOX_W / 2, by + box_h / 2) for bx, by in boxes]
    draw.polygon([pts[1], pts[2], pts[3], pts[4], pts[5], pts[6], pts[7], pts[0]], fill=(232, 224, 206),
                 outline=palette.LINE)
    bottom = y + top_h
    draw.line((centre[0], centre[1] - 22, centre[0], bottom + 14), fill=palette.INK, width=5)
    draw.polygon([(centre[0] - 11, bottom + 16), (centre[0] + 11, bottom + 16), (centre[0], bottom + 1)],
                 fill=palette.INK)
    canvas.player_token(draw, centre, seat, 22)
    draw.rounded_rectangle((x, y, x + ROSE_W, y + top_h), radius=8, fill=palette.PANEL, outline=palette.HIGHLIGHT,
                           width=5)
    canvas.text(draw, (x + 10, y + ARROW_H / 2), ARROW, 28, True, palette.INK, "lm")
    for r, row in enumerate(active):
        for c, n, cx, w in row:
            _chip(draw, x + cx, y + 6 + 34 * r, FILL[c], _cube_label(c, n, mk), 32, w)
    for k, (bx, by) in enumerate(boxes):
        draw.rounded_rectangle((bx, by, bx + BOX_W, by + box_h), radius=8, fill=palette.PANEL, outline=palette.INK,
                               width=2)
        canvas.text(draw, (bx + 8, by + 3), str(k + 1), T, True, palette.MUTED, "la")
        for i, (c, n) in enumerate(chips[k]):
            label = _cube_label(c, n, mk)
            cw = min(BOX_W // per_row - 6, _chip_width(label, 4))
            _chip(draw, bx + 4 + (i % per_row) * (BOX_W // 2), by + 30 + (i // per_row) * 34, FILL[c], label, 30, cw)


# ---- player panels -------------------------------------------------------------------------------------
def _score_text(view, seat):
    p = view["players"][seat]
    score = view["result"]["scores"][seat] if view.get("over") and view.get("result") else p.get("pp", 0)
    return _t(view, plural("{n} PP", "{n} PP", "n", n=score))


def _status_items(view, seat, width, cubes=False):
    """Gold, penalty markers, jokers, districts, ship and goods of a seat (and its active cubes): flow items."""
    p = view["players"][seat]
    mk = Marks(view)
    items = []
    if cubes:
        items.append(_text_item(_t(view, N_("Active cubes")), 26, True, palette.INK, width))
        for c in COLOURS:
            items.append(_cube_item(c, (p.get("cubes") or {}).get(c, 0), mk,
                                    faded=not (p.get("cubes") or {}).get(c, 0)))
        items.append(None)
    items.append(_coin_item(p.get("gold", 0)))
    items.append(_pp_item(p.get("pp", 0)))
    if p.get("penalties"):
        items.append(_penalty_item(p["penalties"]))
    if p.get("jokers"):
        items.append((_good_width("joker", mk) + 6 + _width(f"×{p['jokers']}", T, True), lambda d, x, y: (
            _good(d, x, y + 6, "joker", mk), canvas.text(d, (x + _good_width("joker", mk) + 4, y + ROW / 2),
                                                         f"×{p['jokers']}", T, True, palette.INK, "lm"))))
    items.append(_text_item(_t(view, plural("{n} district", "{n} districts", "n", n=p.get("districts", 0))), T,
                            False, palette.INK, width))
    items.append(_text_item(_ship_words(view, p.get("ship")), T, True, palette.INK, width))
    for g in p.get("goods") or []:
        items.append(_good_item(g, mk))
    if not p.get("goods"):
        items.append(_text_item(_t(view, N_("no goods")), T, False, palette.MUTED, width))
    return items


def _ship_words(view, where):
    """Where a ship is: a port or the start by name, else at sea."""
    kinds = {sp.get("id"): sp.get("kind") for sp in (view.get("sea") or {}).get("spaces") or []}
    if kinds.get(where) in ("port", "start"):
        return _t(view, N_("Ship: {place}"), place=as_is(_port_name(where)))
    return _t(view, N_("Ship: at sea"))


class _Panel:
    """One player's panel, full width: the wind rose on the left; status, board and activated cards right."""

    def __init__(self, view, seat):
        self.view, self.seat = view, seat
        p = view["players"][seat]
        mk = Marks(view)
        self.mk = mk
        self.rose_w, self.rose_h = _rose_size(p, mk)
        self.right_x = self.rose_w + 24
        rw = IW - self.right_x - 12
        items = _status_items(view, seat, rw)
        items.append(None)
        board = p.get("board") or []
        items.append(_text_item(_t(view, plural("Board: {n} card", "Board: {n} cards", "n", n=len(board))), T, True,
                                palette.INK, rw))
        for c in board:
            items.append(_CardLine(view, c, mk, False, rw).item())
        items.append(None)
        act = p.get("activated") or []
        items.append(_text_item(_t(view, plural("Activated: {n}", "Activated: {n}", "n", n=len(act))), T, True,
                                palette.INK, rw))
        for c in act:
            items.append(_CardLine(view, c, mk, True, rw).item())
        self.flow = _flow(items, rw, gap=8)
        self.height = canvas.PANEL_HEAD + max(self.rose_h, self.flow[0]) + 10

    def draw(self, draw, x, y):
        view, seat = self.view, self.seat
        canvas.player_panel(draw, (x, y, x + IW, y + self.height), seat, view["names"][seat], _score_text(view, seat),
                            seat in (view.get("to_act") or []), resigned=seat in canvas.resigned_seats(view),
                            lang=view.get("lang") or "en")
        _rose(draw, x + 10, y + canvas.PANEL_HEAD, view["players"][seat], seat, self.mk)
        self.flow[1](draw, x + self.right_x, y + canvas.PANEL_HEAD)


def _players_blocks(view):
    out = []
    for s in range(len(view["players"])):
        pn = _Panel(view, s)
        out.append((pn.height, lambda draw, y, pn=pn: pn.draw(draw, M, y)))
    return out


# ---- the key ------------------------------------------------------------------------------------------
def _shown_cards(view, private=False):
    if private:
        p = view["players"][view["seat"]]
        cards = list(p.get("board") or []) + list(p.get("activated") or [])
        if view.get("phase") == 1:
            cards += view.get("display") or []
        return cards
    cards = list(view.get("display") or [])
    for p in view["players"]:
        cards += list(p.get("board") or []) + list(p.get("activated") or [])
    return cards


def key_entries(view, private=False) -> list[str]:
    """Every mark and shape of the image with what it means, in the view's language; a mark only when the
    image draws it (the colours always)."""
    mk = Marks(view)
    cards = _shown_cards(view, private)
    entries = [f"{mk.colour[c]} {_t(view, COLOUR_WORDS[c])}" for c in COLOURS]
    entries.append(_t(view, N_("{chip}: {n} cubes of that colour"), chip=as_is(_cube_label("red", 2, mk)), n=2))
    goods = set()
    if not private:
        goods |= {d.get("tile") for d in view.get("city") or [] if d.get("tile")}
        goods |= {p.get("good") for p in (view.get("sea") or {}).get("ports") or []}
    for p in ([view["players"][view["seat"]]] if private else view["players"]):
        goods |= set(p.get("goods") or [])
        if p.get("jokers"):
            goods.add("joker")
    entries += [f"{mk.good[g]} {_t(view, GOOD_WORDS[g])}" for g in list(GOODS) + ["joker"] if g in goods]
    entries += [_t(view, N_("circle: gold")), _t(view, N_("square: prestige points (PP)"))]
    kinds = {c.get("type") for c in cards}
    if "office" in kinds:
        entries.append(_t(view, N_("coloured strip: office card")))
    entries += [f"{mk.type[k]} {_t(view, TYPE_WORDS[k])}" for k in ("building", "person") if k in kinds]
    timings = {c.get("timing") for c in cards}
    entries += [_t(view, N_("{mark} {timing}"), mark=as_is(mk.timing[t]), timing=TIMING_WORDS[t])
                for t in ("phase1", "phase2", "game_end", "continuous") if t in timings]
    if "phase3" in timings:
        entries.append(_t(view, N_("no mark: phase 3")))
    if cards:
        entries.append(_t(view, N_("{done} activated; grey: not yet"), done=as_is(DONE)))
    if any(c.get("used") for c in cards):
        entries.append(_t(view, N_("{used} used this round"), used=as_is(USED)))
    if any(p.get("penalties") for p in ([view["players"][view["seat"]]] if private else view["players"])):
        entries.append(_t(view, N_("dark disc −3: penalty markers")))
    # MAC-045: until a rose turns (after its seat's dice), its sector 1 is this round's, not the next one's
    roses = [view["players"][view["seat"]]] if private else view["players"]
    if view.get("over") or all(p.get("turned", view.get("phase") == 3) for p in roses):
        entries.append(_t(view, N_("rose: {arrow} active cubes, 1-6 in that many rounds"), arrow=as_is(ARROW)))
    else:
        entries.append(_t(view, N_("rose: {arrow} active cubes; 1 comes under the arrow after this round's dice, "
                                   "2-6 in the rounds after"), arrow=as_is(ARROW)))
    if not private:
        entries += [_t(view, N_("black band: dark district")),
                    _t(view, N_("lettered disc: a player's marker, disc or ship")),
                    _t(view, N_("struck value: delivered already"))]

    dice_drawn = not view.get("over") and (not private or view.get("phase") == 2)
    conv = view.get("converted") or {}
    if dice_drawn and view.get("dice") and any(conv.get(c) not in (None, v) for c, v in view["dice"].items()):
        entries.append(_t(view, N_("{arrow}1 under a die: counts as 1 this round"), arrow=as_is(ARROW)))
    if private and view.get("usable"):
        entries.append(_t(view, N_("yellow frame: you can use it now")))
    return entries


def _key_block(view, private=False):
    d = canvas.scratch()
    lines = canvas.key_lines(d, key_entries(view, private), IW)
    lines += canvas.wrap(d, _t(view, N_("City map, sea route, card costs and tributes: Tavolo stand-ins.")), IW)
    return canvas.key_block(lines, M, title=_t(view, N_("Key")))


def _standings_block(view):
    return canvas.standings_block(view, M, IW, lambda n: plural("{n} PP", "{n} PP", "n", n=n), BREAKDOWN_WORDS)


def _continued(view):
    def draw_fn(draw, y, page):
        canvas.text(draw, (M, y), _fit(_t(view, N_("Macao · round {round} · image {page}"),
                                          round=view.get("round", 1), page=page), IW, 28, True), 28, True, palette.MUTED)
    return 40, draw_fn


# ---- public image ------------------------------------------------------------------------------------
def render_public_pages(view: dict) -> list[Image.Image]:
    blocks = [_header_block(view)]
    if view.get("over") and view.get("result"):  # the result first, where a phone shows it at once
        blocks.append(_standings_block(view))
    if not view.get("over"):
        blocks += [_dice_block(view), _round_track_block(view), _display_block(view)]
    blocks += [_city_block(view), _wall_block(view), _sea_block(view)]
    blocks.append(_key_block(view))  # under the board, whose marks it mostly explains, when it fits there
    blocks += _players_blocks(view)
    return canvas.pages(blocks, _continued(view))


def render_public(view: dict) -> Image.Image:
    return render_public_pages(view)[0]


# ---- private image -------------------------------------------------------------------------------------
def _private_head(view, seat):
    def draw_fn(draw, y):
        canvas.player_token(draw, (M + 20, y + 20), seat, 20)
        score = _score_text(view, seat)
        name = _fit(view["names"][seat], IW - 70 - _width(score, 32, True), 32, True)
        canvas.text(draw, (M + 50, y + 20), name, 32, True, palette.INK, "lm")
        canvas.text(draw, (W - M, y + 20), score, 32, True, palette.INK, "rm")
        parts = [_heading(view)]
        if seat in canvas.resigned_seats(view):
            parts.append(_t(view, N_("resigned, ranked last")))
        elif seat in (view.get("to_act") or []) and not view.get("over"):
            parts.append(_t(view, N_("your turn")))
        canvas.text(draw, (M, y + 50), _fit(" · ".join(parts), IW, 26), 26, False, palette.MUTED)
    return 84, draw_fn


def _prompt_block(view):
    if not view.get("prompt"):
        return None
    lines = canvas.wrap(canvas.scratch(), i18n.in_view(view, view["prompt"]), IW, 26, True)[:4]

    def draw_fn(draw, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 34 * i), line, 26, True, palette.BAD)
    return 34 * len(lines), draw_fn


def _own_status_block(view, seat):
    """The wind rose beside the active cubes, gold, PP, penalties, jokers, ship and goods."""
    p = view["players"][seat]
    mk = Marks(view)
    rose_w, rose_h = _rose_size(p, mk)
    rx = rose_w + 20
    rw = IW - rx
    flow = _flow(_status_items(view, seat, rw, cubes=True), rw, gap=8)
    height = max(rose_h, flow[0])

    def draw_fn(draw, y):
        _rose(draw, M, y, p, seat, mk)
        flow[1](draw, M + rx, y)
    return height, draw_fn


def _cost_words(view, key, own):
    """The label of an action of `costs` ("district 7" → District 7), in the view's language; a text the
    renderer does not know is shown as it is (a canonical move)."""
    parts = str(key).split()
    head, rest = (parts[0], parts[1:]) if parts else ("", [])
    num = rest[0] if rest and rest[0].isdigit() else None
    if head == "district" and num:
        return _t(view, N_("District {d}"), d=as_is(num))
    if head == "wall" and num:
        return _t(view, plural("Wall {n} space", "Wall {n} spaces", "n", n=int(num)))
    if head == "ship" and num:
        return _t(view, plural("Ship {n} space", "Ship {n} spaces", "n", n=int(num)))
    if head == "ship" and len(rest) == 2 and rest[0] == "to":
        return _t(view, N_("Ship to {port}"), port=as_is(_port_name(rest[1])))
    if head == "tribute":
        return _t(view, N_("Tribute"))
    if head == "activate" and num:
        name = next((c["name"] for c in own if str(c.get("id")) == num), {"text": f"#{num}"})
        return _t(view, N_("Activate {card}"), card=name)
    if head == "deliver" and rest and rest[0] in GOOD_WORDS:
        return _t(view, N_("Deliver {good}"), good=GOOD_WORDS[rest[0]])
    return str(key)


def _costs_block(view, seat):
    costs = view.get("costs") or {}
    if not costs:
        return None
    mk = Marks(view)
    p = view["players"][seat]
    own = list(p.get("board") or []) + list(p.get("activated") or [])
    items = []
    for key, value in costs.items():
        label = _cost_words(view, key, own)
        parts = [_text_item(label, T, True, palette.INK, IW - 160)]
        if isinstance(value, bool) or value is None:
            parts.append(_text_item(_t(view, N_("not possible")), T, False, palette.BAD))
        elif isinstance(value, int):
            parts.append(_text_item(_t(view, plural("{n} cube of any colour", "{n} cubes of any colour", "n",
                                                    n=value)), T, False, palette.INK))
        elif isinstance(value, dict) and ("key" in value or "text" in value):
            parts.append(_text_item(i18n.in_view(view, value), T, False, palette.INK, IW))
        elif isinstance(value, dict):
            cubes = {c: n for c, n in value.items() if c in FILL}
            if cubes:
                parts.append(_cost_item(cubes, mk))
            if value.get("gold"):
                parts.append(_coin_item(value["gold"]))
            if value.get("any"):
                parts.append(_text_item(_t(view, plural("{n} cube of any colour", "{n} cubes of any colour", "n",
                                                        n=value["any"])), T, False, palette.INK))
        else:
            parts.append(_text_item(str(value), T, False, palette.INK, IW))
        w = sum(pw for pw, _ in parts) + 8 * (len(parts) - 1) + 14
        fns = parts

        def fn(d, x, y, fns=fns, w=w):
            d.rounded_rectangle((x, y, x + w, y + ROW), radius=6, fill=palette.PANEL, outline=palette.LINE, width=2)
            xx = x + 7
            for pw, f in fns:
                f(d, xx, y)
                xx += pw + 8
        items.append((min(w, IW), fn))
    title = _fit(_t(view, N_("What it costs now")), IW, 28, True)
    flow = _flow(items, IW, gap=8)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), title, 28, True)
        flow[1](draw, M, y + 40)
    return 40 + flow[0], draw_fn


HALF = (IW - 12) // 2
STRIP = 64


class _BigCard:
    """A card of the seat's own, half width: strip (office: colour mark; Bu/Pe), name and number, cost chips
    and state, tribute and timing, effect text wrapped; framed yellow when usable now."""

    def __init__(self, view, card, activated, usable, width=HALF, owned=True):
        self.view, self.card, self.activated, self.usable, self.width = view, card, activated, usable, width
        self.owned = owned
        mk = self.mk = Marks(view)
        room = width - STRIP - 20
        self.number = f"#{card.get('id')}"
        self.name = _fit(i18n.in_view(view, card.get("name") or ""), room - _width(self.number, T) - 8, 28, True)
        if not owned:
            state = ""
        elif activated:
            state = _t(view, N_("used this round")) if card.get("used") else _t(view, N_("activated"))
        else:
            state = _t(view, N_("not activated"))
        timing = _t(view, TIMING_WORDS.get(card.get("timing"), N_("phase 3")))
        self.cost_w = _cost_width(card.get("cost"), mk)
        self.mark = ((USED if card.get("used") else DONE) + " ") if activated else ""
        room_state = room - self.cost_w - 12
        joined = f"{self.mark}{state} · {timing}" if state else timing
        if _width(joined, T, True) <= room_state:  # state and timing on the cost's line
            self.state_line, self.timing = joined, []
        else:  # the timing's mark on the strip says it (the key explains it)
            self.state_line = _fit(self.mark + state, room_state, T, True) if state else ""
            self.timing = [] if state else canvas.wrap(None, timing, room, T)[:2]
        text = i18n.in_view(view, card.get("text") or "")
        self.lines = canvas.wrap(None, text, room, T) if text else []
        self.height = max(112 if owned else 166, 10 + 36 + 40 + 30 * len(self.timing) + 30 * len(self.lines) + 8)

    def draw(self, draw, x, y, h=None):
        card, mk = self.card, self.mk
        h = h or self.height
        used = self.activated and card.get("used")
        fill = USED_FILL if used else (palette.PANEL if self.activated else IDLE_FILL)
        draw.rounded_rectangle((x, y, x + self.width, y + h), radius=8, fill=fill,
                               outline=palette.HIGHLIGHT if self.usable else palette.INK, width=6 if self.usable else 2)
        sf = _strip_fill(card)
        draw.rounded_rectangle((x, y, x + STRIP, y + h), radius=8, fill=sf, outline=palette.INK, width=2)
        ink = palette.text_on(sf)
        canvas.text(draw, (x + STRIP / 2, y + 22), _strip_label(card, mk), 28, True, ink, "mm")
        ty = y + 64
        if not self.owned:  # the tribute counts while the card lies in the display
            y_, r_ = (card.get("tribute") or [0, 0])[:2]
            _coin(draw, x + STRIP / 2, y + 70, y_, 18)
            _pp(draw, x + STRIP / 2 - 18, y + 114, r_, 36)
            ty = y + 150
        if card.get("timing") in mk.timing:
            canvas.text(draw, (x + STRIP / 2, ty), mk.timing[card["timing"]], T, True, ink, "mm")
        tx = x + STRIP + 12
        canvas.text(draw, (tx, y + 28), self.name, 28, True, palette.INK, "lm")
        canvas.text(draw, (x + self.width - 10, y + 28), self.number, T, False, palette.MUTED, "rm")
        yy = y + 10 + 36
        cw = _cost(draw, tx, yy, card.get("cost"), mk)
        colour = palette.BAD if used else (palette.GOOD if self.activated else palette.MUTED)
        canvas.text(draw, (tx + cw + 12, yy + 16), self.state_line, T, True, colour, "lm")
        yy += 40
        for line in self.timing:
            canvas.text(draw, (tx, yy), line, T, False, palette.MUTED)
            yy += 30
        for line in self.lines:
            canvas.text(draw, (tx, yy), line, T)
            yy += 30


def _cards_blocks(view, title, cards, usable=(), owned=True):
    """Cards two to a row (a row per block, so pages split between rows), the title with the first."""
    title = _fit(title, IW, 28, True)
    big = [_BigCard(view, c, a, c.get("id") in usable, owned=owned) for c, a in cards]
    if not big:
        return [(40, lambda d, y: canvas.text(d, (M, y), title, 28, True))]
    blocks = []
    for r in range(0, len(big), 2):
        pair = big[r:r + 2]
        h = max(b.height for b in pair)
        head = 40 if r == 0 else 0

        def draw_fn(draw, y, pair=pair, h=h, head=head):
            if head:
                canvas.text(draw, (M, y), title, 28, True)
            for k, b in enumerate(pair):
                b.draw(draw, M + k * (HALF + 12), y + head, h)
        blocks.append((head + h, draw_fn))
    return blocks


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    p = view["players"][seat]
    blocks = [_private_head(view, seat)]
    prompt = _prompt_block(view)
    if prompt:
        blocks.append(prompt)
    if view.get("over") and view.get("result"):
        blocks.append(_standings_block(view))
    blocks.append(_own_status_block(view, seat))
    costs = _costs_block(view, seat)
    if costs:
        blocks.append(costs)
    if view.get("phase") == 1 and not view.get("over"):
        blocks += _cards_blocks(view, _t(view, N_("Cards of the round")), [(c, False) for c in view.get("display") or []],
                                owned=False)
    if view.get("phase") == 2 and not view.get("over"):
        blocks.append(_dice_block(view, _t(view, N_("Dice of the round"))))
    usable = set(view.get("usable") or [])
    board = [(c, False) for c in p.get("board") or []]
    act = [(c, True) for c in p.get("activated") or []]
    blocks += _cards_blocks(view, _t(view, plural("Your board: {n} card to activate", "Your board: {n} cards to activate",
                                                  "n", n=len(board))), board)
    if act:
        blocks += _cards_blocks(view, _t(view, plural("Activated: {n}", "Activated: {n}", "n", n=len(act))), act,
                                usable)
    blocks.append(_key_block(view, private=True))
    return canvas.pages(blocks, _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -----------------------------------------------------------------------
def _cost_text(view, cost):
    parts = [msg(N_("{n} {colour}"), n=n, colour=COLOUR_WORDS[c]) for c, n in (cost or {}).items() if n and c in FILL]
    return listing(parts) if parts else agreeing("cost", "nothing")


def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`): gold, PP,
    penalty markers, active cubes, the wind rose, ship and goods, jokers; each card of the board and each
    activated card with its number, cost, timing and effect; the cards usable now."""
    say = lambda m: i18n.in_view(view, m)  # noqa: E731  (the reader's language: a private view's)
    p = view["players"][view["seat"]]

    def cubes(held):
        parts = [msg(N_("{n} {colour}"), n=n, colour=COLOUR_WORDS[c]) for c, n in (held or {}).items() if n]
        return listing(parts) if parts else agreeing("cubes", "none")
    lines = [say(msg(N_("Gold {gold}; PP {pp}; penalty markers {penalties}; jokers {jokers}."), gold=p.get("gold", 0),
                     pp=p.get("pp", 0), penalties=p.get("penalties", 0), jokers=p.get("jokers", 0))),
             say(msg(N_("Active cubes: {cubes}."), cubes=cubes(p.get("cubes"))))]
    # MAC-045: sector 1 comes under the arrow when the rose turns, after the seat's dice of this round; until
    # then its cubes are this round's, not the next one's
    ahead = 1 if p.get("turned", view.get("phase") == 3) else 0
    for k, sector in enumerate(p.get("rose") or []):
        if any((sector or {}).values()):
            n = k + ahead
            lines.append("  " + say(msg(N_("This round, after your dice: {cubes}."), cubes=cubes(sector)) if not n
                                    else plural("In {n} round: {cubes}.", "In {n} rounds: {cubes}.", "n", n=n,
                                                cubes=cubes(sector))))
    goods = [GOOD_WORDS.get(g, g) for g in p.get("goods") or []]
    lines.append(_ship_words(view, p.get("ship")) + ". " + say(msg(N_("Goods: {goods}."),
                                                                  goods=listing(goods) if goods else agreeing("goods", "none"))))

    def card_line(c):
        return "  " + say(msg(N_("#{number} {name}: cost {cost}, {timing}. {text}"), number=as_is(str(c.get("id"))),
                              name=c.get("name"), cost=_cost_text(view, c.get("cost")),
                              timing=TIMING_WORDS.get(c.get("timing"), N_("phase 3")),
                              text=c.get("text") or ""))
    board = p.get("board") or []
    lines.append(say(plural("Your board: {n} card to activate", "Your board: {n} cards to activate", "n",
                            n=len(board))))
    lines += [card_line(c) for c in board]
    act = p.get("activated") or []
    lines.append(say(plural("Activated: {n}", "Activated: {n}", "n", n=len(act))))
    lines += [card_line(c) for c in act]
    usable = [c["name"] for c in act if c.get("id") in (view.get("usable") or ())]
    if usable:
        lines.append(say(msg(N_("You can use now: {cards}"), cards=listing(usable))))
    return lines
