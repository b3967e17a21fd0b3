"""The Castles of Burgundy: the public table image and each player's own duchy, phone first.

Drawn only from the view dict. Every image is canvas.WIDTH (1080) px wide with text of at least
canvas.MIN_TEXT (24) px; what does not fit on one image goes on a further one (`render_public_pages`).

Tiles read without printed art: the space colour plus a mark (C castle, M mine, S ship, a monastery's
number, two letters per building, animal letters over their count); goods squares carry their die
number; players a coloured disc with their letter. Marks come from the catalogs like every word (`mark`:
Italian has its own, N nave, Me mercato, Mu mucche), and a key under the board names every mark it uses.

The modules (issue 18) draw what the view contract gives (notes: castles_brief.md, "View contract"): drawn
rivers under the solo islands, border flags, shields on the depots and on castles (gold, silver, bronze for
12, 8, 4 VP), the inns beside the black depot, each trade route with its bonus letters; a team game has a
panel per team (the shared duchy once, the partners side by side), a solo game a panel with its round of 25,
counter and target, and at the end WON or LOST with the level the target started at (its score: spaces covered).
A player of random duchies still choosing their side sees both duchies, each with its own dark-green spaces
outlined; the others see "chooses duchy 9 or 10"; once chosen, panels name each player's duchy. Dice show only
once rolled (the starting castles come first).
"""
from __future__ import annotations

import math

from PIL import Image

import i18n
from render import canvas, palette
from rules.castles import terms
from rules.castles.extra_tiles import CRANE_BREAKDOWN
from rules.core.text import N_, listing, mark, msg

SPACE_FILL = {
    "castle": (46, 110, 62), "mine": (128, 128, 128), "monastery": (236, 196, 52),
    "building": (222, 196, 146), "pasture": (152, 206, 98), "river": (74, 138, 208),
}
GOODS_FILL = {1: (64, 196, 196), 2: (128, 78, 168), 3: (238, 146, 186), 4: (200, 48, 48),
              5: (138, 98, 50), 6: (240, 140, 30)}
# The marks drawn on tiles, by kind; the word of each is its gettext context (what a translator reads).
# Marks differ within each language, case being no difference (tests/castles/test_render.py).
KIND_MARK = {"castle": mark("castle", "C"), "mine": mark("mine", "M"), "ship": mark("ship", "S"),
             "inn": mark("inn", "In"), "facedown": mark("black tile, face down", "Bl")}
BUILDING_MARK = {
    "market": mark("market", "Mk"), "carpenter": mark("carpenter's workshop", "Cp"), "church": mark("church", "Ch"),
    "warehouse": mark("warehouse", "Wh"), "boarding": mark("boarding house", "Bh"), "bank": mark("bank", "Bk"),
    "cityhall": mark("city hall", "Ci"), "watchtower": mark("watchtower", "Wt"),
    "crane": mark("crane", "Cr"), "whitecastle": mark("white castle", "Wc")}
ANIMAL_MARK = {"cow": mark("cows", "Co"), "sheep": mark("sheep", "Sh"), "pig": mark("pigs", "Pi"),
               "chicken": mark("chickens", "Ck"), "goose": mark("geese", "Ge")}
# The words the key pairs with those marks (the rules' terms.BUILDING_NOUNS first, for buildings).
KIND_WORDS = {"castle": N_("castle"), "mine": N_("mine"), "ship": N_("ship"), "inn": N_("inn"),
              "facedown": N_("black tile, face down")}
BUILDING_WORDS = {"crane": N_("crane"), "whitecastle": N_("white castle")}
ANIMAL_WORDS = {"cow": N_("cows"), "sheep": N_("sheep"), "pig": N_("pigs"), "chicken": N_("chickens"),
                "goose": N_("geese")}
# Tiles of any colour (an inn, a black tile face down) by their kind: white, and the black of the back.
KIND_FILL = {"inn": (252, 250, 244), "facedown": (38, 38, 38)}
# What the table waits for, by the rules' decision name (the header's "To act" line).
DECISIONS = {
    "die_action": N_("die action"), "castle_bonus_action": N_("castle bonus action"),
    "choose_storage_discard": N_("discard a stored tile"), "ship_depot": N_("ship"),
    "ship_adjacent": N_("ship, adjacent depot"), "market_take": N_("market"), "carpenter_take": N_("carpenter"),
    "church_take": N_("church"), "warehouse_sell": N_("warehouse"), "city_hall_place": N_("city hall"),
    "start_castle": N_("starting castle"), "choose_storage_space": N_("storage space"),
    "crane_effect": N_("crane"), "geese_herd": N_("geese"), "white_castle_action": N_("white castle"),
    "route_take": N_("trade route"), "shield_castle": N_("shield's castle"), "shield6_player": N_("shield 6"),
    "shield_goods": N_("shield 5"), "shield_tile": N_("shield's tile"), "shield_upkeep": N_("shield upkeep"),
    "storage_overflow": N_("discard a stored tile"), "solo_trade": N_("trade for a black tile"),
    "solo_trade_goods": N_("goods to trade"), "solo_black_place": N_("colour reward"),
    "solo_buy_vp": N_("buy VP"), "solo_target_action": N_("target reached: extra action"),
}
# The breakdown of a score, by the keys of the rules' result.
BREAKDOWN = {
    "areas": N_("areas"), "livestock": N_("livestock"), "sales": N_("sales"), "buildings": N_("buildings"),
    "bonus": N_("bonus"), "goods": N_("goods"), "silver": N_("silver"), "workers": N_("workers"),
    "monasteries": N_("monasteries"), "shields": N_("shields"), "border": N_("border points"),
    "route": N_("trade route"), "spaces": N_("spaces covered"), **CRANE_BREAKDOWN,
}
SQ3 = math.sqrt(3)
W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24
MAGENTA = (200, 0, 110)


def _term(view, code):
    """A tile's name as a message (its term; the plain name for a tile the rules give none)."""
    return view["tiles"][code].get("term", view["tiles"][code]["name"])


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
    if kind == "livestock":  # geese have no count (animals 0): their letters alone
        return _t(view, ANIMAL_MARK[info["animal"]]), str(info["animals"]) if info.get("animals") else None
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


def _fill(info):
    """A tile's colour: its space colour, or for a tile of any colour (inn, face-down black) its kind's."""
    return SPACE_FILL.get(info["colour"]) or KIND_FILL[info["kind"]]


def _tile(draw, cx, cy, size, info, outline=palette.INK, width=2):
    """One hex tile: colour of its kind and its mark."""
    fill = _fill(info)
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


def _rolled(values) -> bool:
    """Whether dice were rolled: before the first roll (the starting castles) the view's dice are 0."""
    return any(values)


def _duchy_names(view) -> bool:
    """Whether panels name each player's duchy: when players play different duchies (or still choose one)."""
    players = view.get("players") or ()
    return len({p["board"] for p in players}) > 1 or any(p.get("sides") for p in players)


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


def _fit_hex(board, width, cap, height=None) -> int:
    """The largest hex radius, at most `cap`, that draws `board` within `width` (and `height`)."""
    x0, y0, x1, y1 = _bounds(board)
    size = (width - 4) / (SQ3 * (x1 - x0 + 1))
    if height:
        size = min(size, (height - 4) / (SQ3 * (y1 - y0) + 2))
    return int(min(cap, size))


def _centres(x0, y0, size, board) -> dict:
    """Each space's centre in the image."""
    bx, by, _, _ = _bounds(board)
    return {sp["id"]: (x0 + 2 + size * SQ3 * (sp["x"] - bx + 0.5), y0 + size + 2 + size * SQ3 * (sp["y"] - by))
            for sp in board["spaces"]}


def _draw_duchy(draw, x0, y0, size, board, player, tiles, legal=(), ids=False, vps=None, numbers=True):
    """Every space, over the drawn rivers that link islands; covered spaces show their tile, empty ones their
    die number (and id; neither when `numbers` is false: a duchy too small for text); border points carry a
    flag, castles the shields taken (`vps`: their VP by number)."""
    at = _centres(x0, y0, size, board)
    _river_links(draw, at, board.get("links") or (), size)
    for sp in board["spaces"]:
        cx, cy = at[sp["id"]]
        code = player["duchy"].get(str(sp["id"]))
        if code:
            _tile(draw, cx, cy, size - 1, tiles[code])
        else:
            _empty_hex(draw, cx, cy, size - 1, sp["colour"], str(sp["die"]) if numbers else "", sp["id"] in legal,
                       sp["id"] if ids else None)
    for space in board.get("border_points") or ():
        _border_flag(draw, *at[space], size)
    for shield in player.get("shields") or ():
        cx, cy = at[shield["space"]]
        w = min(size * 1.5, 48)
        _shield(draw, cx, cy - w * 0.56, w, shield["number"], (vps or {}).get(shield["number"]))


