"""Bruges images, drawn only from `Game.view` dicts (notes/bruges-brief.md, "The view"), phone first.

Every image is canvas.WIDTH (1080) px wide with text of at least canvas.MIN_TEXT (24) px; what does not
fit on one image goes on a further one (`render_public_pages`, `render_private_pages`).

Public image: header (round, phase, last round, start player, the round's dice, the reputation price,
who is awaited), the town board (each guard house with its two canal sections: colour and price of every
space, tokens built, the third space that scores, statues taken), the reputation track with its points
and every pawn, the cards (draw piles with their count and top back, the extra pile, the discard pile by
colour, the statue stack, the threat supply), then one panel per player: guilders, threat markers (2 of
a colour: the next is a penalty), workers, hand backs, majority tiles, and the town, each house in its
colour with its person (name, colour, activation icon, used this round) and pet.
Private image: the seat's header and prompt, the hand face up (name, colour, price, points, group,
activation, effect text), backs drawn but not yet seen, the seat's own guard house and town large with
the persons it can activate now framed, the dice and piles, the key and the stand-in note.

Colour is always doubled by a mark from the catalogs (`mark`: B Br R P Y in English, each language its
own), and shapes tell the kinds apart: a disc is a worker, a triangle a threat marker, a tall card a card
back, an octagon a statue. Activation icons are drawn glyphs (→ ∞ ❦) or the worker disc. The key under
every image names each mark and shape in the reader's language.
"""
from __future__ import annotations

import math

from PIL import Image

import i18n
from i18n import as_is
from render import canvas, palette
from rules.bruges.scoring import BREAKDOWN_WORDS
from rules.core.text import N_, agreeing, listing, mark, msg, plural

W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24
COLOURS = ("blue", "brown", "red", "purple", "yellow")
FILL = {"blue": (36, 96, 196), "brown": (132, 84, 44), "red": (210, 50, 40), "purple": (132, 68, 168),
        "yellow": (244, 200, 36)}
COLOUR_MARK = {"blue": mark("blue", "B"), "brown": mark("brown", "Br"), "red": mark("red", "R"),
               "purple": mark("purple", "P"), "yellow": mark("yellow", "Y")}
COLOUR_WORDS = {"blue": N_("blue"), "brown": N_("brown"), "red": N_("red"), "purple": N_("purple"),
                "yellow": N_("yellow")}
MAJORITIES = ("reputation", "persons", "canals", "pets")
MAJ_MARK = {"reputation": mark("reputation majority tile", "Rep"), "persons": mark("persons majority tile", "Per"),
            "canals": mark("canals majority tile", "Can"), "pets": mark("pets majority tile", "Pet")}
MAJ_WORDS = {"reputation": N_("reputation"), "persons": N_("persons"), "canals": N_("canals"), "pets": N_("pets")}
INF_MARK = {"once_per_round": mark("infinity: once per round", "1"), "action_modifier": mark("infinity: action", "+"),
            "situation": mark("infinity: situation", "!")}
ARROW, INFINITY, LAUREL, USED, PET, FLORIN, STAR = "→", "∞", "❦", "↻", "🐾", "ƒ", "★"
GREY = (206, 203, 196)
CANAL = (52, 62, 80)
STONE = (214, 204, 180)
USED_FILL = (226, 222, 214)
ROW = 46  # height of a line of pieces (discs, triangles, backs)


class Marks:
    """The marks of one view, in its language."""

    def __init__(self, view):
        def said(table):
            return {k: i18n.in_view(view, m) for k, m in table.items()}
        self.colour, self.majority, self.infinity = said(COLOUR_MARK), said(MAJ_MARK), said(INF_MARK)


def _t(view, key, **params) -> str:
    """A text of the image in the view's language."""
    return i18n.in_view(view, msg(key, **params) if params else key)


def _tint(rgb, amount=0.6):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _width(value, size=T, bold=False):
    return canvas.text_size(None, value, size, bold)[0]


def _pets_on(view) -> bool:
    return (view.get("options") or {}).get("pets") == "yes" or any(
        "pets" in p.get("majorities", {}) for p in view["players"])


# ---- pieces ------------------------------------------------------------------------------------------
def _chip(draw, x, y, colour, letters, w=None, h=34, radius=6):
    """A rounded box in a game colour with its mark; returns its width."""
    w = w or max(36, _width(letters, T, True) + 12)
    fill = FILL[colour]
    draw.rounded_rectangle((x, y, x + w, y + h), radius=radius, fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + w / 2, y + h / 2 + 1), letters, T, True, palette.text_on(fill), "mm")
    return w


def _disc(draw, cx, cy, colour, letters, r=20, faded=False):
    """A worker: a disc in its colour with the colour's mark."""
    r = max(r, _width(letters, T, True) // 2 + 4)
    fill = _tint(FILL[colour], 0.7) if faded else FILL[colour]
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=palette.MUTED if faded else palette.INK,
                 width=2)
    canvas.text(draw, (cx, cy + 1), letters, T, True, palette.MUTED if faded else palette.text_on(fill), "mm")
    return 2 * r


def _triangle(draw, x, y, colour, letters, w=60, h=ROW - 2, warn=False):
    """A threat marker: a triangle in its colour with the colour's mark."""
    fill = FILL[colour]
    pts = [(x, y + h), (x + w / 2, y), (x + w, y + h)]
    if warn:
        draw.polygon([(x - 4, y + h + 3), (x + w / 2, y - 6), (x + w + 4, y + h + 3)], fill=palette.BAD)
    draw.polygon(pts, fill=fill, outline=palette.INK)
    canvas.text(draw, (x + w / 2, y + h * 0.68), letters, T, True, palette.text_on(fill), "mm")


