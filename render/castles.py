"""The Castles of Burgundy: the public table image and each player's own duchy, phone first.

Drawn only from the view dict. Every image is canvas.WIDTH (1080) px wide with text of at least
canvas.MIN_TEXT (24) px; what does not fit on one image goes on a further one (`render_public_pages`).

Tiles read without printed art: the space colour plus a mark (C castle, M mine, S ship, a monastery's
number, two letters per building, animal letters over their count); goods squares carry their die
number; players a coloured disc with their letter. Marks come from the catalogs like every word (`mark`:
Italian has its own, N nave, Me mercato, Mu mucche), and a key under the board names every mark it uses.
"""
from __future__ import annotations

import math

from PIL import Image

import i18n
from render import canvas, palette
from rules.castles import terms
from rules.core.text import N_, listing, mark, msg

SPACE_FILL = {
    "castle": (46, 110, 62), "mine": (128, 128, 128), "monastery": (236, 196, 52),
    "building": (222, 196, 146), "pasture": (152, 206, 98), "river": (74, 138, 208),
}
GOODS_FILL = {1: (64, 196, 196), 2: (128, 78, 168), 3: (238, 146, 186), 4: (200, 48, 48),
              5: (138, 98, 50), 6: (240, 140, 30)}
# The marks drawn on tiles, by kind; the word of each is its gettext context (what a translator reads).
KIND_MARK = {"castle": mark("castle", "C"), "mine": mark("mine", "M"), "ship": mark("ship", "S")}
BUILDING_MARK = {
    "market": mark("market", "Mk"), "carpenter": mark("carpenter's workshop", "Cp"), "church": mark("church", "Ch"),
    "warehouse": mark("warehouse", "Wh"), "boarding": mark("boarding house", "Bh"), "bank": mark("bank", "Bk"),
    "cityhall": mark("city hall", "Ci"), "watchtower": mark("watchtower", "Wt")}
ANIMAL_MARK = {"cow": mark("cows", "Co"), "sheep": mark("sheep", "Sh"), "pig": mark("pigs", "Pi"),
               "chicken": mark("chickens", "Ck")}
# The words the key pairs with those marks.
KIND_WORDS = {"castle": N_("castle"), "mine": N_("mine"), "ship": N_("ship")}
ANIMAL_WORDS = {"cow": N_("cows"), "sheep": N_("sheep"), "pig": N_("pigs"), "chicken": N_("chickens")}
# What the table waits for, by the rules' decision name (the header's "To act" line).
DECISIONS = {
    "die_action": N_("die action"), "castle_bonus_action": N_("castle bonus action"),
    "choose_storage_discard": N_("discard a stored tile"), "ship_depot": N_("ship"),
    "ship_adjacent": N_("ship, adjacent depot"), "market_take": N_("market"), "carpenter_take": N_("carpenter"),
    "church_take": N_("church"), "warehouse_sell": N_("warehouse"), "city_hall_place": N_("city hall"),
}
# The breakdown of a score, by the keys of the rules' result.
BREAKDOWN = {
    "areas": N_("areas"), "livestock": N_("livestock"), "sales": N_("sales"), "buildings": N_("buildings"),
    "bonus": N_("bonus"), "goods": N_("goods"), "silver": N_("silver"), "workers": N_("workers"),
    "monasteries": N_("monasteries"),
}
SQ3 = math.sqrt(3)
W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24
MAGENTA = (200, 0, 110)


def _t(view, key, **params) -> str:
    """A text of the image in the view's language."""
    return i18n.in_view(view, msg(key, **params) if params else key)