RIVER_BANK = (44, 96, 160)


def _river_links(draw, at, links, size):
    """COB-258: a drawn river between two spaces of the solo islands, as a blue band under the hexes."""
    for a, b in links:
        band = max(6, int(size * 0.42))
        draw.line((at[a], at[b]), fill=RIVER_BANK, width=band + 6)
        draw.line((at[a], at[b]), fill=SPACE_FILL["river"], width=band)


def _border_flag(draw, cx, cy, size):
    """A border point (COB-200): a post with a red pennant at the space's left, clear of its number."""
    px, top, foot = cx - size * 0.62, cy - size * 0.72, cy + size * 0.3
    w = max(3, size // 10)
    draw.line((px, top, px, foot), fill=palette.INK, width=w)
    draw.polygon([(px, top), (px + size * 0.5, top + size * 0.2), (px, top + size * 0.4)], fill=palette.BAD,
                 outline=palette.INK)


# ---- shields -------------------------------------------------------------------------------------
SHIELD_FILL = {12: (240, 200, 70), 8: (214, 218, 226), 4: (218, 156, 104)}  # gold, silver, bronze: its VP


def _shield(draw, cx, top, w, number, vp=None):
    """A shield (COB-280): flat top, pointed foot, its number inside; gold, silver or bronze for 12, 8, 4 VP."""
    h = w * 1.15
    pts = [(cx - w / 2, top), (cx + w / 2, top), (cx + w / 2, top + h * 0.5), (cx, top + h),
           (cx - w / 2, top + h * 0.5)]
    draw.polygon(pts, fill=SHIELD_FILL.get(vp, (236, 236, 236)), outline=palette.INK, width=2)
    canvas.text(draw, (cx, top + h * 0.36), str(number), T, True, palette.INK, "mm")


def _shield_vps(view) -> dict:
    """Each shield's VP by its number (view["shield_info"])."""
    return {int(n): info["vp"] for n, info in (view.get("shield_info") or {}).items()}


# ---- central board -------------------------------------------------------------------------------
DEPOT_COLS = 3
DEPOT_HEX = 27
DEPOT_H = 2 * DEPOT_HEX + 10 + 44 + 12
SHIELD_W = 40  # a shield wide enough for a two-digit number in the smallest text
SHIELD_ROW = int(SHIELD_W * 1.15) + 8


def _depot_height(view):
    """A depot, with a row for its shields when the shields module is on."""
    return DEPOT_H + (SHIELD_ROW if view.get("depot_shields") is not None else 0)


def _depot(draw, x, y, w, depot, tiles, view):
    draw.rounded_rectangle((x, y, x + w, y + _depot_height(view)), radius=8, fill=palette.PANEL,
                           outline=palette.LINE, width=2)
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
    if view.get("depot_shields") is not None:
        _depot_shields(draw, x + 10, gy + 44, x + w - 6, view["depot_shields"][depot["number"] - 1], view)


def _depot_shields(draw, x, y, right, numbers, view):
    """COB-280: the shields lying on a depot's goods spaces, each with its VP (COB-284)."""
    vps = _shield_vps(view)
    if not numbers:
        canvas.text(draw, (x, y + SHIELD_ROW / 2), _t(view, N_("no shields")), T, False, palette.MUTED, "lm")
    for n in numbers:
        _shield(draw, x + SHIELD_W / 2, y, SHIELD_W, n, vps.get(n))
        label = _t(view, N_("{n} VP"), n=vps[n]) if n in vps else ""
        canvas.text(draw, (x + SHIELD_W + 5, y + SHIELD_W * 0.45), label, T, False, palette.MUTED, "lm")
        x += SHIELD_W + 5 + canvas.text_size(draw, label, T)[0] + 16
        if x + SHIELD_W > right:
            break


def _depots_block(view):
    """The six numbered depots, three to a row."""
    tiles = _tiles(view)
    w = (W - 2 * M - (DEPOT_COLS - 1) * 12) // DEPOT_COLS
    rows = (len(view["depots"]) + DEPOT_COLS - 1) // DEPOT_COLS
    dh = _depot_height(view)
    height = rows * (dh + 10) - 10

    def draw_fn(draw, y):
        for i, depot in enumerate(view["depots"]):
            _depot(draw, M + (i % DEPOT_COLS) * (w + 12), y + (i // DEPOT_COLS) * (dh + 10), w, depot, tiles, view)
    return height, draw_fn


SUPPLY_HEX = 27


def _supply_block(view):
    """Black depot and the inns beside it, this round's goods, bonus tiles (and border bonuses) still to win."""
    tiles = _tiles(view)
    size = SUPPLY_HEX
    border = view.get("border_bonus_left") is not None
    bonus = not view.get("solo")  # COB-263: no bonus tiles in a game of one
    height = 34 + 2 * size + 12 + (46 if bonus else 0) + (40 if border else 0)

    def draw_fn(draw, y):
        hx = M + size * SQ3 / 2
        for code in view["black"]:
            if code:
                _tile(draw, hx, y + 36 + size, size, tiles[code], outline=(0, 0, 0), width=3)
            else:
                draw.polygon(_hex_points(hx, y + 36 + size, size), fill=(215, 215, 215), outline=palette.LINE)
            hx += size * SQ3 + 3
        if view.get("inns") is not None:
            hx = _inns(draw, hx + 8, y + 36 + size, size, view)
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
        if bonus:
            _bonus_left(draw, yy, view)
        if border:
            _border_bonus_left(draw, yy + (46 if bonus else 0), view)
    return height, draw_fn


def _inns(draw, x, cy, size, view):
    """COB-210: the inns stacked beside the black depot, as one inn tile with their count (only the top one can
    be bought); returns where the next thing may start."""
    n = view["inns"]
    info = {"colour": "any", "kind": "inn", "mark": (_t(view, KIND_MARK["inn"]), None)}
    cx = x + size * SQ3 / 2
    if n:
        if n > 1:  # the stack: a second tile peeking out under the top one
            _hex(draw, cx + 4, cy + 4, size, KIND_FILL["inn"], palette.INK, 2)
        _tile(draw, cx, cy, size, info)
    else:
        _hex(draw, cx, cy, size, None, palette.LINE, 2)
    label = f"×{n}"
    canvas.text(draw, (cx + size * SQ3 / 2 + 8, cy), label, T, True, palette.INK if n else palette.MUTED, "lm")
    return cx + size * SQ3 / 2 + 8 + canvas.text_size(draw, label, T, True)[0]


def _bonus_left(draw, yy, view):
    label = _t(view, N_("Bonus VP left"))
    canvas.text(draw, (M, yy + 17), label, T, True, palette.INK, "lm")
    bx = M + canvas.text_size(draw, label, T, True)[0] + 16
    step = (W - M - bx) // 6
    for colour, left in view["bonus_left"].items():
        draw.rectangle((bx, yy + 2, bx + 30, yy + 32), fill=SPACE_FILL[colour], outline=palette.INK, width=2)
        vps = "/".join(str(t["vp"]) for t in left) or "–"
        canvas.text(draw, (bx + 36, yy + 17), vps, T, False, palette.INK if left else palette.MUTED, "lm")
        bx += step


def _border_bonus_left(draw, yy, view):
    """COB-203: what the first and the second to link all three border points still win."""
    left = view["border_bonus_left"]
    vps = "/".join(str(v) for v in left) or "–"
    line = _t(view, N_("All three border points linked: {vps} VP left"), vps=i18n.as_is(vps))
    _flag_icon(draw, M, yy + 2, 30)
    canvas.text(draw, (M + 34, yy + 17), canvas.fit_text(draw, line, W - 2 * M - 34, T, True), T, True,
                palette.INK if left else palette.MUTED, "lm")


def _flag_icon(draw, x, y, h):
    """The border-point flag alone, `h` tall (beside a line that speaks of border points)."""
    size = h / 1.02  # the flag spans 1.02 of its hex radius, from 0.72 above the centre
    _border_flag(draw, x + 4 + 0.62 * size, y + 0.72 * size, size)


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
        if len(view["next_order"]) > 1:  # a game of one has no order to tell
            order = _t(view, N_("Next round's order"))
            canvas.text(draw, (M, yy + 20), order, 26, False, palette.INK, "lm")
            px = M + canvas.text_size(draw, order, 26)[0] + 34
            for seat in view["next_order"]:
                canvas.player_token(draw, (px, yy + 20), seat)
                px += 44
        if view["white"]:  # 0 before the first roll
            canvas.text(draw, (W - M - 58, yy + 20), _t(view, N_("white die")), 26, False, palette.INK, "rm")
            _die(draw, W - M - 44, yy - 2, view["white"])
        line = None
        if view.get("closed"):  # abandoned: nobody's turn (the table says so in `waiting`)
            line = i18n.in_view(view, view.get("waiting"))
        elif view.get("active") is not None and not view.get("over"):
            who = names[view["active"]]
            decision = DECISIONS.get(view["decision"], view["decision"].replace("_", " "))
            line = _t(view, N_("To act: {who} ({decision})"), who=who, decision=decision)
        if line:
            canvas.text(draw, (M, yy + 56), canvas.fit_text(draw, line, W - 2 * M, 26), 26)
    return height, draw_fn


def _standings_block(view):
    if view.get("teams"):
        return _team_standings_block(view)
    def points(n):
        if view.get("solo"):  # COB-267: the score is the spaces covered
            return msg(N_("{covered} of {size} spaces"), covered=n, size=_solo_size(view))
        return msg(N_("{n} VP"), n=n)
    return canvas.standings_block(view, M, W - 2 * M, points, BREAKDOWN)


# ---- player panels -------------------------------------------------------------------------------
PANEL_HEX = 28
WIDE_PANEL_HEX = 36  # a panel as wide as the image (solo): its islands larger, still short enough
PANEL_SIDE = 160  # the column beside a panel's duchy: dice, silver, workers, storage, goods
STORE_HEX = 24
NOTE_H = 31


def _points(view, p) -> str:
    """The scoring track while playing (COB-018: it starts at 0); the final score once the game is over. Solo:
    the counter and its target while playing (COB-264), the spaces covered at the end (COB-267)."""
    solo = view.get("solo")
    if solo and view.get("over"):
        return _t(view, N_("{covered} of {size} spaces"), covered=p["score"], size=_solo_size(view))
    if solo:
        return _t(view, N_("Counter {counter} of target {target}"), counter=solo["counter"], target=solo["target"])
    return _t(view, N_("{n} VP"), n=p["score"] if view.get("over") else p["vp"])


def _solo_size(view) -> int:
    return view["boards"][view["players"][0]["board"]]["size"]


def _head_points(view, p) -> str:
    """A panel head's points, with the duchy's number when players play different duchies."""
    points = _points(view, p)
    if _duchy_names(view) and not p.get("sides"):
        return " · ".join([_t(view, N_("duchy {duchy}"), duchy=i18n.as_is(p["board"])), points])
    return points


def _goods_rows(goods: dict, width: int) -> list[list]:
    """(colour, count) of a player's goods in rows that fit `width` (as `_goods` draws them)."""
    rows, row, used = [], [], 0
    for c, n in sorted(goods.items(), key=lambda kv: int(kv[0])):
        w = 34 + 3 + canvas.text_size(None, f"×{n}", T)[0] + 10 if n > 1 else 42
        if row and used + w > width:
            rows.append(row)
            row, used = [], 0
        row.append((int(c), n))
        used += w
    return rows + [row] if row else rows


def _storage_slots(storage, per_row=3) -> int:
    """Rows of storage spaces: 3, or as many as shield 4 lets a player fill (COB-288)."""
    return max(1, (max(3, len(storage)) + per_row - 1) // per_row)


def _draw_storage(draw, x, cy, size, storage, tiles, per_row=3, spaces=3):
    """Storage spaces in rows of `per_row` hexes from `x` (left edge), the first row's centres at `cy`."""
    step = size * SQ3 + 3
    for i in range(max(spaces, len(storage))):
        cx, yy = x + size * SQ3 / 2 + (i % per_row) * step, cy + (i // per_row) * (size * 2 + 4)
        if i < len(storage):
            _tile(draw, cx, yy, size, tiles[storage[i]])
        else:
            _hex(draw, cx, yy, size, None, palette.LINE, 2)


def _panel_hex(view, seat, w):
    board = view["boards"][view["players"][seat]["board"]]
    return _fit_hex(board, w - 12 - PANEL_SIDE, WIDE_PANEL_HEX if w > W // 2 else PANEL_HEX)


def _side_height(view, seat):
    p = view["players"][seat]
    goods = len(_goods_rows(p["goods"], PANEL_SIDE)) or 1
    return 56 + 3 * NOTE_H + _storage_slots(p["storage"]) * (2 * STORE_HEX + 4) + 10 + goods * 40


def _notes(view, seat) -> list:
    """What a module adds about a player in words: the border points linked (COB-201, COB-202), whose
    monasteries shield 6 shares (COB-290)."""
    p = view["players"][seat]
    out = []
    border = p.get("border")
    if border:
        out.append(N_("Border points: all three linked") if border.get("all") else
                   N_("Border points: two linked") if border.get("linked") else N_("Border points: none linked yet"))
    if p.get("shield6_of") is not None:
        out.append(msg(N_("Shield 6: also the monasteries of {who}"), who={"seat": p["shield6_of"]}))
    return out


def _panel_layout(view, seat, w):
    """A public panel's measures: hex size, duchy size, note lines (wrapped), route height, total height."""
    p = view["players"][seat]
    size = _panel_hex(view, seat, w)
    dw, dh = _duchy_size(size, view["boards"][p["board"]])
    if p.get("sides"):  # COB-022: both duchies in small, in the room of one
        dh = _sides_thumbs(view, p, dw)[0]
    d = canvas.scratch()
    notes = [line for m in _notes(view, seat) for line in canvas.wrap(d, _t(view, m), w - 24)]
    route = _route_height(len(p["route"]), w - 24, titled=True) if p.get("route") else 0
    h = canvas.PANEL_HEAD + max(dh, _side_height(view, seat)) + len(notes) * NOTE_H + route + 12
    return {"size": size, "dw": dw, "dh": dh, "notes": notes, "route": route, "height": h}


def _player_panel(draw, x, y, w, view, seat, h=None):
    p = view["players"][seat]
    tiles = _tiles(view)
    lay = _panel_layout(view, seat, w)
    h = h or lay["height"]
    active = view.get("active") == seat
    canvas.player_panel(draw, (x, y, x + w, y + h), seat, view["names"][seat], _head_points(view, p), active,
                        resigned=seat in canvas.resigned_seats(view), lang=view.get("lang") or "en")
    if p.get("sides"):
        _sides_thumbs(view, p, lay["dw"])[1](draw, x + 10, y + canvas.PANEL_HEAD)
    else:
        _draw_duchy(draw, x + 6, y + canvas.PANEL_HEAD, lay["size"], view["boards"][p["board"]], p, tiles,
                    vps=_shield_vps(view))
    _panel_side(draw, x + 14 + lay["dw"], y + canvas.PANEL_HEAD + 4, x + w, view, seat, tiles)
    iy = y + canvas.PANEL_HEAD + max(lay["dh"], _side_height(view, seat))
    for line in lay["notes"]:
        canvas.text(draw, (x + 12, iy), line, T)
        iy += NOTE_H
    if p.get("route"):
        _draw_route(draw, x + 12, iy, w - 24, p["route"], _route_letters(view), view, titled=True)
    return h


def _sides_thumbs(view, p, width):
    """COB-022: a player still choosing their board's side: "chooses duchy 9 or 10" and both duchies side by side,
    each titled, in colours only (no room for numbers), as (height, draw_fn(draw, x, y))."""
    keys = p["sides"]
    boards = [view["boards"][k] for k in keys]
    col = (width - 12) // 2
    size = min(_fit_hex(b, col, PANEL_HEX) for b in boards)
    dh = max(_duchy_size(size, b)[1] for b in boards)
    head = canvas.wrap(canvas.scratch(), _t(view, N_("chooses duchy {first} or {second}"),
                                            first=i18n.as_is(keys[0]), second=i18n.as_is(keys[1])), width, T, True)
    top = 34 * len(head) + 4

    def draw_fn(draw, x, y):
        for i, line in enumerate(head):
            canvas.text(draw, (x, y + 34 * i), line, T, True)
        for k, board in enumerate(boards):
            bx = x + k * (col + 12)
            title = canvas.fit_text(draw, _t(view, N_("Duchy {duchy}"), duchy=i18n.as_is(keys[k])), col, T)
            canvas.text(draw, (bx + col / 2, y + top + 14), title, T, False, palette.INK, "mm")
            _draw_duchy(draw, bx + (col - _duchy_size(size, board)[0]) // 2, y + top + 32, size, board, {"duchy": {}},
                        {}, numbers=False)
    return top + 32 + dh, draw_fn


def _panel_side(draw, ix, iy, right, view, seat, tiles):
    """Dice, silver, workers, sold, storage and goods beside a panel's duchy."""
    p = view["players"][seat]
    active = view.get("active") == seat
    dx = ix
    for i, v in enumerate(view["dice"][seat] if _rolled(view["dice"][seat]) else ()):
        _die(draw, dx, iy, v, 44, (255, 255, 255), active and view["used"][i])
        dx += 52
    iy += 56
    for line in (_t(view, N_("Silver {n}"), n=p["silver"]), _t(view, N_("Workers {n}"), n=p["workers"]),
                 _t(view, N_("Sold {n}"), n=sum(p["sold"].values()))):
        canvas.text(draw, (ix, iy), canvas.fit_text(draw, line, right - ix - 6, T), T)
        iy += NOTE_H
    _draw_storage(draw, ix, iy + 25, STORE_HEX, p["storage"], tiles)
    iy += _storage_slots(p["storage"]) * (2 * STORE_HEX + 4) + 10
    if not p["goods"]:
        canvas.text(draw, (ix, iy + 4), canvas.fit_text(draw, _t(view, N_("no goods")), right - ix - 8, T), T, False,
                    palette.MUTED)
    for row in _goods_rows(p["goods"], right - ix):
        gx = ix
        for c, n in row:
            gx += _goods(draw, gx, iy, c, n)
        iy += 40


def _players_blocks(view):
    """Rows of two player panels, then the key; with an odd number of players the key takes the free
    place beside the last panel when it fits there. A team game: a block per team; solo: one wide panel."""
    if view.get("teams"):
        return [_team_block(view, team) for team in view["teams"]] + [_key_block(view)]
    n = len(view["names"])
    if n == 1:
        lay = _panel_layout(view, 0, W - 2 * M)
        return [(lay["height"], lambda draw, y: _player_panel(draw, M, y, W - 2 * M, view, 0)), _key_block(view)]
    pw = (W - 2 * M - 12) // 2
    blocks = []
    key_h, key_fn = _key(view, pw - 16, M + pw + 12 + 8)
    for row in range(0, n, 2):
        seats = list(range(row, min(row + 2, n)))
        h = max(_panel_layout(view, s, pw)["height"] for s in seats)
        key_beside = len(seats) == 1 and key_h <= h

        def draw_fn(draw, y, seats=seats, h=h, key_beside=key_beside):
            for k, s in enumerate(seats):
                _player_panel(draw, M + k * (pw + 12), y, pw, view, s, h)
            if key_beside:
                key_fn(draw, y + 6)
        blocks.append((h, draw_fn))
    if not (n % 2 == 1 and key_h <= blocks[-1][0]):
        blocks.append(_key_block(view))
    return blocks


# ---- trade routes --------------------------------------------------------------------------------
ROUTE_CELL = 40
ROUTE_STEP = ROUTE_CELL + 4
ROUTE_TILE = 3 * ROUTE_STEP - 4 + 14  # a route tile of three spaces and the gap after it
ROUTE_ROW = ROUTE_CELL + 34
CHECK = "\u2713"


def _route_letters(view) -> dict:
    """A letter for each bonus on the view's trade routes (in the view's language), the same for every
    player: a, b, c … in the order of their words; the key says what each gives."""
    texts = {i18n.in_view(view, sp["bonus"]) for p in view["players"] for sp in p.get("route") or ()}
    return {text: chr(ord("a") + i % 26) * (1 + i // 26) for i, text in enumerate(sorted(texts))}


def _route_height(spaces, width, titled=False):
    per_row = max(1, (width + 14) // ROUTE_TILE)
    tiles = (spaces + 2) // 3
    return (34 if titled else 0) + (tiles + per_row - 1) // per_row * ROUTE_ROW


def _draw_route(draw, x, y, width, route, letters, view, titled=False):
    """COB-220..COB-223: a player's trade route, tiles of three spaces left to right (wrapping to further
    rows): each space framed in its goods colour, holding its die number or the goods sold onto it, its
    bonus's letter below (ticked and green when the goods matched, COB-222)."""
    if titled:
        canvas.text(draw, (x, y), _t(view, N_("Trade route")), T, True)
        y += 34
    per_row = max(1, (width + 14) // ROUTE_TILE)
    for i, space in enumerate(route):
        tile, k = divmod(i, 3)
        row, col = divmod(tile, per_row)
        _route_space(draw, x + col * ROUTE_TILE + k * ROUTE_STEP, y + row * ROUTE_ROW, space,
                     letters[i18n.in_view(view, space["bonus"])])


def _route_space(draw, x, y, space, letter):
    """One route space: empty, a light square framed in its colour with its number; with goods sold onto it,
    the goods tile filling it in the goods' own colour, as goods are drawn everywhere (`_goods`)."""
    colour, goods = space["colour"], space.get("goods")
    box = (x, y, x + ROUTE_CELL, y + ROUTE_CELL)
    cx, cy = x + ROUTE_CELL / 2, y + ROUTE_CELL / 2 + 1
    if goods:
        draw.rectangle(box, fill=GOODS_FILL[goods], outline=palette.INK, width=2)
        canvas.text(draw, (cx, cy), str(goods), T, True, palette.text_on(GOODS_FILL[goods]), "mm")
    else:
        draw.rectangle(box, fill=_tint(GOODS_FILL[colour], 0.85), outline=GOODS_FILL[colour], width=5)
        canvas.text(draw, (cx, cy), str(colour), T, False, palette.INK, "mm")
    earned = goods == colour
    label = letter + (CHECK if earned else "")
    fill = palette.GOOD if earned else palette.MUTED if goods else palette.INK
    canvas.text(draw, (cx, y + ROUTE_CELL + 15), label, T, earned, fill, "mm")


def _route_legend(view, routes) -> list[str]:
    """Each bonus letter used on `routes` with what it gives: "a 2 VP"."""
    letters = _route_letters(view)
    used = {i18n.in_view(view, sp["bonus"]) for r in routes for sp in r}
    return [f"{letters[t]} {t}" for t in sorted(used, key=letters.get)]


# ---- the team game -------------------------------------------------------------------------------
TEAM_HEX = 34
PARTNER_H = 112


def _team_score(view, team) -> str:
    """COB-240: a team's VP (the track while playing, the score once over), once: both partners' seats carry the
    same shared figures (the team's, not each partner's)."""
    p = view["players"][team["seats"][0]]
    return _t(view, N_("{n} VP"), n=p["score"] if view.get("over") else p["vp"])


def _team_block(view, team):
    """COB-231..COB-237: a team's panel: its name and score, the shared duchy drawn once, the team's silver,
    workers, goods and shared storage, then the partners side by side with their dice, VP and private tile."""
    seats = team["seats"]
    p = view["players"][seats[0]]
    board = view["boards"][p["board"]]
    size = _fit_hex(board, W - 2 * M - 12, TEAM_HEX)
    dw, dh = _duchy_size(size, board)
    height = canvas.PANEL_HEAD + dh + 8 + 56 + PARTNER_H + 10
    tiles = _tiles(view)

    def draw_fn(draw, y):
        draw.rounded_rectangle((M, y, W - M, y + height), radius=10, fill=palette.PANEL, outline=palette.LINE, width=2)
        _team_head(draw, y, view, team)
        _draw_duchy(draw, (W - dw) // 2, y + canvas.PANEL_HEAD, size, board, p, tiles, vps=_shield_vps(view))
        yy = y + canvas.PANEL_HEAD + dh + 8
        _team_supply(draw, M + 12, yy, W - M - 12, view, p, tiles)
        yy += 56
        pw = (W - 2 * M - 36) // 2
        for k, s in enumerate(seats):
            _partner_card(draw, M + 12 + k * (pw + 12), yy, pw, view, s, tiles)
    return height, draw_fn


def _team_head(draw, y, view, team):
    label = _t(view, N_("Team {name}"), name=i18n.as_is(team["name"]))
    w, _ = canvas.badge(draw, (M + 10, y + 8), label, palette.HIGHLIGHT if view.get("active") in team["seats"]
                        else palette.PANEL)
    x = M + 10 + w + 26
    for s in team["seats"]:
        canvas.player_token(draw, (x, y + 26), s, 18)
        x += 42
    score = _team_score(view, team)
    sw = canvas.text_size(draw, score, 28, True)[0]
    names = " + ".join(view["names"][s] for s in team["seats"])
    canvas.text(draw, (x, y + 26), canvas.fit_text(draw, names, W - M - 24 - sw - x, 26), 26, False, palette.INK, "lm")
    canvas.text(draw, (W - M - 12, y + 26), score, 28, True, palette.INK, "rm")


def _team_supply(draw, x, y, right, view, p, tiles):
    """COB-233, COB-236, COB-237: what the partners share: silver, workers, goods, the two storage spaces."""
    line = _t(view, N_("Silver {silver} · workers {workers}"), silver=p["silver"], workers=p["workers"])
    canvas.text(draw, (x, y + 24), line, T, False, palette.INK, "lm")
    gx = x + canvas.text_size(draw, line, T)[0] + 16
    label = _t(view, N_("Shared storage"))
    store_w = canvas.text_size(draw, label, T, True)[0] + 8 + 2 * (STORE_HEX * SQ3 + 3)
    for c, n in sorted(p["goods"].items(), key=lambda kv: int(kv[0])):
        if gx + 80 > right - store_w:
            break
        gx += _goods(draw, gx, y + 7, int(c), n)
    sx = right - store_w
    canvas.text(draw, (sx, y + 24), label, T, True, palette.INK, "lm")
    _draw_storage(draw, sx + canvas.text_size(draw, label, T, True)[0] + 8, y + 24, STORE_HEX, p["storage"], tiles,
                  per_row=4, spaces=2)


def _partner_card(draw, x, y, w, view, seat, tiles):
    """A partner: token and name, their own two dice and their private storage space (COB-234, COB-236); the VP
    are the team's, said once in the team's head."""
    p = view["players"][seat]
    active = view.get("active") == seat and not view.get("over")
    h = PARTNER_H - 8
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=palette.BACKGROUND,
                           outline=palette.HIGHLIGHT if active else palette.LINE, width=4 if active else 2)
    canvas.player_token(draw, (x + 24, y + 24), seat, 18)
    canvas.text(draw, (x + 48, y + 24), canvas.fit_text(draw, view["names"][seat], w - 60, 26, True), 26, True,
                palette.INK, "lm")
    dx = x + 12
    for i, v in enumerate(view["dice"][seat] if _rolled(view["dice"][seat]) else ()):
        _die(draw, dx, y + 50, v, 44, (255, 255, 255), active and view["used"][i])
        dx += 52
    label = _t(view, N_("Private"))
    hx = x + w - 12 - STORE_HEX * SQ3
    canvas.text(draw, (hx - 8, y + 72), canvas.fit_text(draw, label, hx - 8 - dx, T), T, False, palette.MUTED, "rm")
    _draw_storage(draw, hx, y + 72, STORE_HEX, p.get("private_storage") or [], tiles, spaces=1)


def _team_standings_block(view):
    """COB-240: the teams best first, each with both members' VP summed, the winners marked, and the team's
    points by source under its line (tie-break: more empty spaces, as the rules rank them)."""
    res = view["result"]
    teams = sorted(view["teams"], key=lambda t: (-view["players"][t["seats"][0]]["score"],
                                                 -view["players"][t["seats"][0]].get("empty_spaces", 0)))
    d = canvas.scratch()
    parts = {t["name"]: canvas.key_lines(d, [f"{_t(view, BREAKDOWN.get(k, k))} {v}" for k, v in
                                             (res.get("breakdown") or [{}] * 4)[t["seats"][0]].items() if v],
                                         W - 2 * M - 50) for t in teams}
    height = 44 + sum(48 + 32 * len(lines) for lines in parts.values())

    def draw_fn(draw, y):
        canvas.text(draw, (M, y + 4), _t(view, N_("Final standings")), 30, True)
        y += 44
        for i, team in enumerate(teams):
            won = any(s in res.get("winners", ()) for s in team["seats"])
            place = "1. " if won else f"{i + 1}. "
            label = place + _t(view, N_("Team {name}"), name=i18n.as_is(team["name"]))
            canvas.text(draw, (M, y + 22), label, 28, True, palette.INK, "lm")
            x = M + canvas.text_size(draw, label, 28, True)[0] + 26
            for s in team["seats"]:
                canvas.player_token(draw, (x, y + 22), s)
                x += 40
            score = _team_score(view, team)
            canvas.text(draw, (x, y + 22), score, 28, True, palette.INK, "lm")
            if won:
                canvas.badge(draw, (x + canvas.text_size(draw, score, 28, True)[0] + 14, y + 6),
                             _t(view, N_("winner")), palette.HIGHLIGHT)
            y += 48
            for line in parts[team["name"]]:
                canvas.text(draw, (M + 50, y - 6), line, T, False, palette.MUTED)
                y += 32
    return height, draw_fn


# ---- solo ----------------------------------------------------------------------------------------
LEVELS = {"beginner": N_("beginner"), "expert": N_("expert")}


def _target_level(target) -> str:
    """COB-268: where the target started says how hard the game was."""
    return N_("easier") if target < 50 else N_("harder") if target > 50 else N_("standard")


def _solo_block(view):
    """COB-253..COB-268: the round of 25, the counter chasing the target, and at the end WON or LOST with the
    target level the game was played at."""
    solo = view["solo"]
    over = solo.get("won") is not None
    height = 44 + 56 + (86 if over else 0)

    def draw_fn(draw, y):
        draw.rounded_rectangle((M, y, W - M, y + height), radius=10, fill=palette.PANEL, outline=palette.LINE,
                               width=2)
        title = _t(view, N_("Solo, {level} · round {k}/25"), level=LEVELS.get(solo["level"], solo["level"]),
                   k=solo["round_of_25"])
        canvas.text(draw, (M + 14, y + 24), canvas.fit_text(draw, title, W - 2 * M - 28, 28, True), 28, True,
                    palette.INK, "lm")
        _solo_track(draw, M + 14, y + 50, W - 2 * M - 28, view)
        if over:
            _solo_result(draw, M + 14, y + 106, W - 2 * M - 28, view)
    return height, draw_fn


def _solo_track(draw, x, y, w, view):
    """The counter on its way to the target (COB-264, COB-265), as a bar."""
    solo = view["solo"]
    label = _t(view, N_("Counter {counter} of target {target}"), counter=solo["counter"], target=solo["target"])
    lw = canvas.text_size(draw, label, T, True)[0]
    canvas.text(draw, (x, y + 22), label, T, True, palette.INK, "lm")
    bx, bw = x + lw + 16, max(60, w - lw - 16)
    draw.rounded_rectangle((bx, y + 10, bx + bw, y + 34), radius=6, fill=(255, 255, 255), outline=palette.INK,
                           width=2)
    part = min(1, solo["counter"] / max(1, solo["target"]))
    if part:
        draw.rounded_rectangle((bx + 2, y + 12, bx + 2 + (bw - 4) * part, y + 32), radius=5,
                               fill=palette.player_colour(0))


def _solo_result(draw, x, y, w, view):
    """COB-267: WON when every space is covered within the 25 rounds; the level the target started at."""
    solo = view["solo"]
    won = solo["won"]
    word = _t(view, N_("WON") if won else N_("LOST"))
    bw, _ = canvas.badge(draw, (x, y), word, palette.GOOD if won else palette.BAD, 36, 8, 10)
    p = view["players"][0]
    line = _t(view, N_("Every space of the duchy covered") if won else N_("{n} spaces still empty after 25 rounds"),
              n=p.get("empty_spaces", 0))
    target = (view.get("options") or {}).get("target")
    level = _t(view, N_("target started at {target}: {level}"), target=target, level=_target_level(target)) \
        if target else ""
    tx = x + bw + 16
    canvas.text(draw, (tx, y + 4), canvas.fit_text(draw, line, x + w - tx, T, True), T, True)
    canvas.text(draw, (tx, y + 38), canvas.fit_text(draw, level, x + w - tx, T), T, False, palette.MUTED)


# ---- the key -------------------------------------------------------------------------------------
def _depots_drawn(view, seat=None) -> bool:
    """Whether the image draws the depots: a public image drops them once the game is over."""
    return seat is not None or not view.get("over")


def _drawn(view, seat=None) -> set[str]:
    """The tiles an image draws, whose marks and effects its key spells out: those on the central board (while
    it is drawn), every player's (public image) or the seat's own duchy and storage (private image; a team
    player's: the partner's private tile too)."""
    if "players" not in view:  # a view of tiles alone (the marks' tests): all of them
        return set(view["tiles"])
    codes = set()
    if _depots_drawn(view, seat):
        codes |= {c for d in view["depots"] for c in d["tiles"] if c} | {c for c in view["black"] if c}
    for s, p in enumerate(view["players"]):
        if seat is None or s == seat:
            codes |= set(p["duchy"].values()) | set(p["storage"]) | set(p.get("private_storage") or ())
    for s in _partners(view, seat) if seat is not None else ():
        codes |= set(view["players"][s].get("private_storage") or ())
    return codes


def _partners(view, seat) -> list[int]:
    """The seats of `seat`'s team, itself first (just itself outside a team game)."""
    for team in view.get("teams") or ():
        if seat in team["seats"]:
            return [seat] + [s for s in team["seats"] if s != seat]
    return [seat]


def _tile_entries(view, seat=None):
    """The marks of the tiles the view shows, and the effect of every monastery the image draws (a tile's
    "text"; monastery 29's building a stand-in, said so)."""
    buildings, animals, kinds, mons, lines = {}, set(), set(), set(), {}
    drawn = _drawn(view, seat)
    nouns = {**BUILDING_WORDS, **terms.BUILDING_NOUNS}
    for code, info in _tiles(view).items():
        kind, letters = info["kind"], info["mark"][0]
        if kind == "building":
            buildings[letters] = _t(view, nouns[info["building"]])
        elif kind == "livestock":
            animals.add(info["animal"])
        elif kind == "monastery":
            if code not in drawn:
                continue
            mons.add(info["number"])
            if info.get("text"):
                text = msg(N_("{text} (stand-in)"), text=info["text"]) if info.get("stand_in") else info["text"]
                lines[info["number"]] = f"{letters}: {i18n.in_view(view, text)}"
        else:
            kinds.add(kind)
    if view.get("inns") is not None:
        kinds.add("inn")
    entries = [f"{m} {n}" for m, n in sorted(buildings.items())]
    entries += [f"{_t(view, KIND_MARK[k])} {_t(view, n)}" for k, n in KIND_WORDS.items() if k in kinds]
    entries += [f"{_t(view, ANIMAL_MARK[a])} {_t(view, n)}" for a, n in ANIMAL_WORDS.items() if a in animals]
    if animals - {"goose"}:
        entries.append(_t(view, N_("animals: letters over their count")))
    if mons:
        entries.append(_t(view, N_("numbers: monasteries {numbers}"), numbers=", ".join(map(str, sorted(mons)))))
    return entries, [lines[n] for n in sorted(lines)]


def _board_entries(view) -> list[str]:
    """What the duchies add: drawn rivers (solo), border points, stand-in boards (labelled as such)."""
    boards = (view.get("boards") or {}).values()
    entries = []
    if any(b.get("links") for b in boards):
        entries.append(_t(view, N_("blue bands: rivers joining the islands")))
    if any(b.get("border_points") for b in boards):
        entries.append(_t(view, N_("flag: border point")))
    stand_ins = [b["id"] for b in boards if b.get("stand_in")]
    if stand_ins:
        entries.append(_t(view, N_("stand-in board: {boards}"), boards=i18n.as_is(", ".join(stand_ins))))
    return entries


def _shield_lines(view) -> list[str]:
    """COB-284..COB-302: every shield in the view with its VP and effect (view["shield_info"])."""
    info = view.get("shield_info") or {}
    return [_t(view, N_("Shield {n} ({vp} VP): {text}"), n=int(n), vp=i["vp"], text=i["text"])
            for n, i in sorted(info.items(), key=lambda kv: int(kv[0]))]


def _key_entries(view, seat=None):
    """The key's short entries (marks and symbols) and its longer lines (effects, route bonuses)."""
    entries, lines = _tile_entries(view, seat)
    entries += _board_entries(view)
    if _depots_drawn(view, seat) and any(None in d["tiles"] for d in view.get("depots") or ()):
        entries.append(_t(view, N_("pale hexes: empty spaces")))  # a depot's tile taken (or, solo, removed)
    if view.get("shield_info"):
        entries.append(_t(view, N_("shields: gold 12 VP, silver 8, bronze 4")))
    lines += _shield_lines(view)
    routes = [p["route"] for p in view.get("players") or () if p.get("route")]
    if routes and seat is None:  # (a private image says its route's letters under the route) entries kept
        # whole when wrapped: "Trade route bonuses: a 2 VP · b 1 silver · …"
        legend = _route_legend(view, routes)
        lines.append([_t(view, N_("Trade route bonuses: {first}"), first=i18n.as_is(legend[0]))] + legend[1:])
    return entries, lines


def _key(view, width, x=M, seat=None):
    """The key as (height, draw_fn(draw, y)), `width` wide from `x`."""
    entries, lines = _key_entries(view, seat)
    d = canvas.scratch()
    wrapped = canvas.key_lines(d, entries, width)
    for line in lines:  # a sentence, or a list of entries to keep whole
        wrapped += canvas.key_lines(d, line, width) if isinstance(line, list) else canvas.wrap(d, line, width)
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
    if view.get("solo"):
        blocks.append(_solo_block(view))
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
        canvas.text(draw, (W - M, y + 20), _private_points(view, seat), 32, True, palette.INK, "rm")
        parts = [_t(view, N_("Game over")) if view.get("over") else
                 _t(view, N_("Phase {phase} · round {round}/5"), phase=view["phase"], round=view["round"])]
        if seat in canvas.resigned_seats(view):
            parts.append(_t(view, N_("resigned, ranked last")))
        elif view.get("active") == seat and not view.get("over"):
            parts.append(_t(view, N_("your turn")))
        parts.append(_t(view, N_("your duchy {duchy}"), duchy=i18n.as_is(p["board"])) if _duchy_names(view)
                     and not p.get("sides") else _t(view, N_("your duchy")))
        partners = _partners(view, seat)[1:]
        if partners:  # COB-230: who plays with whom
            team = next(t for t in view["teams"] if seat in t["seats"])
            parts.append(_t(view, N_("team {name} with {who}"), name=i18n.as_is(team["name"]),
                            who={"seat": partners[0]}))
        canvas.text(draw, (M, y + 50), canvas.fit_text(draw, " · ".join(parts), W - 2 * M, 26), 26, False,
                    palette.MUTED)
    return 84, draw_fn


def _private_points(view, seat) -> str:
    """The private head's points: a team's are the team's (COB-240), so the head names the team."""
    points = _points(view, view["players"][seat])
    team = next((t for t in view.get("teams") or () if seat in t["seats"]), None)
    if team:
        return " · ".join([_t(view, N_("Team {name}"), name=i18n.as_is(team["name"])), points])
    return points


def _prompt_block(view):
    if not view.get("prompt"):
        return None
    lines = canvas.wrap(canvas.scratch(), i18n.in_view(view, view["prompt"]), W - 2 * M, 26, True)[:4]

    def draw_fn(draw, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 34 * i), line, 26, True, palette.BAD)
    return 34 * len(lines), draw_fn


PRIVATE_HEX = 44
BIG_HEX = 50  # a duchy drawn across the image (solo islands, a team duchy), its side below it
SIDE_MIN = 470  # narrower than this, the side column goes under the duchy, in two columns
PART_GAP = 4


def _private_layout(view, seat):
    """Where a private image puts the duchy's side column: beside a standard duchy; under a wide one (solo
    islands, a team duchy), in two columns. Returns (hex size, beside)."""
    board = view["boards"][view["players"][seat]["board"]]
    size = _fit_hex(board, W - 2 * M - 16 - SIDE_MIN, PRIVATE_HEX)
    if size >= 40:
        return size, True
    return _fit_hex(board, W - 2 * M, BIG_HEX), False


def _own_duchy_block(view, seat):
    """The seat's duchy with the space ids, and beside or under it what the seat holds (`_side_parts`)."""
    p = view["players"][seat]
    if p.get("sides"):
        return _own_sides_block(view, seat)
    tiles = _tiles(view)
    board = view["boards"][p["board"]]
    size, beside = _private_layout(view, seat)
    dw, dh = _duchy_size(size, board)
    legal = set(view.get("legal_spaces") or [])
    duchy_h = dh + (40 if legal else 0)
    if beside:
        side_x = M + dw + 16
        columns = [(side_x, _side_parts(view, seat, W - M - side_x))]
        side_top = 0
    else:
        half = (W - 2 * M - 16) // 2
        parts = _side_parts(view, seat, half)
        cut = _balanced_cut([h for h, _ in parts])
        columns = [(M, parts[:cut]), (M + half + 16, parts[cut:])]
        side_top = duchy_h + 8
    side_h = max(sum(h + PART_GAP for h, _ in col) for _, col in columns)
    height = max(duchy_h, side_top + side_h)

    def draw_fn(draw, y):
        _draw_duchy(draw, M + (0 if beside else (W - 2 * M - dw) // 2), y, size, board, p, tiles, legal, ids=True,
                    vps=_shield_vps(view))
        if legal:
            canvas.text(draw, (M, y + dh + 6), canvas.fit_text(draw, _t(view, _outlined(view)), W - 2 * M, T, True), T,
                        True, MAGENTA)
        _draw_columns(draw, columns, y + side_top)
    return height, draw_fn


def _draw_columns(draw, columns, top):
    """The side parts in their columns, each column from `top` down: [(x, [(height, draw(draw, x, y))...])]."""
    for x, parts in columns:
        yy = top
        for h, fn in parts:
            fn(draw, x, yy)
            yy += h + PART_GAP


def _outlined(view):
    """What the magenta outlines on a private duchy mean."""
    if view.get("decision") == "start_castle":  # COB-022: no dice yet
        return N_("Outlined: the dark-green spaces for your starting castle")
    return N_("Outlined: a stored tile can go there with your dice now")


def _sides_layout(view, seat) -> dict:
    """COB-022: where a player still choosing their board's side sees its two duchies, side by side across the
    image: {duchy: (x, y, hex size)}, y from the block's top (under the duchies' titles)."""
    keys = view["players"][seat]["sides"]
    col = (W - 2 * M - 16) // 2
    boards = [view["boards"][k] for k in keys]
    size = min(_fit_hex(b, col, PRIVATE_HEX) for b in boards)
    return {k: (M + i * (col + 16) + (col - _duchy_size(size, b)[0]) // 2, 40, size)
            for i, (k, b) in enumerate(zip(keys, boards))}


def _own_sides_block(view, seat):
    """COB-022: both duchies the seat chooses from, side by side, each titled with its number and, while the seat
    chooses, its own dark-green spaces outlined (view["start_choices"]); what the seat holds goes under them."""
    choices = view.get("start_choices") or {}
    at = _sides_layout(view, seat)
    dh = max(_duchy_size(size, view["boards"][k])[1] for k, (_, _, size) in at.items())
    note = N_("Outlined: the dark-green spaces for your starting castle") if choices else \
        N_("You choose one of these duchies with your starting castle")
    lines = canvas.wrap(canvas.scratch(), _t(view, note), W - 2 * M, T, True)
    half = (W - 2 * M - 16) // 2
    parts = _side_parts(view, seat, half)
    cut = _balanced_cut([h for h, _ in parts])
    columns = [(M, parts[:cut]), (M + half + 16, parts[cut:])]
    side_top = 40 + dh + 6 + 34 * len(lines) + 8
    height = side_top + max(sum(h + PART_GAP for h, _ in col) for _, col in columns)

    def draw_fn(draw, y):
        col = (W - 2 * M - 16) // 2
        for i, (key, (x, top, size)) in enumerate(at.items()):
            canvas.text(draw, (M + i * (col + 16) + col / 2, y + 18), _t(view, N_("Duchy {duchy}"),
                                                                          duchy=i18n.as_is(key)), 28, True,
                        palette.INK, "mm")
            _draw_duchy(draw, x, y + top, size, view["boards"][key], {"duchy": {}}, {}, choices.get(key, ()), ids=True)
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 40 + dh + 6 + 34 * i), line, T, True, MAGENTA if choices else palette.INK)
        _draw_columns(draw, columns, y + side_top)
    return height, draw_fn


def _balanced_cut(heights) -> int:
    """Where to cut a list of parts into two columns of about the same height."""
    best, cut = None, len(heights)
    for k in range(1, len(heights)):
        worst = max(sum(heights[:k]), sum(heights[k:]))
        if best is None or worst < best:
            best, cut = worst, k
    return cut


def _side_parts(view, seat, w) -> list:
    """What a seat holds, as parts (height, draw_fn(draw, x, y)) `w` wide stacked beside or under its duchy:
    dice, silver and workers, storage (a team's: shared, private, the partner's), goods and sold, notes, score."""
    parts = [_dice_part(view, seat), _money_part(view, seat, w)]
    parts += _team_storage_parts(view, seat, w) if view.get("teams") else [_storage_part(view, seat, w)]
    parts.append(_goods_part(view, seat))
    return parts + [_lines_part(_side_lines(view, seat, w))]


def _dice_part(view, seat):
    def draw_fn(draw, x, y):
        mine = view.get("active") == seat
        label = _t(view, N_("Dice"))
        canvas.text(draw, (x, y + 25), label, 26, True, palette.INK, "lm")
        dx = x + max(70, canvas.text_size(draw, label, 26, True)[0] + 12)
        if not _rolled(view["dice"][seat]):  # the starting castles come before the first roll
            canvas.text(draw, (dx, y + 25), _t(view, N_("not rolled yet")), T, False, palette.MUTED, "lm")
            return
        for i, v in enumerate(view["dice"][seat]):
            _die(draw, dx, y, v, 50, (255, 255, 255), mine and view["used"][i])
            dx += 58
        canvas.text(draw, (dx + 8, y + 25), _t(view, N_("white {n}"), n=view["white"]), T, False, palette.MUTED, "lm")
    return 56, draw_fn


def _money_part(view, seat, w):
    p = view["players"][seat]

    def draw_fn(draw, x, y):
        canvas.text(draw, (x, y), _t(view, N_("Silver {n}"), n=p["silver"]), 26)
        canvas.text(draw, (x + w // 2, y), _t(view, N_("Workers {n}"), n=p["workers"]), 26)
        canvas.text(draw, (x, y + 34), _t(view, N_("Empty spaces {n}"), n=p["empty_spaces"]), T, False,
                    palette.MUTED)
    return 64, draw_fn


STORE_BIG = 36
STORE_CELL_H = 124


def _storage_cell(draw, cx, y, w, code, tiles, view, muted=False):
    """A storage space `w` wide: its tile (or an empty outline) with the tile's name under it, on two lines
    when it is too long for one ("Boarding house", "Bottega del carpentiere")."""
    if code is None:
        _hex(draw, cx, y + 36, STORE_BIG, None, palette.LINE, 2)
        return
    info = tiles[code]
    _tile(draw, cx, y + 36, STORE_BIG, info, palette.MUTED if muted else palette.INK)
    name = i18n.in_view(view, info.get("term") or info["name"])
    lines = canvas.wrap(draw, name, w - 6, T)
    if len(lines) > 2:
        lines = [lines[0], canvas.fit_text(draw, " ".join(lines[1:]), w - 6, T)]
    top = y + (90 if len(lines) == 1 else 86)
    for i, line in enumerate(lines):
        canvas.text(draw, (cx, top + 24 * i), line, T, False, palette.MUTED if muted else palette.INK, "mm")


def _storage_part(view, seat, w):
    """The three storage spaces, or more under shield 4 (COB-288), three to a row."""
    p = view["players"][seat]
    tiles = _tiles(view)
    rows = _storage_slots(p["storage"])

    def draw_fn(draw, x, y):
        canvas.text(draw, (x, y), _t(view, N_("Storage")), 26, True)
        step = w // 3
        for i in range(3 * rows):
            code = p["storage"][i] if i < len(p["storage"]) else None
            if code is None and i >= 3:
                break
            _storage_cell(draw, x + step * (i % 3) + step / 2, y + 36 + STORE_CELL_H * (i // 3), step, code, tiles,
                          view)
    return 36 + STORE_CELL_H * rows, draw_fn


def _team_storage_parts(view, seat, w):
    """COB-236, COB-237: the team's two shared spaces, the seat's private one, and the partner's private tile,
    which the seat may see but not use."""
    p = view["players"][seat]
    partner = _partners(view, seat)[1:]
    tiles = _tiles(view)
    cells = [(N_("shared"), c, False) for c in (p["storage"] + [None, None])[:2]]
    cells.append((N_("yours"), (p.get("private_storage") or [None])[0], False))
    for s in partner:
        cells.append(({"text": view["names"][s]}, (view["players"][s].get("private_storage") or [None])[0], True))
    d = canvas.scratch()
    note = []
    for s in partner:
        note += canvas.wrap(d, _t(view, N_("{who}'s private tile: you may see it, not use it"), who={"seat": s}), w)

    def draw_fn(draw, x, y):
        canvas.text(draw, (x, y), _t(view, N_("Storage")), 26, True)
        step = w // len(cells)
        for i, (caption, code, muted) in enumerate(cells):
            cx = x + step * i + step / 2
            label = canvas.fit_text(draw, i18n.in_view(view, caption), step - 6, T)
            canvas.text(draw, (cx, y + 50), label, T, muted, palette.MUTED if muted else palette.INK, "mm")
            _storage_cell(draw, cx, y + 66, step, code, tiles, view, muted)
        for i, line in enumerate(note):
            canvas.text(draw, (x, y + 66 + STORE_CELL_H + i * NOTE_H), line, T, False, palette.MUTED)
    return [(66 + STORE_CELL_H + len(note) * NOTE_H, draw_fn)]


def _goods_part(view, seat):
    p = view["players"][seat]
    titles = [(_t(view, N_("Goods")), p["goods"]), (_t(view, N_("Sold")), p["sold"])]

    def draw_fn(draw, x, y):
        gx0 = x + max(96, max(canvas.text_size(draw, t, 26, True)[0] for t, _ in titles) + 12)
        for title, goods in titles:
            canvas.text(draw, (x, y + 17), title, 26, True, palette.INK, "lm")
            gx = gx0
            if not goods:
                canvas.text(draw, (gx, y + 17), _t(view, N_("none")), T, False, palette.MUTED, "lm")
            for c, n in sorted(goods.items(), key=lambda kv: int(kv[0])):
                if gx + 70 > W - M:
                    break
                gx += _goods(draw, gx, y, int(c), n)
            y += 44
    return 88, draw_fn


def _side_lines(view, seat, w) -> list[tuple[str, tuple]]:
    """(line, colour) under the goods: monasteries, bonus tiles, shields held, the modules' notes, the score."""
    p = view["players"][seat]
    d = canvas.scratch()
    said = []
    if p["monasteries"]:
        said.append(_t(view, N_("Monasteries {numbers}"), numbers=", ".join(map(str, p["monasteries"]))))
    if p["bonus"]:
        bonus = ", ".join(f"{_t(view, terms.COLOURS[c])} {v}" for c, _, v in p["bonus"])
        said.append(_t(view, N_("Bonus {tiles}"), tiles=bonus))
    if p.get("shields"):
        said.append(_t(view, N_("Shields {numbers}"),
                       numbers=i18n.as_is(", ".join(str(sh["number"]) for sh in p["shields"]))))
    said += [_t(view, m) for m in _notes(view, seat)]
    out = [(line, palette.INK) for text in said for line in canvas.wrap(d, text, w)]
    parts = [f"{_t(view, BREAKDOWN.get(k, k))} {v}" for k, v in p["breakdown"].items() if v]
    head = _t(view, N_("Final score")) if view.get("over") else \
        _t(view, N_("If the game ended now: {score}"), score=p["score"])
    return out + [(line, palette.MUTED) for line in canvas.wrap(d, f"{head} = " + (", ".join(parts) or "0"), w)]


def _lines_part(lines):
    def draw_fn(draw, x, y):
        for i, (line, fill) in enumerate(lines):
            canvas.text(draw, (x, y + 34 * i), line, T, False, fill)
    return 34 * len(lines), draw_fn


def _route_block(view, seat):
    """The seat's trade route across the image, with what each of its letters gives."""
    p = view["players"][seat]
    width = W - 2 * M
    d = canvas.scratch()
    legend = canvas.key_lines(d, _route_legend(view, [p["route"]]), width)
    height = _route_height(len(p["route"]), width, titled=True) + len(legend) * NOTE_H

    def draw_fn(draw, y):
        _draw_route(draw, M, y, width, p["route"], _route_letters(view), view, titled=True)
        yy = y + _route_height(len(p["route"]), width, titled=True)
        for i, line in enumerate(legend):
            canvas.text(draw, (M, yy + i * NOTE_H), line, T, False, palette.MUTED)
    return height, draw_fn


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    blocks = [_private_head(view, seat)]
    prompt = _prompt_block(view)
    if prompt:
        blocks.append(prompt)
    if view.get("solo"):
        blocks.append(_solo_block(view))
    blocks.append(_own_duchy_block(view, seat))
    if view["players"][seat].get("route"):
        blocks.append(_route_block(view, seat))
    blocks += [_depots_block(view), _supply_block(view), _key_block(view, seat)]
    return canvas.pages(blocks, _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -------------------------------------------------------------------
def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`)."""
    me = view["players"][view["seat"]]
    say = lambda m: i18n.in_view(view, m)  # noqa: E731  (the reader's language: a private view's)
    goods = ", ".join(f"{n} {say(terms.goods(int(c), n))}" for c, n in me["goods"].items()) or say(N_("none"))
    dice = view["dice"][me["seat"]]
    if not _rolled(dice):  # the starting castles come before the first roll
        dice_line = say(N_("Dice: not rolled yet"))
    elif view.get("active") == me["seat"]:
        left = sorted(v for v, used in zip(dice, view["used"]) if not used)  # as the prompt lists them
        # the values still to use: "Dice: 2 unused" was read as two dice unused
        dice_line = say(msg(N_("Dice: showing {dice}, unused"), dice=listing(left)) if left else N_("Dice: both used"))
    else:
        dice_line = say(msg(N_("Dice: {dice}"), dice=listing(sorted(dice))))
    solo = view.get("solo")
    if solo:  # COB-264, COB-267: VP move the counter; the score is the spaces covered
        size = view["boards"][me["board"]]["size"]
        money = msg(N_("Silver {silver}, workers {workers}, VP counter {counter} of target {target}; {covered} of "
                       "{size} spaces covered."), silver=me["silver"], workers=me["workers"], counter=solo["counter"],
                    target=solo["target"], covered=size - me["empty_spaces"], size=size)
    else:
        money = msg(N_("Silver {silver}, workers {workers}, {vp} VP on the track ({score} if the game ended now)."),
                    silver=me["silver"], workers=me["workers"], vp=me["vp"], score=me["score"])
    stored = canvas.listing_or([_term(view, c) for c in me["storage"]], N_("empty"))
    lines = [dice_line, say(money),
             say(msg(N_("Shared storage: {tiles}") if view.get("teams") else N_("Storage: {tiles}"), tiles=stored)),
             say(msg(N_("Goods: {goods}"), goods={"text": goods}))]
    if me["monasteries"]:
        lines.append(say(msg(N_("Monasteries: {tiles}"), tiles=[{"text": str(m)} for m in me["monasteries"]])))
    lines += _start_holdings(view, me, say)
    if view.get("legal_spaces") and view.get("decision") != "start_castle":
        lines.append(say(msg(N_("Spaces a stored tile can go on now: {spaces}"),
                             spaces=[{"text": str(x)} for x in view["legal_spaces"]])))
    return lines + _module_holdings(view, me, say)


def _start_holdings(view, me, say) -> list[str]:
    """COB-022: the duchies a seat still chooses from, and while it puts its starting castle, the dark-green
    spaces of each."""
    lines = []
    if me.get("sides"):
        first, second = me["sides"]
        lines.append(say(msg(N_("You choose duchy {first} or {second} with your starting castle."),
                             first=i18n.as_is(first), second=i18n.as_is(second))))
    choices = view.get("start_choices") or {}
    for key, spaces in choices.items():
        spaces = [{"text": str(x)} for x in spaces]
        lines.append(say(msg(N_("Duchy {duchy}, spaces for your starting castle: {spaces}"), duchy=i18n.as_is(key),
                             spaces=spaces) if len(choices) > 1 else
                         msg(N_("Spaces for your starting castle: {spaces}"), spaces=spaces)))
    return lines


def _module_holdings(view, me, say) -> list[str]:
    """The modules' part of `holdings`: private tiles in a team game (the partner's too: seen, not usable),
    shields held, the solo counter and target."""
    term = lambda c: view["tiles"][c].get("term", view["tiles"][c]["name"])  # noqa: E731
    lines = []
    for s in _partners(view, me["seat"]) if view.get("teams") else ():
        tiles = canvas.listing_or([term(c) for c in view["players"][s].get("private_storage") or ()], N_("empty"))
        lines.append(say(msg(N_("Your private tile: {tiles}"), tiles=tiles) if s == me["seat"] else
                         msg(N_("{who}'s private tile (you may see it, not use it): {tiles}"), who={"seat": s},
                             tiles=tiles)))
    if me.get("shields"):
        lines.append(say(msg(N_("Shields: {numbers}"), numbers=[{"text": str(sh["number"])} for sh in me["shields"]])))
    solo = view.get("solo")
    if solo:  # (the counter and target are said with the silver and workers)
        lines.append(say(msg(N_("Solo, {level} · round {k}/25"), level=LEVELS.get(solo["level"], solo["level"]),
                             k=solo["round_of_25"])))
    return lines