def _back(draw, x, y, colour, letters, w=None, h=ROW - 2):
    """A card back: a tall card in its colour with the colour's mark; colour None is a pile run out."""
    w = w or max(36, _width(letters, T, True) + 10)
    if colour is None:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=5, outline=palette.LINE, width=2)
        return w
    fill = FILL[colour]
    draw.rounded_rectangle((x, y, x + w, y + h), radius=5, fill=fill, outline=palette.INK, width=2)
    draw.rounded_rectangle((x + 4, y + 4, x + w - 4, y + h - 4), radius=3, outline=_tint(fill, 0.45), width=1)
    canvas.text(draw, (x + w / 2, y + h / 2 + 1), letters, T, True, palette.text_on(fill), "mm")
    return w


def _octagon(draw, cx, cy, r, value, fill=STONE):
    """A statue: an octagon with its value."""
    pts = [(cx + r * math.cos(math.radians(22.5 + 45 * i)), cy + r * math.sin(math.radians(22.5 + 45 * i)))
           for i in range(8)]
    draw.polygon(pts, fill=fill, outline=palette.INK)
    canvas.text(draw, (cx, cy + 1), str(value), T, True, palette.INK, "mm")


def _coin(draw, x, y, n):
    """Guilders: a gold coin with the florin sign, and the amount; returns the width."""
    draw.ellipse((x, y + 3, x + 38, y + 41), fill=(236, 190, 60), outline=palette.INK, width=2)
    canvas.text(draw, (x + 19, y + 23), FLORIN, 26, True, palette.INK, "mm")
    canvas.text(draw, (x + 44, y + 23), str(n), 26, True, palette.INK, "lm")
    return 44 + _width(str(n), 26, True)


def _icon_width(card, mk) -> int:
    act = card.get("activation") or ""
    if act.startswith("worker:"):
        return max(40, _width(mk.colour[act.split(":")[1]], T, True) + 8)
    return _width(_icon_text(card, mk), 28, True)


def _icon_text(card, mk) -> str:
    act = card.get("activation") or ""
    if act == "arrow":
        return ARROW
    if act == "laurel":
        return LAUREL
    if act == "infinity":
        return INFINITY + mk.infinity.get(card.get("infinity_type") or "", "")
    return ""


def _icon(draw, x, cy, card, mk) -> int:
    """A person's activation icon at x, centred on cy: → ∞1 ∞+ ∞! ❦, or the worker disc to pay."""
    act = card.get("activation") or ""
    if act.startswith("worker:"):
        colour = act.split(":")[1]
        return _disc(draw, x + _icon_width(card, mk) / 2, cy, colour, mk.colour[colour], 18)
    label = _icon_text(card, mk)
    canvas.text(draw, (x, cy), label, 28, True, palette.INK, "lm")
    return _width(label, 28, True)


# ---- flows: pieces side by side, wrapping --------------------------------------------------------
def _flow(items, width, gap=12, row=ROW, row_gap=6):
    """canvas.flow with this image's row height and spacing."""
    return canvas.flow(items, width, row, gap, row_gap)


def _text_item(value, size=T, bold=False, fill=palette.INK, max_w=None):
    if max_w:
        value = canvas.fit_text(None, value, max_w, size, bold)
    return _width(value, size, bold), lambda d, x, y: canvas.text(d, (x, y + ROW / 2), value, size, bold, fill, "lm")


def _coin_item(n):
    return 44 + _width(str(n), 26, True), lambda d, x, y: _coin(d, x, y, n)


def _worker_item(colour, n, mk):
    r = max(20, _width(mk.colour[colour], T, True) // 2 + 4)
    label = f"×{n}"

    def fn(d, x, y):
        _disc(d, x + r, y + ROW / 2, colour, mk.colour[colour], r, faded=not n)
        canvas.text(d, (x + 2 * r + 3, y + ROW / 2), label, T, bool(n), palette.INK if n else palette.MUTED, "lm")
    return 2 * r + 3 + _width(label, T, True), fn


def _threat_item(colour, n, mk):
    label = f"{n}/3"
    warn = n >= 2

    def fn(d, x, y):
        _triangle(d, x + 4, y + 1, colour, mk.colour[colour], warn=warn)
        canvas.text(d, (x + 70, y + ROW / 2), label, T, True, palette.BAD if warn else palette.INK, "lm")
    return 70 + _width(label, T, True), fn


def _back_item(colour, mk):
    w = max(36, _width(mk.colour[colour], T, True) + 10) if colour else 36
    return w, lambda d, x, y: _back(d, x, y + 1, colour, mk.colour.get(colour, ""), w)


def _majority_item(view, seat, name, flipped, mk):
    letters = mk.majority[name]
    w = _width(letters, T, True) + (40 if flipped else 16)

    def fn(d, x, y):
        fill = palette.player_colour(seat) if flipped else GREY
        d.rounded_rectangle((x, y + 4, x + w, y + ROW - 4), radius=6, fill=fill,
                            outline=palette.INK if flipped else palette.MUTED, width=2)
        ink = palette.text_on(fill) if flipped else palette.MUTED
        canvas.text(d, (x + 8, y + ROW / 2), letters, T, True, ink, "lm")
        if flipped:
            canvas.text(d, (x + w - 6, y + ROW / 2), "✓", T, True, ink, "rm")
    return w, fn


# ---- header --------------------------------------------------------------------------------------
def _die(draw, x, y, colour, value, mk, size=64):
    """A die of the round: its colour, its mark top left, its value bottom right."""
    fill = FILL[colour]
    ink = palette.text_on(fill)
    draw.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + 6, y + 4), mk.colour[colour], T, True, ink, "la")
    canvas.text(draw, (x + size - 7, y + size - 5), "–" if value is None else str(value), 32, True, ink, "rd")


def _status_line(view):
    if view.get("over"):
        return _t(view, N_("The game is over."))
    return i18n.in_view(view, view.get("waiting")) if view.get("waiting") else ""