def _tint(rgb, amount=0.6):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _hex_points(cx, cy, size):
    return [(cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def _hex(draw, cx, cy, size, fill=None, outline=palette.INK, width=1):
    """A hex; a thick outline is drawn as a larger hex under the fill, or as a closed line, because
    Pillow's thick polygon outline allocates a mask of the whole image each time."""
    if width <= 1:
        draw.polygon(_hex_points(cx, cy, size), fill=fill, outline=outline)
    elif fill is not None:
        draw.polygon(_hex_points(cx, cy, size), fill=outline)
        draw.polygon(_hex_points(cx, cy, size - width * 1.15), fill=fill)
    else:
        pts = _hex_points(cx, cy, size - width / 2)
        draw.line(pts + pts[:2], fill=outline, width=width, joint="curve")


def _mark_of(view, info) -> tuple[str, str | None]:
    """A tile's mark in the view's language: its letters (or a monastery's number) and, for livestock,
    the count drawn under them."""
    kind = info["kind"]
    if kind == "monastery":
        return str(info["number"]), None
    if kind == "building":
        return _t(view, BUILDING_MARK[info["building"]]), None
    if kind == "livestock":
        return _t(view, ANIMAL_MARK[info["animal"]]), str(info["animals"])
    return _t(view, KIND_MARK[kind]), None


def _tiles(view) -> dict:
    """The view's tiles, each with its mark (`_mark_of`)."""
    return {code: dict(info, mark=_mark_of(view, info)) for code, info in view["tiles"].items()}


def _mark(draw, cx, cy, mark, size, ink):
    """A tile's mark inside a hex of radius `size`: animals as letters over their count."""
    letters, count = mark
    if count:
        fs = max(T, int(size * 0.5))
        canvas.text(draw, (cx, cy - size * 0.3), letters, fs, False, ink, "mm")
        canvas.text(draw, (cx, cy + size * 0.38), count, fs, True, ink, "mm")
        return
    fs = max(T, int(size * (0.62 if len(letters) <= 1 else 0.52)))
    canvas.text(draw, (cx, cy), letters, fs, len(letters) <= 2 and size >= 30, ink, "mm")


def _tile(draw, cx, cy, size, info, outline=palette.INK, width=2):
    """One hex tile: colour of its kind and its mark."""
    fill = SPACE_FILL[info["colour"]]
    _hex(draw, cx, cy, size, fill, outline, width)
    _mark(draw, cx, cy, info["mark"], size, palette.text_on(fill))


def _empty_hex(draw, cx, cy, size, colour, label="", highlight=False, space_id=None):
    fill = _tint(SPACE_FILL[colour], 0.62)
    draw.polygon(_hex_points(cx, cy, size), fill=fill, outline=palette.LINE, width=1)
    if highlight:
        _hex(draw, cx, cy, size - 2, None, MAGENTA, max(3, size // 8))
    if label and space_id is not None:  # die number over the space id (typed in moves: place …@17)
        canvas.text(draw, (cx, cy - size * 0.3), label, max(T, int(size * 0.6)), True, palette.INK, "mm")
        canvas.text(draw, (cx, cy + size * 0.36), f"#{space_id}", T, False, palette.MUTED, "mm")
    elif label:
        canvas.text(draw, (cx, cy), label, max(T, int(size * 0.7)), highlight, palette.INK, "mm")


def _goods(draw, x, y, colour, count=None, size=34):
    """A goods square with its die number, and ×count beside it; returns the width used."""
    fill = GOODS_FILL[colour]
    draw.rectangle((x, y, x + size, y + size), fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + size / 2, y + size / 2 + 1), str(colour), T, True, palette.text_on(fill), "mm")
    if count is not None and count > 1:
        canvas.text(draw, (x + size + 3, y + size / 2 + 1), f"×{count}", T, False, palette.INK, "lm")
        return size + 3 + canvas.text_size(draw, f"×{count}", T)[0] + 10
    return size + 8


def _die(draw, x, y, value, size=44, fill=(255, 255, 255), used=False):
    draw.rounded_rectangle((x, y, x + size, y + size), radius=6, fill=_tint(fill, 0.5) if used else fill,
                           outline=palette.INK, width=2)
    canvas.text(draw, (x + size / 2, y + size / 2 + 1), str(value), max(T, size * 2 // 3), True,
                palette.MUTED if used else palette.INK, "mm")
    if used:
        draw.line((x + 5, y + size - 5, x + size - 5, y + 5), fill=palette.BAD, width=3)


def _counts(goods):
    out = {}
    for g in goods:
        out[g] = out.get(g, 0) + 1
    return sorted(out.items())


# ---- duchy ---------------------------------------------------------------------------------------
def _bounds(board):
    xs = [sp["x"] for sp in board["spaces"]]
    ys = [sp["y"] for sp in board["spaces"]]
    return min(xs), min(ys), max(xs), max(ys)


def _duchy_size(size, board=None):
    """Width and height of a duchy drawn with hexes of radius `size` (a standard hexagon by default)."""
    if board is None:
        return int(SQ3 * size * 7 + 4), int(size * 1.5 * 6 + 2 * size + 4)
    x0, y0, x1, y1 = _bounds(board)
    return int(SQ3 * size * (x1 - x0 + 1) + 4), int(SQ3 * size * (y1 - y0) + 2 * size + 4)


def _draw_duchy(draw, x0, y0, size, board, player, tiles, legal=(), ids=False):
    """Every space; covered spaces show their tile, empty ones their die number (and id)."""
    bx, by, _, _ = _bounds(board)
    for sp in board["spaces"]:
        cx = x0 + 2 + size * SQ3 * (sp["x"] - bx + 0.5)
        cy = y0 + size + 2 + size * SQ3 * (sp["y"] - by)
        code = player["duchy"].get(str(sp["id"]))
        if code:
            _tile(draw, cx, cy, size - 1, tiles[code])
        else:
            _empty_hex(draw, cx, cy, size - 1, sp["colour"], str(sp["die"]), sp["id"] in legal,
                       sp["id"] if ids else None)


# ---- central board -------------------------------------------------------------------------------
DEPOT_COLS = 3
DEPOT_HEX = 27
DEPOT_H = 2 * DEPOT_HEX + 10 + 44 + 12


def _depot(draw, x, y, w, depot, tiles, view):
    draw.rounded_rectangle((x, y, x + w, y + DEPOT_H), radius=8, fill=palette.PANEL, outline=palette.LINE, width=2)
    canvas.text(draw, (x + 22, y + 8 + DEPOT_HEX), str(depot["number"]), 30, True, palette.INK, "mm")
    hx = x + 46 + DEPOT_HEX * SQ3 / 2
    hy = y + 6 + DEPOT_HEX
    for code, kind in zip(depot["tiles"], depot["types"]):
        if code:
            _tile(draw, hx, hy, DEPOT_HEX, tiles[code])
        else:
            _empty_hex(draw, hx, hy, DEPOT_HEX, kind)
        hx += DEPOT_HEX * SQ3 + 3
    gx, gy = x + 10, y + 2 * DEPOT_HEX + 14
    if not depot["goods"]:
        canvas.text(draw, (gx, gy + 17), _t(view, N_("no goods")), T, False, palette.MUTED, "lm")
    for g, c in _counts(depot["goods"]):
        if gx + 34 > x + w - 4:
            break
        gx += _goods(draw, gx, gy, g, c)


def _depots_block(view):
    """The six numbered depots, three to a row."""
    tiles = _tiles(view)
    w = (W - 2 * M - (DEPOT_COLS - 1) * 12) // DEPOT_COLS
    rows = (len(view["depots"]) + DEPOT_COLS - 1) // DEPOT_COLS
    height = rows * (DEPOT_H + 10) - 10

    def draw_fn(draw, y):
        for i, depot in enumerate(view["depots"]):
            _depot(draw, M + (i % DEPOT_COLS) * (w + 12), y + (i // DEPOT_COLS) * (DEPOT_H + 10), w, depot, tiles,
                   view)
    return height, draw_fn


def _supply_block(view):
    """Black depot, this round's goods, bonus tiles still to win."""
    tiles = _tiles(view)
    size = 27
    height = 34 + 2 * size + 12 + 46

    def draw_fn(draw, y):
        hx = M + size * SQ3 / 2
        for code in view["black"]:
            if code:
                _tile(draw, hx, y + 36 + size, size, tiles[code], outline=(0, 0, 0), width=3)
            else:
                draw.polygon(_hex_points(hx, y + 36 + size, size), fill=(215, 215, 215), outline=palette.LINE)
            hx += size * SQ3 + 3
        gx0 = max(int(hx) + 24, M + 470)
        black = canvas.fit_text(draw, _t(view, N_("Black depot · 2 silver")), gx0 - M - 16, 26, True)
        canvas.text(draw, (M, y), black, 26, True)
        canvas.text(draw, (gx0, y), canvas.fit_text(draw, _t(view, N_("Goods to come this phase")), W - M - gx0, 26,
                                                    True), 26, True)
        gx = gx0
        for g in view["round_goods"]:
            gx += _goods(draw, gx, y + 40, g)
        if not view["round_goods"]:
            canvas.text(draw, (gx, y + 57), _t(view, N_("none")), T, False, palette.MUTED, "lm")
        yy = y + 34 + 2 * size + 12
        label = _t(view, N_("Bonus VP left"))
        canvas.text(draw, (M, yy + 17), label, T, True, palette.INK, "lm")
        bx = M + canvas.text_size(draw, label, T, True)[0] + 16
        step = (W - M - bx) // 6
        for colour, left in view["bonus_left"].items():
            draw.rectangle((bx, yy + 2, bx + 30, yy + 32), fill=SPACE_FILL[colour], outline=palette.INK, width=2)
            vps = "/".join(str(t["vp"]) for t in left) or "–"
            canvas.text(draw, (bx + 36, yy + 17), vps, T, False, palette.INK if left else palette.MUTED, "lm")
            bx += step
    return height, draw_fn


def _header_block(view, final=False):
    names = view["names"]
    height = 50 if view.get("over") else 92 if view.get("active") is None else 128

    def draw_fn(draw, y):
        if view.get("over"):
            title = _t(view, N_("Castles of Burgundy · game over"))
        else:
            title = _t(view, N_("Phase {phase} · round {round}/5 · area bonus +{bonus}"), phase=view["phase"],
                       round=view["round"], bonus=view["phase_bonus"])
        canvas.text(draw, (M, y), canvas.fit_text(draw, title, W - 2 * M, 32, True), 32, True)
        yy = y + 50
        if view.get("over"):
            return  # no next round to order, no white die to read
        order = _t(view, N_("Next round's order"))
        canvas.text(draw, (M, yy + 20), order, 26, False, palette.INK, "lm")
        px = M + canvas.text_size(draw, order, 26)[0] + 34
        for seat in view["next_order"]:
            canvas.player_token(draw, (px, yy + 20), seat)
            px += 44
        canvas.text(draw, (W - M - 58, yy + 20), _t(view, N_("white die")), 26, False, palette.INK, "rm")
        _die(draw, W - M - 44, yy - 2, view["white"])
        if view.get("active") is not None and not view.get("over"):
            who = names[view["active"]]
            decision = DECISIONS.get(view["decision"], view["decision"].replace("_", " "))
            line = _t(view, N_("To act: {who} ({decision})"), who=who, decision=decision)
            canvas.text(draw, (M, yy + 56), canvas.fit_text(draw, line, W - 2 * M, 26), 26)
    return height, draw_fn


def _standings_block(view):
    unit = _t(view, N_("VP"))
    height = canvas.standings(canvas.scratch(), (M, 0), W - 2 * M, view, unit, measure=True, words=BREAKDOWN)
    return height, lambda draw, y: canvas.standings(draw, (M, y), W - 2 * M, view, unit, words=BREAKDOWN)


# ---- player panels -------------------------------------------------------------------------------
PANEL_HEX = 28


def _panel_height():
    _, dh = _duchy_size(PANEL_HEX)
    return canvas.PANEL_HEAD + dh + 12


def _points(view, p) -> str:
    """The scoring track while playing (COB-018: it starts at 0); the final score once the game is over."""
    return _t(view, N_("{n} VP"), n=p["score"] if view.get("over") else p["vp"])


def _player_panel(draw, x, y, w, view, seat):
    p = view["players"][seat]
    tiles = _tiles(view)
    dw, dh = _duchy_size(PANEL_HEX)
    h = _panel_height()
    active = view.get("active") == seat
    canvas.player_panel(draw, (x, y, x + w, y + h), seat, view["names"][seat], _points(view, p), active,
                        resigned=seat in canvas.resigned_seats(view), lang=view.get("lang") or "en")
    _draw_duchy(draw, x + 6, y + canvas.PANEL_HEAD, PANEL_HEX, view["boards"][p["board"]], p, tiles)
    ix = x + 14 + dw
    iy = y + canvas.PANEL_HEAD + 4
    dx = ix
    for i, v in enumerate(view["dice"][seat]):
        _die(draw, dx, iy, v, 44, (255, 255, 255), active and view["used"][i])
        dx += 52
    iy += 56
    for line in (_t(view, N_("Silver {n}"), n=p["silver"]), _t(view, N_("Workers {n}"), n=p["workers"]),
                 _t(view, N_("Sold {n}"), n=sum(p["sold"].values()))):
        canvas.text(draw, (ix, iy), line, T)
        iy += 31
    sx = ix + 22
    for i in range(3):
        cx = sx + i * (24 * SQ3 + 3)
        if i < len(p["storage"]):
            _tile(draw, cx, iy + 25, 24, tiles[p["storage"][i]])
        else:
            _hex(draw, cx, iy + 25, 24, None, palette.LINE, 2)
    iy += 58
    if not p["goods"]:
        canvas.text(draw, (ix, iy + 4), _t(view, N_("no goods")), T, False, palette.MUTED)
    gx = ix
    for c, n in sorted(p["goods"].items(), key=lambda kv: int(kv[0])):
        used = 34 + 3 + canvas.text_size(draw, f"×{n}", T)[0] + 10 if n > 1 else 42
        if gx + used > x + w:
            gx, iy = ix, iy + 40
        gx += _goods(draw, gx, iy, int(c), n)
    return h


def _players_blocks(view):
    """Rows of two player panels, then the key; with an odd number of players the key takes the free
    place beside the last panel when it fits there."""
    n = len(view["names"])
    pw = (W - 2 * M - 12) // 2
    h = _panel_height()
    blocks = []
    key_h, key_fn = _key(view, pw - 16, M + pw + 12 + 8)
    key_beside = n % 2 == 1 and key_h <= h
    for row in range(0, n, 2):
        seats = list(range(row, min(row + 2, n)))

        def draw_fn(draw, y, seats=seats):
            for k, s in enumerate(seats):
                _player_panel(draw, M + k * (pw + 12), y, pw, view, s)
            if len(seats) == 1 and key_beside:
                key_fn(draw, y + 6)
        blocks.append((h, draw_fn))
    if not key_beside:
        blocks.append(_key_block(view))
    return blocks


# ---- the key -------------------------------------------------------------------------------------
def _explained(view, seat=None) -> set[str]:
    """Tiles whose effect the key spells out (when the view gives one): those on the central board, to
    take now, and on a private image the seat's own duchy and storage."""
    codes = {c for d in view["depots"] for c in d["tiles"] if c} | {c for c in view["black"] if c}
    if seat is not None:
        p = view["players"][seat]
        codes |= set(p["duchy"].values()) | set(p["storage"])
    return codes


def _key_entries(view, seat=None):
    """The marks this board uses, and the effect of the monasteries to take (and the seat's own) when the
    view gives it (a tile's "text")."""
    buildings, animals, kinds, mons, lines = {}, set(), set(), set(), {}
    explained = _explained(view, seat)
    for code, info in _tiles(view).items():
        kind, letters = info["kind"], info["mark"][0]
        if kind == "building":
            buildings[letters] = _t(view, terms.BUILDING_NOUNS[info["building"]])
        elif kind == "livestock":
            animals.add(info["animal"])
        elif kind == "monastery":
            mons.add(info["number"])
            if info.get("text") and code in explained:
                lines[info["number"]] = f"{letters}: {i18n.in_view(view, info['text'])}"
        else:
            kinds.add(kind)
    entries = [f"{m} {n}" for m, n in sorted(buildings.items())]
    entries += [f"{_t(view, KIND_MARK[k])} {_t(view, n)}" for k, n in KIND_WORDS.items() if k in kinds]
    entries += [f"{_t(view, ANIMAL_MARK[a])} {_t(view, n)}" for a, n in ANIMAL_WORDS.items() if a in animals]
    if animals:
        entries.append(_t(view, N_("animals: letters over their count")))
    if mons:
        entries.append(_t(view, N_("numbers: monasteries {numbers}"), numbers=", ".join(map(str, sorted(mons)))))
    return entries, [lines[n] for n in sorted(lines)]


def _key(view, width, x=M, seat=None):
    """The key as (height, draw_fn(draw, y)), `width` wide from `x`."""
    entries, lines = _key_entries(view, seat)
    d = canvas.scratch()
    wrapped = canvas.key_lines(d, entries, width)
    for line in lines:
        wrapped += canvas.wrap(d, line, width)
    return canvas.key_block(wrapped, x, _t(view, N_("Key")))


def _key_block(view, seat=None):
    return _key(view, W - 2 * M, seat=seat)


def _continued(view):
    def draw_fn(draw, y, page):
        canvas.text(draw, (M, y), _t(view, N_("Castles of Burgundy · image {page}"), page=page), 28, True,
                    palette.MUTED)
    return 40, draw_fn


# ---- images --------------------------------------------------------------------------------------
def render_public_pages(view: dict) -> list[Image.Image]:
    blocks = [_header_block(view)]
    if view.get("over") and view.get("result"):  # the result first, where a phone shows it at once
        blocks.append(_standings_block(view))
    else:  # the depots matter no more once the game is over
        blocks += [_depots_block(view), _supply_block(view)]
    blocks += _players_blocks(view)
    return canvas.pages(blocks, _continued(view))


def render_public(view: dict) -> Image.Image:
    return render_public_pages(view)[0]


def _private_head(view, seat):
    p = view["players"][seat]

    def draw_fn(draw, y):
        canvas.player_token(draw, (M + 20, y + 20), seat, 20)
        name = canvas.fit_text(draw, view["names"][seat], W - 2 * M - 260, 32, True)
        canvas.text(draw, (M + 50, y + 20), name, 32, True, palette.INK, "lm")
        canvas.text(draw, (W - M, y + 20), _points(view, p), 32, True, palette.INK, "rm")
        parts = [_t(view, N_("Game over")) if view.get("over") else
                 _t(view, N_("Phase {phase} · round {round}/5"), phase=view["phase"], round=view["round"])]
        if seat in canvas.resigned_seats(view):
            parts.append(_t(view, N_("resigned, ranked last")))
        elif view.get("active") == seat and not view.get("over"):
            parts.append(_t(view, N_("your turn")))
        parts.append(_t(view, N_("your duchy")))
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


PRIVATE_HEX = 44


def _own_duchy_block(view, seat):
    p = view["players"][seat]
    tiles = _tiles(view)
    dw, dh = _duchy_size(PRIVATE_HEX, view["boards"][p["board"]])
    legal = set(view.get("legal_spaces") or [])
    side_x = M + dw + 16
    side_w = W - M - side_x
    d = canvas.scratch()
    extra = []  # wrapped lines under the storage, measured first
    if p["monasteries"]:
        extra += canvas.wrap(d, _t(view, N_("Monasteries {numbers}"), numbers=", ".join(map(str, p["monasteries"]))),
                             side_w)
    if p["bonus"]:
        bonus = ", ".join(f"{_t(view, terms.COLOURS[c])} {v}" for c, _, v in p["bonus"])
        extra += canvas.wrap(d, _t(view, N_("Bonus {tiles}"), tiles=bonus), side_w)
    parts = [f"{_t(view, BREAKDOWN.get(k, k))} {v}" for k, v in p["breakdown"].items() if v]
    head = _t(view, N_("Final score")) if view.get("over") else \
        _t(view, N_("If the game ended now: {score}"), score=p["score"])
    score_lines = canvas.wrap(d, f"{head} = " + (", ".join(parts) or "0"), side_w)
    side_h = 60 + 2 * 34 + 36 + 124 + 2 * 44 + 34 * (len(extra) + len(score_lines))
    height = max(dh + (40 if legal else 0), side_h)

    def draw_fn(draw, y):
        _draw_duchy(draw, M, y, PRIVATE_HEX, view["boards"][p["board"]], p, tiles, legal, ids=True)
        if legal:
            canvas.text(draw, (M, y + dh + 6),
                        canvas.fit_text(draw, _t(view, N_("Outlined: a stored tile can go there with your dice now")),
                                        W - 2 * M, T, True), T, True, MAGENTA)
        x, yy = side_x, y
        mine = view.get("active") == seat
        canvas.text(draw, (x, yy + 25), _t(view, N_("Dice")), 26, True, palette.INK, "lm")
        dx = x + 70
        for i, v in enumerate(view["dice"][seat]):
            _die(draw, dx, yy, v, 50, (255, 255, 255), mine and view["used"][i])
            dx += 58
        canvas.text(draw, (dx + 8, yy + 25), _t(view, N_("white {n}"), n=view["white"]), T, False, palette.MUTED, "lm")
        yy += 60
        canvas.text(draw, (x, yy), _t(view, N_("Silver {n}"), n=p["silver"]), 26)
        canvas.text(draw, (x + side_w // 2, yy), _t(view, N_("Workers {n}"), n=p["workers"]), 26)
        yy += 34
        canvas.text(draw, (x, yy), _t(view, N_("Empty spaces {n}"), n=p["empty_spaces"]), T, False, palette.MUTED)
        yy += 34
        canvas.text(draw, (x, yy), _t(view, N_("Storage")), 26, True)
        yy += 36
        step = side_w // 3
        for i in range(3):
            cx = x + step * i + step / 2
            if i < len(p["storage"]):
                info = tiles[p["storage"][i]]
                _tile(draw, cx, yy + 36, 36, info)
                name = i18n.in_view(view, info.get("term") or info["name"])
                canvas.text(draw, (cx, yy + 90), canvas.fit_text(draw, name, step - 6, T), T, False,
                            palette.INK, "mm")
            else:
                _hex(draw, cx, yy + 36, 36, None, palette.LINE, 2)
        yy += 124
        titles = [(_t(view, N_("Goods")), p["goods"]), (_t(view, N_("Sold")), p["sold"])]
        gx0 = x + max(96, max(canvas.text_size(draw, t, 26, True)[0] for t, _ in titles) + 12)
        for title, goods in titles:
            canvas.text(draw, (x, yy + 17), title, 26, True, palette.INK, "lm")
            gx = gx0
            if not goods:
                canvas.text(draw, (gx, yy + 17), _t(view, N_("none")), T, False, palette.MUTED, "lm")
            for c, n in sorted(goods.items(), key=lambda kv: int(kv[0])):
                if gx + 70 > W - M:
                    break
                gx += _goods(draw, gx, yy, int(c), n)
            yy += 44
        for line in extra:
            canvas.text(draw, (x, yy), line, T)
            yy += 34
        for line in score_lines:
            canvas.text(draw, (x, yy), line, T, False, palette.MUTED)
            yy += 34
    return height, draw_fn


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    blocks = [_private_head(view, seat)]
    prompt = _prompt_block(view)
    if prompt:
        blocks.append(prompt)
    blocks += [_own_duchy_block(view, seat), _depots_block(view), _supply_block(view), _key_block(view, seat)]
    return canvas.pages(blocks, _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -------------------------------------------------------------------
def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`)."""
    me = view["players"][view["seat"]]
    say = lambda m: i18n.in_view(view, m)  # noqa: E731  (the reader's language: a private view's)
    names = view["goods_names"]
    goods = ", ".join(f"{n} {say(names[c])} ({c})" for c, n in me["goods"].items()) or say(N_("none"))
    dice = view["dice"][me["seat"]]
    if view.get("active") == me["seat"]:
        left = [v for v, used in zip(dice, view["used"]) if not used]
        dice_line = say(msg(N_("Dice: {dice} unused"), dice=listing(left)) if left else N_("Dice: both used"))
    else:
        dice_line = say(msg(N_("Dice: {dice}"), dice=listing(dice)))
    lines = [dice_line,
             say(msg(N_("Silver {silver}, workers {workers}, {vp} VP on the track ({score} if the game ended now)."),
                     silver=me["silver"], workers=me["workers"], vp=me["vp"], score=me["score"])),
             say(msg(N_("Storage: {tiles}"), tiles=canvas.listing_or([view["tiles"][c].get("term", view["tiles"][c]["name"])
                                                                     for c in me["storage"]],
                                                              N_("empty")))),
             say(msg(N_("Goods: {goods}"), goods={"text": goods}))]
    if me["monasteries"]:
        lines.append(say(msg(N_("Monasteries: {tiles}"), tiles=[{"text": str(m)} for m in me["monasteries"]])))
    if view.get("legal_spaces"):
        lines.append(say(msg(N_("Spaces a stored tile can go on now: {spaces}"),
                             spaces=[{"text": str(x)} for x in view["legal_spaces"]])))
    return lines