def _header_block(view, title=True):
    d = canvas.scratch()
    mk = Marks(view)
    lines = canvas.wrap(d, _status_line(view), W - 2 * M, 26)[:2]
    side_x = M + 5 * 72 + 10
    side_w = W - M - side_x
    if view.get("rep_price") is not None:
        rep = [_t(view, N_("Reputation step this round")),
               _t(view, plural("{n} guilder", "{n} guilders", "n", n=view["rep_price"]))]
    elif view.get("dice"):
        rep = [_t(view, N_("No reputation step this round")), _t(view, N_("no die shows 1 or 2"))]
    else:
        rep = [_t(view, N_("Dice not rolled yet")), ""]
    rep = [canvas.fit_text(d, r, side_w, 26, i == 0) for i, r in enumerate(rep)]
    start = view.get("start")
    start_label = _t(view, N_("Start player"))
    start_name = canvas.fit_text(d, view["names"][start], W - 2 * M - _width(start_label, 26) - 70, 26, True) \
        if start is not None else ""
    top = 46 if title else 40  # the private image heads it "This round"
    table = 0 if view.get("over") else 72 + 44  # dice, price and start player matter while playing
    height = top + table + 34 * len(lines)
    if view.get("over"):
        heading = _t(view, N_("Bruges · game over · round {round}"), round=view.get("round", 0))
    else:
        heading = _t(view, N_("Bruges · round {round} · phase {phase}"), round=view.get("round", 0),
                     phase=view.get("phase", 1))
    badge = _t(view, N_("last round")) if view.get("last_round") and not view.get("over") else ""
    badge_w = _width(badge, T, True) + 24 if badge else 0
    heading = canvas.fit_text(d, heading, W - 2 * M - badge_w, 32, True)
    this_round = canvas.fit_text(d, _t(view, N_("This round")), W - 2 * M, 28, True)

    def draw_fn(draw, y):
        if title:
            canvas.text(draw, (M, y + 20), heading, 32, True, palette.INK, "lm")
            if badge:
                canvas.badge(draw, (W - M - badge_w + 14, y + 2), badge, palette.BAD)
        else:  # the private image has its own head
            canvas.text(draw, (M, y), this_round, 28, True)
        y -= 46 - top
        yy = y + 46
        if not table:
            for i, line in enumerate(lines):
                canvas.text(draw, (M, yy + 34 * i), line, 26, False, palette.MUTED)
            return
        dice = view.get("dice") or {}
        for i, colour in enumerate(COLOURS):
            _die(draw, M + i * 72, yy, colour, dice.get(colour), mk)
        canvas.text(draw, (side_x, yy + 4), rep[0], 26, True)
        if rep[1]:
            canvas.text(draw, (side_x, yy + 38), rep[1], 26, False, palette.MUTED)
        yy += 72
        if start is not None:
            canvas.text(draw, (M, yy + 20), start_label, 26, False, palette.INK, "lm")
            sx = M + _width(start_label, 26) + 30
            canvas.player_token(draw, (sx, yy + 20), start)
            canvas.text(draw, (sx + 28, yy + 20), start_name, 26, True, palette.INK, "lm")
        yy += 44
        for i, line in enumerate(lines):
            canvas.text(draw, (M, yy + 34 * i), line, 26, False, palette.MUTED)
    return height, draw_fn


# ---- the town board: guard houses and canals -----------------------------------------------------
SPACE_W, SPACE_H, SPACE_GAP, SEAL_W = 78, 64, 4, 64


def _space(draw, x, y, space, built, third, mk):
    """A canal space: its colour, mark and price; a built one dark with its mark; the third gold-barred."""
    colour = space["colour"]
    fill = FILL[colour]
    if built:
        draw.rectangle((x, y, x + SPACE_W, y + SPACE_H), fill=fill, outline=palette.INK)
        draw.rounded_rectangle((x + 7, y + 7, x + SPACE_W - 7, y + SPACE_H - 7), radius=6, fill=CANAL)
        canvas.text(draw, (x + SPACE_W / 2, y + SPACE_H / 2), mk.colour[colour], T, True, (255, 255, 255), "mm")
    else:
        draw.rectangle((x, y, x + SPACE_W, y + SPACE_H), fill=_tint(fill, 0.35), outline=palette.INK)
        ink = palette.text_on(_tint(fill, 0.35))
        canvas.text(draw, (x + 6, y + 4), mk.colour[colour], T, True, ink, "la")
        canvas.text(draw, (x + SPACE_W - 6, y + SPACE_H - 4), f"{FLORIN}{space['price']}", T, False, ink, "rd")
    if third:
        draw.rectangle((x + 2, y + SPACE_H + 2, x + SPACE_W - 2, y + SPACE_H + 7), fill=palette.HIGHLIGHT,
                       outline=palette.INK)


def _guard_house(draw, x, y, seat, p, mk):
    """One player's seal between its two canal sections: left runs outwards to the left, right to the
    right; then the statues the player took."""
    left, right = p["sections"]["left"], p["sections"]["right"]
    built = p.get("canal") or {}
    for i, space in enumerate(left):  # space 1 next to the seal
        sx = x + (4 - i) * (SPACE_W + SPACE_GAP)
        _space(draw, sx, y, space, i < built.get("left", 0), i == 2, mk)
    seal_x = x + 5 * (SPACE_W + SPACE_GAP) - SPACE_GAP + SEAL_W / 2
    canvas.player_token(draw, (seal_x, y + SPACE_H / 2), seat, 24)
    rx = x + 5 * (SPACE_W + SPACE_GAP) - SPACE_GAP + SEAL_W
    for i, space in enumerate(right):
        _space(draw, rx + i * (SPACE_W + SPACE_GAP), y, space, i < built.get("right", 0), i == 2, mk)
    ox = rx + 5 * (SPACE_W + SPACE_GAP) + 24
    for k, value in enumerate(p.get("statues") or []):
        _octagon(draw, ox + k * 52, y + SPACE_H / 2, 24, value)


GUARD_ROW = SPACE_H + 14


def _town_board_block(view, seats=None):
    seats = list(range(len(view["players"]))) if seats is None else seats
    mk = Marks(view)
    height = 36 + GUARD_ROW * len(seats)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), canvas.fit_text(draw, _t(view, N_("Canals: price and colour of each space")),
                                                  W - 2 * M, 26, True), 26, True)
        for k, s in enumerate(seats):
            _guard_house(draw, M, y + 36 + k * GUARD_ROW, s, view["players"][s], mk)
    return height, draw_fn


# ---- the reputation track ------------------------------------------------------------------------
STEP_W, HALL_W, STEP_H = 70, 1048 - 12 * 72, 58


def _reputation_block(view):
    points = view.get("reputation_points") or [0] * 13
    steps = len(points) - 1
    step_w = (W - 2 * M - HALL_W) // max(1, steps) - 2
    at = {}
    for s, p in enumerate(view["players"]):
        at.setdefault(min(p.get("rep", 0), steps), []).append(s)
    per = {0: max(1, (HALL_W - 8) // 38)}
    rows = max([1] + [-(-len(v) // per.get(k, max(1, (step_w + 2) // 36))) for k, v in at.items()])
    hall = canvas.fit_text(None, _t(view, N_("town hall")), HALL_W - 12, T)
    title = canvas.fit_text(None, _t(view, N_("Reputation: step, points at the end")), W - 2 * M, 26, True)
    height = 34 + STEP_H + 6 + rows * 38

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), title, 26, True)
        yy = y + 34
        for k in range(steps + 1):
            x = M if k == 0 else M + HALL_W + (k - 1) * (step_w + 2)
            w = HALL_W - 4 if k == 0 else step_w
            draw.rectangle((x, yy, x + w, yy + STEP_H), fill=palette.PANEL, outline=palette.LINE, width=2)
            if k == 0:
                canvas.text(draw, (x + w / 2, yy + STEP_H / 2), hall, T, False, palette.MUTED, "mm")
            else:
                canvas.text(draw, (x + 5, yy + 2), str(k), T, True, palette.INK, "la")
                canvas.text(draw, (x + w - 5, yy + STEP_H - 2), str(points[k]), T, False, palette.GOOD, "rd")
            seats = at.get(k, [])
            n = per.get(k, max(1, (step_w + 2) // 36))
            for i, s in enumerate(seats):
                cx = x + 19 + (i % n) * (36 if k else 38)
                if k:
                    cx = x + w / 2 + ((i % n) - (min(n, len(seats) - (i // n) * n) - 1) / 2) * 35
                canvas.player_token(draw, (cx, yy + STEP_H + 6 + 19 + (i // n) * 38), s)
    return height, draw_fn


# ---- cards: piles, discard, statues, supply ------------------------------------------------------
def _piles_block(view, supply=True):
    mk = Marks(view)
    d = canvas.scratch()
    col = (W - 2 * M) // 3
    piles = view.get("piles") or []
    labels = []
    for i, pile in enumerate(piles[:2]):
        name = _t(view, N_("Pile A")) if i == 0 else _t(view, N_("Pile B"))
        count = _t(view, plural("{n} card", "{n} cards", "n", n=pile.get("count", 0)))
        labels.append((pile.get("top"), canvas.fit_text(d, name, col - 60, 26, True),
                       canvas.fit_text(d, count, col - 60, T)))
    extra = view.get("extra") or {"count": 0, "in": False}
    labels.append(("extra", canvas.fit_text(d, _t(view, N_("Extra pile")), col - 60, 26, True),
                   canvas.fit_text(d, _t(view, N_("{n} · in play") if extra.get("in") else N_("{n} · set aside"),
                                         n=extra.get("count", 0)), col - 60, T)))
    disc = view.get("discard") or {"count": 0, "colours": {}}
    items = [_text_item(_t(view, N_("Discard pile {n}"), n=disc.get("count", 0)), 26, True)]
    for c in COLOURS:
        n = (disc.get("colours") or {}).get(c, 0)
        if n:
            bw, bfn = _back_item(c, mk)
            items.append((bw + 8 + _width(f"×{n}", T), lambda dd, x, y, bfn=bfn, bw=bw, n=n: (
                bfn(dd, x, y), canvas.text(dd, (x + bw + 4, y + ROW / 2), f"×{n}", T, False, palette.INK, "lm"))))
    top = disc.get("top")
    if top:
        items.append(_text_item(_t(view, N_("top: {name}"), name=top["name"]), T, False, palette.MUTED, W - 2 * M))
    items.append(None)
    items.append(_text_item(_t(view, N_("Statues")), 26, True))
    statues = view.get("statues") or []
    if statues:
        items.append((len(statues) * 50, lambda dd, x, y: [_octagon(dd, x + 23 + k * 50, y + ROW / 2, 23, v)
                                                         for k, v in enumerate(statues)]))
    else:
        items.append(_text_item(_t(view, N_("none left")), T, False, palette.MUTED))
    supply = view.get("threat_supply") if supply else None
    if supply:
        items.append(None)
        items.append(_text_item(_t(view, N_("Threat supply")), 26, True))
        for c in COLOURS:
            label = f"×{supply.get(c, 0)}"
            items.append((66 + _width(label, T), lambda dd, x, y, c=c, label=label: (
                _triangle(dd, x, y + 1, c, mk.colour[c]), canvas.text(dd, (x + 64, y + ROW / 2), label, T, False,
                                                                    palette.INK, "lm"))))
    flow_h, flow_fn = _flow(items, W - 2 * M)
    height = 34 + 64 + 12 + flow_h

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), _t(view, N_("Cards")), 26, True)
        yy = y + 34
        for i, (top_colour, name, count) in enumerate(labels):
            x = M + i * col
            if top_colour == "extra":
                draw.rounded_rectangle((x, yy, x + 44, yy + 62), radius=5, fill=GREY, outline=palette.INK, width=2)
                canvas.text(draw, (x + 22, yy + 31), "+", 32, True, palette.INK, "mm")
            else:
                _back(draw, x, yy, top_colour, mk.colour.get(top_colour, ""), 44, 62)
            canvas.text(draw, (x + 54, yy + 14), name, 26, True, palette.INK, "lm")
            canvas.text(draw, (x + 54, yy + 46), count, T, False, palette.MUTED, "lm")
        flow_fn(draw, M, yy + 64 + 12)
    return height, draw_fn


# ---- houses --------------------------------------------------------------------------------------
def _strip_width(colour, mk):
    return max(40, _width(mk.colour[colour], T, True) + 10)


def _house_names(view, house, w, mk, ids=False) -> list[str]:
    """The lines of the person's name in a house `w` wide: two at most, the second shortened."""
    person = house.get("person")
    room = w - _strip_width(house["colour"], mk) - 20
    if not person:
        return [canvas.fit_text(None, _t(view, agreeing("house", "empty")), room, T)]
    tail_w = _width(f"#{person['id']}", T) + 8 if ids else 0
    lines = canvas.wrap(None, i18n.in_view(view, person["name"]), room - tail_w, T, True)
    if len(lines) > 2:
        lines = [lines[0], canvas.fit_text(None, " ".join(lines[1:]), room - tail_w, T, True)]
    return lines or [""]


def _house_height(view, house, w, mk, ids=False):
    return 70 + 28 * (len(_house_names(view, house, w, mk, ids)) - 1) + (34 if house.get("pet") else 0)


def _house(draw, x, y, w, h, house, view, mk, number=None, usable=False, ids=False):
    """A house: its colour on a strip with its mark (and number), the person on it: name, colour, icon,
    points, used this round; its pet under it."""
    colour = house["colour"]
    fill = FILL[colour]
    person, pet = house.get("person"), house.get("pet")
    used = bool(person and person.get("used"))
    draw.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=USED_FILL if used else palette.PANEL,
                           outline=palette.HIGHLIGHT if usable else palette.LINE, width=6 if usable else 2)
    strip = _strip_width(colour, mk)
    draw.polygon([(x + 3, y + 16), (x + 3 + strip / 2, y + 3), (x + 3 + strip, y + 16)], fill=fill,
                 outline=palette.INK)
    draw.rectangle((x + 3, y + 16, x + 3 + strip, y + h - 3), fill=fill, outline=palette.INK)
    ink = palette.text_on(fill)
    # the mark under the roof, the house's number (typed in `recruit`, `fire house`) at the foot, apart
    canvas.text(draw, (x + 3 + strip / 2, y + 17), mk.colour[colour], T, True, ink, "ma")
    if number is not None:
        canvas.text(draw, (x + 3 + strip / 2, y + h - 4), str(number), T, True, ink, "md")
    px = x + strip + 12
    names = _house_names(view, house, w, mk, ids)
    if person:
        for i, line in enumerate(names):
            canvas.text(draw, (px, y + 20 + 28 * i), line, T, True, palette.INK, "lm")
        if ids:
            canvas.text(draw, (x + w - 10, y + 20), f"#{person['id']}", T, False, palette.MUTED, "rm")
        ly = y + 52 + 28 * (len(names) - 1)
        cw = _chip(draw, px, ly - 16, person["colour"], mk.colour[person["colour"]], h=32)
        ix = px + cw + 10
        ix += _icon(draw, ix, ly, person, mk) + 10
        points = str(person.get("points", 0)) + STAR
        canvas.text(draw, (ix, ly), points, T, False, palette.MUTED, "lm")
        ix += _width(points, T) + 10
        if used:
            canvas.text(draw, (ix, ly), USED, 30, True, palette.BAD, "lm")
    else:
        canvas.text(draw, (px, y + 20), names[0], T, False, palette.MUTED, "lm")
    if pet:
        py = y + h - 20
        canvas.text(draw, (px, py), PET, T, False, palette.INK, "lm")
        cw = _chip(draw, px + 34, py - 15, pet["colour"], mk.colour[pet["colour"]], h=30)
        name = canvas.fit_text(draw, i18n.in_view(view, pet["name"]), x + w - 8 - (px + 44 + cw), T)
        canvas.text(draw, (px + 44 + cw, py), name, T, False, palette.INK, "lm")


def _town(view, seat, width, cols, usable=(), ids=False):
    """The houses of a seat, `cols` to a row: (height, draw_fn(draw, x, y))."""
    houses = view["players"][seat].get("houses") or []
    mk = Marks(view)
    gap = 8
    w = (width - (cols - 1) * gap) // cols
    rows = [houses[i:i + cols] for i in range(0, len(houses), cols)]
    heights = [max(_house_height(view, h, w, mk, ids) for h in r) for r in rows]
    if not houses:
        label = canvas.fit_text(None, _t(view, N_("no houses yet")), width, T)
        return ROW, lambda d, x, y: canvas.text(d, (x, y + ROW / 2), label, T, False, palette.MUTED, "lm")
    height = sum(heights) + gap * (len(rows) - 1)

    def draw_fn(draw, x, y):
        yy = y
        for r, (row, rh) in enumerate(zip(rows, heights)):
            for k, house in enumerate(row):
                person = house.get("person")
                _house(draw, x + k * (w + gap), yy, w, rh, house, view, mk, r * cols + k + 1 if ids else None,
                       bool(person and person["id"] in usable), ids)
            yy += rh + gap
    return height, draw_fn


# ---- player panels -------------------------------------------------------------------------------
def _status_items(view, seat, width):
    """Guilders, threat markers, workers, hand backs, majority tiles of a seat: flow items."""
    p = view["players"][seat]
    mk = Marks(view)
    items = [_coin_item(p.get("guilders", 0))]
    threats = [(c, p["threats"].get(c, 0)) for c in COLOURS if p.get("threats", {}).get(c, 0)]
    for c, n in threats:
        items.append(_threat_item(c, n, mk))
    if not threats:
        items.append(_text_item(_t(view, N_("no threats")), T, False, palette.MUTED, width - 100))
    items.append(None)
    for c in COLOURS:
        items.append(_worker_item(c, p.get("workers", {}).get(c, 0), mk))
    items.append(None)
    backs = p.get("hand_colours") or []
    for c in backs:
        items.append(_back_item(c, mk))
    if not backs:
        items.append(_text_item(_t(view, N_("no cards")), T, False, palette.MUTED, width))
    if view.get("phase") == 3 and not view.get("over"):
        items.append(_text_item(_t(view, N_("{n}/4 played"), n=p.get("played", 0)), T, False, palette.MUTED, width))
    items.append(None)
    for name in MAJORITIES:
        if name in p.get("majorities", {}):
            items.append(_majority_item(view, seat, name, p["majorities"][name], mk))
    return items


def _score_text(view, seat):
    p = view["players"][seat]
    score = view["result"]["scores"][seat] if view.get("over") and view.get("result") else p.get("score", 0)
    return _t(view, plural("{n} pt", "{n} pts", "n", n=score))


class _Panel:
    """One player's panel laid out for a width: its height first, drawn later."""

    def __init__(self, view, seat, width):
        self.view, self.seat, self.width = view, seat, width
        self.flow = _flow(_status_items(view, seat, width - 24), width - 24)
        self.town = _town(view, seat, width - 16, 2 if width < 700 else 3)
        self.height = canvas.PANEL_HEAD + self.flow[0] + 10 + self.town[0] + 10

    def draw(self, draw, x, y, height=None):
        view, seat = self.view, self.seat
        canvas.player_panel(draw, (x, y, x + self.width, y + (height or self.height)), seat, view["names"][seat],
                            _score_text(view, seat), seat in (view.get("to_act") or []),
                            resigned=seat in canvas.resigned_seats(view), lang=view.get("lang") or "en")
        yy = y + canvas.PANEL_HEAD
        self.flow[1](draw, x + 12, yy)
        yy += self.flow[0] + 10
        self.town[1](draw, x + 8, yy)


def _players_blocks(view, key=None):
    """Player panels two to a row; with an odd number of players the key (`key(width, x)` gives the
    block) takes the free place beside the last panel when it fits there, else it follows."""
    n = len(view["players"])
    half = (W - 2 * M - 12) // 2
    blocks = []
    beside = None
    if key and n % 2:
        key_h, key_fn = key(half - 16, M + half + 12 + 8)
        if key_h <= _Panel(view, n - 1, half).height:
            beside = key_fn
    for row in range(0, n, 2):
        panels = [_Panel(view, s, half) for s in range(row, min(row + 2, n))]
        h = max(pn.height for pn in panels)

        def draw_fn(draw, y, panels=panels, h=h):
            for k, pn in enumerate(panels):
                pn.draw(draw, M + k * (half + 12), y, h)
            if len(panels) == 1 and beside:
                beside(draw, y + 6)
        blocks.append((h, draw_fn))
    if key and not beside:
        blocks.append(key(W - 2 * M, M))
    return blocks


# ---- the key -------------------------------------------------------------------------------------
def _shown_cards(view, private=False) -> list[dict]:
    """The person and pet cards an image draws: every town on the public image; the hand and the seat's
    own town on a private one."""
    seats = [view["seat"]] if private else range(len(view["players"]))
    cards = list(view.get("hand") or []) if private else []
    for s in seats:
        for h in view["players"][s].get("houses") or []:
            cards += [c for c in (h.get("person"), h.get("pet")) if c]
    return cards


def _icons(cards) -> set[str]:
    out = set()
    for c in cards:
        act = c.get("activation") or ""
        out.add("worker" if act.startswith("worker:") else (c.get("infinity_type") or "") if act == "infinity" else act)
        if c.get("used"):
            out.add("used")
        if c.get("pet"):
            out.add("pet")
    return out


def key_entries(view, private=False) -> list[str]:
    """Every mark and shape of the image with what it means, in the view's language; an icon only when
    the image draws it."""
    mk = Marks(view)
    cards = _shown_cards(view, private)
    icons = _icons(cards)
    entries = [f"{mk.colour[c]} {_t(view, COLOUR_WORDS[c])}" for c in COLOURS]
    entries += [
        _t(view, N_("disc: workers")),
        _t(view, N_("triangle 2/3: threat markers, the third brings a penalty")),
        _t(view, N_("tall card: card back")),
        _t(view, N_("{florin}: guilders"), florin=as_is(FLORIN)),
    ]
    if any(view["players"][s].get("houses") for s in ([view["seat"]] if private else range(len(view["players"])))):
        entries.append(_t(view, N_("house: its colour on the left, the person on it")))
    if "arrow" in icons:
        entries.append(_t(view, N_("{arrow} when recruited"), arrow=as_is(ARROW)))
    if "worker" in icons:
        entries.append(_t(view, N_("disc on a person: pay that worker to activate")))
    for kind, words in (("once_per_round", N_("{mark} once per round, free")),
                        ("action_modifier", N_("{mark} always, on an action")),
                        ("situation", N_("{mark} always, in a situation"))):
        if kind in icons:
            entries.append(_t(view, words, mark=as_is(INFINITY + mk.infinity[kind])))
    if "laurel" in icons:
        entries.append(_t(view, N_("{laurel} final scoring"), laurel=as_is(LAUREL)))
    if cards:
        entries.append(_t(view, N_("{star}: points at the end"), star=as_is(STAR)))
    if "used" in icons:
        entries.append(_t(view, N_("{used} grey: used this round"), used=as_is(USED)))
    if "pet" in icons:
        entries.append(_t(view, N_("{paw} pet"), paw=as_is(PET)))
    entries += [_t(view, N_("canal: dark space built, gold bar 3 points at the end")),
                _t(view, N_("octagon: statue and its points"))]
    names = [m for m in MAJORITIES if m != "pets" or _pets_on(view)]
    entries.append(_t(view, N_("{marks}: {names} majority tiles, coloured once won (4 points)"),
                      marks=as_is(" ".join(mk.majority[m] for m in names)),
                      names=listing(MAJ_WORDS[m] for m in names)))
    if private:
        if view.get("usable"):
            entries.append(_t(view, N_("yellow frame: you can activate it now")))
        entries.append(_t(view, N_("#12: card number; house number under its colour")))
    return entries


def _key_block(view, private=False, width=W - 2 * M, x=M):
    d = canvas.scratch()
    lines = canvas.key_lines(d, key_entries(view, private), width)
    if private:  # the person cards are ours, not the printed ones
        lines += canvas.wrap(d, _t(view, N_("Person cards: Tavolo stand-ins, not the printed cards.")), width)
    return canvas.key_block(lines, x, title=_t(view, N_("Key")))


def _standings_block(view):
    return canvas.standings_block(view, M, W - 2 * M, lambda n: plural("{n} pt", "{n} pts", "n", n=n), BREAKDOWN_WORDS)


def _continued(view):
    def draw_fn(draw, y, page):
        canvas.text(draw, (M, y), canvas.fit_text(draw, _t(view, N_("Bruges · round {round} · image {page}"),
                                                           round=view.get("round", 0), page=page), W - 2 * M, 28, True),
                    28, True, palette.MUTED)
    return 40, draw_fn


# ---- public image --------------------------------------------------------------------------------
def render_public_pages(view: dict) -> list[Image.Image]:
    blocks = [_header_block(view)]
    if view.get("over") and view.get("result"):  # the result first, where a phone shows it at once
        blocks.append(_standings_block(view))
    blocks.append(_town_board_block(view))
    if not view.get("over"):  # at the end the standings say what reputation and the piles brought
        blocks += [_reputation_block(view), _piles_block(view)]
    blocks += _players_blocks(view, lambda width, x: _key_block(view, width=width, x=x))
    return canvas.pages(blocks, _continued(view))


def render_public(view: dict) -> Image.Image:
    return render_public_pages(view)[0]


# ---- private image -------------------------------------------------------------------------------
def _private_head(view, seat):
    def draw_fn(draw, y):
        canvas.player_token(draw, (M + 20, y + 20), seat, 20)
        score = _score_text(view, seat)
        name = canvas.fit_text(draw, view["names"][seat], W - 2 * M - 70 - _width(score, 32, True), 32, True)
        canvas.text(draw, (M + 50, y + 20), name, 32, True, palette.INK, "lm")
        canvas.text(draw, (W - M, y + 20), score, 32, True, palette.INK, "rm")
        if view.get("over"):
            parts = [_t(view, N_("Bruges · game over"))]
        else:
            parts = [_t(view, N_("Bruges · round {round} · phase {phase}"), round=view.get("round", 0),
                        phase=view.get("phase", 1))]
            if view.get("last_round"):
                parts.append(_t(view, N_("last round")))
        if seat in canvas.resigned_seats(view):
            parts.append(_t(view, N_("resigned, ranked last")))
        elif seat in (view.get("to_act") or []) and not view.get("over"):
            parts.append(_t(view, N_("your turn")))
        canvas.text(draw, (M, y + 50), canvas.fit_text(draw, " · ".join(parts), W - 2 * M, 26), 26, False,
                    palette.MUTED)
    return 84, draw_fn


def _prompt_block(view):
    if not view.get("prompt"):
        return None
    lines = canvas.wrap(canvas.scratch(), i18n.in_view(view, view["prompt"]), W - 2 * M, 26, True)[:4]

    def draw_fn(draw, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 34 * i), line, 26, True, palette.BAD)
    return 34 * len(lines), draw_fn


ACTIVATION_WORDS = {"arrow": N_("when recruited"), "laurel": N_("final scoring"),
                    "once_per_round": N_("once per round, free"), "action_modifier": N_("always, on an action"),
                    "situation": N_("always, in a situation")}
CARD_STRIP = 92


def _activation_words(view, card):
    act = card.get("activation") or ""
    if act.startswith("worker:"):
        return _t(view, N_("pay a {colour} worker"), colour=COLOUR_WORDS[act.split(":")[1]])
    if act == "infinity":
        return _t(view, ACTIVATION_WORDS.get(card.get("infinity_type") or "", N_("always")))
    return _t(view, ACTIVATION_WORDS[act]) if act in ACTIVATION_WORDS else ""


class _HandCard:
    """A card of the seat's hand face up, full width: colour strip with mark, price and points; name and
    number; activation icon, its words and the group; the effect text wrapped."""

    def __init__(self, view, card, width):
        self.view, self.card, self.width = view, card, width
        self.mk = Marks(view)
        d = canvas.scratch()
        room = width - CARD_STRIP - 24
        self.number = f"#{card['id']}"
        self.name = canvas.fit_text(d, i18n.in_view(view, card["name"]), room - _width(self.number, T) - 12, 28, True)
        if card.get("pet"):
            info = _t(view, N_("pet: no ability, counts for the pets majority"))
            self.icon_w = _width(PET, 26) + 8
        else:
            bits = [_activation_words(view, card)]
            if card.get("group"):
                bits.append(_t(view, card["group"]))
            info = " · ".join(b for b in bits if b)
            self.icon_w = _icon_width(card, self.mk) + 10
        self.info = canvas.fit_text(d, info, room - self.icon_w, T, False)
        text = i18n.in_view(view, card.get("text") or "")
        self.lines = canvas.wrap(d, text, room, T) if text else []
        self.height = max(118, 10 + 36 + 38 + 31 * len(self.lines) + 8)

    def draw(self, draw, x, y):
        card, mk = self.card, self.mk
        fill = FILL[card["colour"]]
        ink = palette.text_on(fill)
        draw.rounded_rectangle((x, y, x + self.width, y + self.height), radius=8, fill=palette.PANEL, outline=fill,
                               width=4)
        draw.rounded_rectangle((x, y, x + CARD_STRIP, y + self.height), radius=8, fill=fill)
        canvas.text(draw, (x + CARD_STRIP / 2, y + 22), mk.colour[card["colour"]], 28, True, ink, "mm")
        canvas.text(draw, (x + CARD_STRIP / 2, y + 60), f"{FLORIN}{card.get('price', 0)}", 28, True, ink, "mm")
        canvas.text(draw, (x + CARD_STRIP / 2, y + 96), f"{card.get('points', 0)}{STAR}", 26, False, ink, "mm")
        tx = x + CARD_STRIP + 12
        canvas.text(draw, (tx, y + 26), self.name, 28, True, palette.INK, "lm")
        canvas.text(draw, (x + self.width - 12, y + 26), self.number, T, False, palette.MUTED, "rm")
        iy = y + 10 + 36 + 18
        if card.get("pet"):
            canvas.text(draw, (tx, iy), PET, 26, False, palette.INK, "lm")
        else:
            _icon(draw, tx, iy, card, mk)
        canvas.text(draw, (tx + self.icon_w, iy), self.info, T, False, palette.MUTED, "lm")
        for i, line in enumerate(self.lines):
            canvas.text(draw, (tx, y + 10 + 36 + 38 + 31 * i), line, T)


def _hand_blocks(view):
    """The hand face up, a card per block (so pages split between cards), the title with the first."""
    hand = view.get("hand") or []
    title = _t(view, plural("Your hand: {n} card", "Your hand: {n} cards", "n", n=len(hand)))
    cards = [_HandCard(view, c, W - 2 * M) for c in hand]
    blocks = []
    if not cards:
        return [(34, lambda d, y: canvas.text(d, (M, y), title, 28, True))]
    for i, hc in enumerate(cards):
        head = 40 if i == 0 else 0

        def draw_fn(draw, y, hc=hc, head=head):
            if head:
                canvas.text(draw, (M, y), title, 28, True)
            hc.draw(draw, M, y + head)
        blocks.append((head + hc.height, draw_fn))
    return blocks


def _new_backs_block(view):
    backs = view.get("new_backs") or []
    if not backs:
        return None
    mk = Marks(view)
    items = [_text_item(_t(view, N_("Drawn, seen once your hand is complete:")), 26, True, palette.INK, W - 2 * M)]
    items += [_back_item(c, mk) for c in backs]
    h, fn = _flow(items, W - 2 * M)
    return h, lambda d, y: fn(d, M, y)


def _own_block(view, seat):
    """The seat's own guard house, status, and town large, the persons it can activate now framed."""
    p = view["players"][seat]
    mk = Marks(view)
    flow = _flow(_status_items(view, seat, W - 2 * M), W - 2 * M)
    usable = set(view.get("usable") or [])
    town = _town(view, seat, W - 2 * M, 3, usable=usable, ids=True)
    canals = canvas.fit_text(None, _t(view, N_("Your canals")), W - 2 * M, 28, True)
    title = canvas.fit_text(None, _t(view, N_("Your town")), W - 2 * M, 28, True)
    height = 40 + GUARD_ROW + 8 + 40 + flow[0] + 12 + town[0]

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), canals, 28, True)
        _guard_house(draw, M, y + 40, seat, p, mk)
        yy = y + 40 + GUARD_ROW + 8
        canvas.text(draw, (M, yy), title, 28, True)
        flow[1](draw, M, yy + 40)
        town[1](draw, M, yy + 40 + flow[0] + 12)
    return height, draw_fn


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    blocks = [_private_head(view, seat)]
    prompt = _prompt_block(view)
    if prompt:
        blocks.append(prompt)
    blocks += _hand_blocks(view)
    backs = _new_backs_block(view)
    if backs:
        blocks.append(backs)
    blocks.append(_own_block(view, seat))
    blocks.append(_header_block(view, title=False))
    if not view.get("over") and view.get("decision") in ("draw", "pile"):  # the piles matter when drawing;
        blocks.append(_piles_block(view, supply=False))  # the board in the channel shows them always
    blocks.append(_key_block(view, private=True))
    return canvas.pages(blocks, _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -------------------------------------------------------------------
NONE = {"workers": agreeing("workers", "none"), "threat markers": agreeing("threat markers", "none")}


def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`): each card
    of the hand with its number, colour, price, points, group and effect; the backs drawn but not yet seen;
    guilders, workers and threat markers; the persons that can be activated now."""
    say = lambda m: i18n.in_view(view, m)  # noqa: E731  (the reader's language: a private view's)
    me = view["players"][view["seat"]]
    hand = view.get("hand") or []
    lines = [say(plural("Your hand: {n} card", "Your hand: {n} cards", "n", n=len(hand)))]
    for c in hand:
        lines.append("  " + say(msg(N_("#{number} {name}: {colour}, price {price}, {points} VP, {group}. {text}"),
                                    number={"text": str(c["id"])}, name=c["name"], colour=COLOUR_WORDS[c["colour"]],
                                    price=c["price"], points=c["points"], group=c["group"], text=c["text"])))
    if view.get("new_backs"):
        lines.append(say(N_("Drawn, seen once your hand is complete:")) + " "
                     + ", ".join(say(COLOUR_WORDS[c]) for c in view["new_backs"]))
    def counts(held, noun):
        """"1 blue, 2 red", or none, agreeing with the noun ("nessuna" tessera Minaccia, "1 rossa")."""
        def colour(c, n):
            if noun != "threat markers":
                return COLOUR_WORDS[c]
            return agreeing("threat marker" if n == 1 else "threat markers", c)
        return listing(msg(N_("{n} {colour}"), n=n, colour=colour(c, n)) for c, n in held.items() if n) \
            if any(held.values()) else NONE[noun]
    lines.append(say(msg(N_("Guilders {guilders}; workers: {workers}; threat markers: {threats}."),
                         guilders=me["guilders"], workers=counts(me["workers"], "workers"),
                         threats=counts(me["threats"], "threat markers"))))
    usable = [c["name"] for c in hand + [h["person"] for h in me["houses"] if h.get("person")]
              if c["id"] in (view.get("usable") or ())]
    if usable:
        lines.append(say(msg(N_("You can activate now: {persons}"), persons=listing(usable))))
    return lines
