"""Alhambra images, drawn only from `Game.view` dicts.

Public image: header with the scoring-round marker, the building market (price and currency of
each space), the money display, module supplies, then one panel per player (Alhambra with thick
walls, reserve, bought tiles, card counts, coins, thieves, trader and residents) and Dirk.
Private image: the same header and market, the seat's own hand by currency, thieves and
residents, and the seat's Alhambra drawn large with the cells where a waiting tile may go.
Colour is always doubled by a letter: building type letters P S A C G T, currency letters
B G O Y, resident letters on the discs.
"""
from __future__ import annotations


from PIL import Image

from render import canvas, palette

WIDTH = 1600
MARGIN = 20

TYPE_FILL = {
    "pavilion": (86, 150, 214), "seraglio": (206, 72, 72), "arcades": (150, 100, 60),
    "chambers": (245, 245, 240), "garden": (70, 160, 80), "tower": (140, 90, 170),
}
TYPE_LETTER = {"pavilion": "P", "seraglio": "S", "arcades": "A", "chambers": "C", "garden": "G", "tower": "T"}
COLOUR_TYPE = {"blue": "pavilion", "red": "seraglio", "brown": "arcades", "white": "chambers",
               "green": "garden", "purple": "tower"}
RES_LETTER = {"blue": "b", "red": "r", "brown": "n", "white": "w", "green": "g", "purple": "p"}
CUR_FILL = {"blue": (40, 100, 200), "green": (30, 140, 70), "orange": (235, 125, 25), "yellow": (240, 205, 40)}
CUR_LETTER = {"blue": "B", "green": "G", "orange": "O", "yellow": "Y"}
FOUNTAIN = (190, 225, 235)
WALL = (40, 30, 25)
WOOD = (196, 120, 40)
LEGAL = (255, 214, 0)
TRADER = (250, 235, 200)


# ---- small pieces --------------------------------------------------------------------------------
def _tile(draw, x, y, size, tile, resident=None, number=False):
    """A building tile: type colour + letter, price, printed walls thick and dark, wooden walls
    thick and light brown with a dark edge."""
    if tile is None:
        return
    kind = tile.get("type")
    fill = TYPE_FILL.get(kind, FOUNTAIN)
    draw.rectangle((x, y, x + size, y + size), fill=fill, outline=palette.LINE)
    ink = palette.text_on(fill)
    if kind is None:
        draw.ellipse((x + size * 0.3, y + size * 0.3, x + size * 0.7, y + size * 0.7), outline=(40, 90, 140), width=3)
        canvas.text(draw, (x + size / 2, y + size / 2), "F", max(14, size // 4), True, (40, 90, 140), "mm")
    thick = max(4, size // 9)
    if kind is not None:
        big = max(14, int(size * 0.42))
        small = max(14, int(size * 0.26))
        canvas.text(draw, (x + size * 0.34, y + size * 0.42), TYPE_LETTER[kind], big, True, ink, "mm")
        canvas.text(draw, (x + size - thick - 2, y + size - thick - 1), str(tile["price"]), small, True, ink, "rd")
    for sides, colour in ((tile.get("walls", ""), WALL), (tile.get("wood", ""), WOOD)):
        for side in sides:
            box = {
                "N": (x, y, x + size, y + thick), "S": (x, y + size - thick, x + size, y + size),
                "W": (x, y, x + thick, y + size), "E": (x + size - thick, y, x + size, y + size),
            }[side]
            draw.rectangle(box, fill=colour, outline=WALL if colour == WOOD else None)
    if number and kind is not None and size >= 56:  # the number used in typed commands
        canvas.text(draw, (x + size - thick - 2, y + thick + 1), f"#{tile['n']}", 14, False, ink, "ra")
    res = resident or tile.get("resident")
    if res:
        r = max(9, size // 7)
        cx, cy = x + r + thick + 1, y + size - r - thick - 1
        _resident(draw, (cx, cy), res, r)


def _resident(draw, centre, colour, r):
    fill = TYPE_FILL[COLOUR_TYPE[colour]]
    x, y = centre
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x, y), RES_LETTER[colour], max(14, r + 4), True, palette.text_on(fill), "mm")


def _card(draw, x, y, currency, value, w=46, h=62):
    fill = CUR_FILL[currency]
    ink = palette.text_on(fill)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + w / 2, y + h * 0.42), str(value), 24, True, ink, "mm")
    canvas.text(draw, (x + w / 2, y + h - 4), CUR_LETTER[currency], 14, True, ink, "md")
    return w


def _coin(draw, x, y, currency, count, r=13):
    fill = CUR_FILL[currency]
    draw.ellipse((x, y, x + 2 * r, y + 2 * r), fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + r, y + r), CUR_LETTER[currency], 14, True, palette.text_on(fill), "mm")
    canvas.text(draw, (x + 2 * r + 3, y + r), f"×{count}", 16, False, palette.INK, "lm")
    return 2 * r + 34


def _wall_card(draw, x, y, sides, size=40):
    draw.rectangle((x, y, x + size, y + size), fill=(235, 228, 210), outline=palette.LINE, width=2)
    thick = 7
    for side in sides:
        box = {"N": (x, y, x + size, y + thick), "S": (x, y + size - thick, x + size, y + size),
               "W": (x, y, x + thick, y + size), "E": (x + size - thick, y, x + size, y + size)}[side]
        draw.rectangle(box, fill=WOOD, outline=WALL)
    canvas.text(draw, (x + size / 2, y + size + 2), sides, 14, True, palette.INK, "ma")


# ---- Alhambra grids ------------------------------------------------------------------------------
def _bounds(grid, extra=()):
    xs = [t["x"] for t in grid] + [c[0] for c in extra]
    ys = [t["y"] for t in grid] + [c[1] for c in extra]
    return min(xs), max(xs), min(ys), max(ys)


def _grid_size(grid, extra, size):
    x0, x1, y0, y1 = _bounds(grid, extra)
    return (x1 - x0 + 1) * size, (y1 - y0 + 1) * size


def _draw_grid(draw, ox, oy, grid, size, trader=None, trader_res=(), legal=()):
    extra = list(legal) + ([tuple(trader)] if trader else [])
    x0, _, y0, _ = _bounds(grid, extra)
    for cx, cy in legal:
        px, py = ox + (cx - x0) * size, oy + (cy - y0) * size
        draw.rectangle((px + 2, py + 2, px + size - 2, py + size - 2), fill=(255, 244, 190), outline=LEGAL, width=4)
        canvas.text(draw, (px + size / 2, py + size / 2), f"{cx},{cy}", 14, False, palette.MUTED, "mm")
    for t in grid:
        _tile(draw, ox + (t["x"] - x0) * size, oy + (t["y"] - y0) * size, size, t, number=True)
    if trader:
        px, py = ox + (trader[0] - x0) * size, oy + (trader[1] - y0) * size
        draw.ellipse((px + 3, py + 3, px + size - 3, py + size - 3), fill=TRADER, outline=palette.INK, width=2)
        r = max(10, size // 6)
        spots = ((0.5, 0.3), (0.3, 0.68), (0.7, 0.68))
        for (fx, fy), res in zip(spots, trader_res):
            _resident(draw, (px + size * fx, py + size * fy), res, r)
        if not trader_res:
            canvas.text(draw, (px + size / 2, py + size / 2), "$", 16, True, palette.INK, "mm")


def _tile_row(draw, x, y, tiles, size, max_w, numbers=True):
    """Tiles side by side (reserve, bought, Dirk); wraps to more lines. Returns the height used."""
    if not tiles:
        return 0
    per = max(1, (max_w + 4) // (size + 4))
    for i, t in enumerate(tiles):
        tx, ty = x + (i % per) * (size + 4), y + (i // per) * (size + 22)
        _tile(draw, tx, ty, size, t)
        if numbers:
            canvas.text(draw, (tx + size / 2, ty + size + 1), f"#{t['n']}", 14, False, palette.MUTED, "ma")
    rows = (len(tiles) + per - 1) // per
    return rows * (size + 22)


# ---- panels --------------------------------------------------------------------------------------
def _player_lines(view, seat, p):
    opts = view.get("options", {})
    bits = [f"{p['hand_count']} card" + ("" if p["hand_count"] == 1 else "s")]
    if opts.get("thieves"):
        bits.append(f"{p.get('thief_count', 0)} thieves")
    bits.append(f"wall {p['longest_wall']}")
    if opts.get("traders"):
        bits.append(f"residents {p.get('resident_points', 0)} pts")
    return " · ".join(bits)


def _counts_text(counts):
    return "Buildings " + " ".join(f"{TYPE_LETTER[k]}{v}" for k, v in counts.items())


def _panel_layout(p, width, max_tile, legal=()):
    grid = p["grid"]
    trader = p.get("trader")
    extra = list(legal) + ([tuple(trader)] if trader else [])
    cols_rows = _grid_size(grid, extra, 1)
    size = max(40, min(max_tile, (width - 20) // max(cols_rows[0], 1)))
    return size, cols_rows


def _panel(view, seat, width, max_tile, legal=(), measure=False, draw=None, x=0, y=0):
    """Draw (or just measure) one player's panel; returns its height."""
    p = view["players"][seat]
    size, (gc, gr) = _panel_layout(p, width, max_tile, legal)
    small = max(44, min(50, size - 8))
    h = 86  # name line, status line, counts and coins line
    grid_h = gr * size
    h += grid_h + 10
    reserve_h = 0
    if p["reserve"] or p["pending"]:
        per = max(1, (width - 130 + 4) // (small + 4))
        reserve_h = sum(((len(ts) + per - 1) // per) * (small + 22) + 4 for ts in (p["reserve"], p["pending"]) if ts)
    h += reserve_h + 8
    if measure:
        return h
    active = seat in view.get("to_act", [])
    canvas.player_panel(draw, (x, y, x + width, y + h), seat, view["names"][seat], f"{p['score']} pts", active,
                        resigned=seat in canvas.resigned_seats(view))
    canvas.text(draw, (x + 12, y + 36), canvas.fit_text(draw, _player_lines(view, seat, p), width - 24, 16), 16,
                False, palette.MUTED)
    canvas.text(draw, (x + 12, y + 58), _counts_text(p["counts"]), 16, False, palette.INK)
    gw = gc * size
    gx = x + (width - gw) // 2
    _draw_grid(draw, gx, y + 84, p["grid"], size, p.get("trader"), p.get("trader_residents", ()), legal)
    yy = y + 84 + grid_h + 10
    for label, tiles in (("Reserve", p["reserve"]), ("Bought", p["pending"])):
        if tiles:
            canvas.text(draw, (x + 12, yy + 8), label, 16, True, palette.INK)
            used = _tile_row(draw, x + 110, yy, tiles, small, width - 130)
            yy += used + 4
    coins = p.get("coins")
    if coins and any(coins):
        cx = x + width - 12
        for cur, n in reversed(list(zip(CUR_FILL, coins))):
            if n:
                cx -= 64
                _coin(draw, cx, y + 56, cur, n, 10)
    return h


def _header(draw, view, y):
    title = f"Alhambra · move {view.get('moves', 0)}"
    canvas.text(draw, (MARGIN, y), title, 28, True)
    # scoring-round marker: 1 2 3, done rounds filled
    done = view.get("rounds_scored", 0)
    x = WIDTH - MARGIN - 3 * 44 - 120
    canvas.text(draw, (x, y + 6), "Scoring", 18, True)
    for r in (1, 2, 3):
        cx = x + 110 + (r - 1) * 44
        fill = palette.GOOD if r <= done else palette.PANEL
        draw.ellipse((cx, y, cx + 34, y + 34), fill=fill, outline=palette.INK, width=2)
        canvas.text(draw, (cx + 17, y + 17), str(r), 18, True, palette.text_on(fill), "mm")
    status = view.get("waiting", "")
    if view.get("last_turn") and not view.get("over"):
        status = "Last turn. " + status
    if view.get("over") and view.get("result"):  # the result first, where a phone shows it without scrolling
        return y + 46 + canvas.standings(draw, (MARGIN, y + 46), WIDTH - 2 * MARGIN, view, "pts") + 4
    lines = canvas.wrap(draw, status, WIDTH - 2 * MARGIN, 18)[:2]
    for i, line in enumerate(lines):
        canvas.text(draw, (MARGIN, y + 42 + 24 * i), line, 18, False, palette.MUTED)
    return y + 42 + 24 * max(1, len(lines)) + 6


def _market(draw, view, y):
    """The four market spaces (currency band, tile, price) then the display and supplies."""
    x = MARGIN
    canvas.text(draw, (x, y), "Market", 20, True)
    size = 84
    for i, space in enumerate(view["market"]):
        sx = x + i * (size + 30)
        cur = space["currency"]
        draw.rounded_rectangle((sx, y + 30, sx + size + 16, y + 30 + size + 48), radius=8,
                               fill=palette.PANEL, outline=CUR_FILL[cur], width=4)
        band = (sx + 4, y + 34, sx + size + 12, y + 58)
        draw.rectangle(band, fill=CUR_FILL[cur])
        canvas.text(draw, ((band[0] + band[2]) / 2, (band[1] + band[3]) / 2), cur, 16, True,
                    palette.text_on(CUR_FILL[cur]), "mm")
        if space["tile"]:
            _tile(draw, sx + 8, y + 62, size, space["tile"])
        else:
            canvas.text(draw, (sx + 8 + size / 2, y + 62 + size / 2), "empty", 16, False, palette.MUTED, "mm")
    # money display
    dx = x + 4 * (size + 30) + 20
    canvas.text(draw, (dx, y), "Money display", 20, True)
    for i, card in enumerate(view["display"]):
        _card(draw, dx + i * 54, y + 34, card["currency"], card["value"])
    # two short lines, so they stay clear of the wall cards beside them
    supplies = [f"bag {view['bag_count']}"] + ([f"coin bag {view['coin_bag']}"] if "coin_bag" in view else [])
    canvas.text(draw, (dx, y + 108), f"deck {view['deck_count']} · discard {view['discard_count']}", 16, False,
                palette.MUTED)
    canvas.text(draw, (dx, y + 130), " · ".join(supplies), 16, False, palette.MUTED)
    ex = dx + 4 * 54 + 30
    if "wall_cards" in view:
        canvas.text(draw, (ex, y), f"Wall cards ({view.get('wall_cards_used', 0)} used)", 18, True)
        if not view["wall_cards"]:
            canvas.text(draw, (ex, y + 40), "none face up", 16, False, palette.MUTED)
        for i, sides in enumerate(view["wall_cards"][:8]):
            _wall_card(draw, ex + (i % 4) * 50, y + 30 + (i // 4) * 66, sides)
        ex += 4 * 50 + 30
    if "supply" in view:
        canvas.text(draw, (ex, y), "Resident supply", 18, True)
        for i, (colour, n) in enumerate(view["supply"].items()):
            cx = ex + 16 + (i % 3) * 70
            cy = y + 48 + (i // 3) * 40
            _resident(draw, (cx, cy), colour, 13)
            canvas.text(draw, (cx + 18, cy), f"×{n}", 16, False, palette.INK, "lm")
    return y + 30 + size + 60


def _dirk_height(view, width):
    if "dirk" not in view:
        return 0
    per = max(1, (width - 24 + 4) // 48)
    return 70 + ((len(view["dirk"]["tiles"]) + per - 1) // per) * 66 - 10


def _dirk(draw, view, x, y, width):
    dk = view["dirk"]
    h = _dirk_height(view, width)
    draw.rounded_rectangle((x, y, x + width, y + h - 10), radius=10, fill=palette.PANEL, outline=palette.LINE, width=2)
    canvas.text(draw, (x + 12, y + 8), "Dirk (neutral)", 20, True)
    canvas.text(draw, (x + width - 12, y + 6), f"{dk['score']} pts", 22, True, palette.INK, "ra")
    canvas.text(draw, (x + 12, y + 34), _counts_text(dk["counts"]), 16, False, palette.MUTED)
    _tile_row(draw, x + 12, y + 56, dk["tiles"], 44, width - 24, numbers=False)


# ---- public and private images -------------------------------------------------------------------
def render_public(view: dict) -> Image.Image:
    n = len(view["names"])
    cols = 2 if n <= 4 else 3
    col_w = (WIDTH - 2 * MARGIN - (cols - 1) * 16) // cols
    max_tile = 72 if cols == 2 else 60
    heights = [_panel(view, s, col_w, max_tile, measure=True) for s in range(n)]
    rows = [list(range(i, min(i + cols, n))) for i in range(0, n, cols)]
    row_h = [max(heights[s] for s in r) for r in rows]
    # measure the header and market on a scratch canvas
    scratch, sd = canvas.new_canvas(WIDTH, 400)
    top = _market(sd, view, _header(sd, view, MARGIN)) + 10
    dirk_h = _dirk_height(view, WIDTH - 2 * MARGIN)
    total = top + sum(h + 16 for h in row_h) + dirk_h + 40
    img, draw = canvas.new_canvas(WIDTH, total)
    y = _market(draw, view, _header(draw, view, MARGIN)) + 10
    for r, h in zip(rows, row_h):
        for k, s in enumerate(r):
            _panel(view, s, col_w, max_tile, draw=draw, x=MARGIN + k * (col_w + 16), y=y)
        y += h + 16
    if dirk_h:
        _dirk(draw, view, MARGIN, y, WIDTH - 2 * MARGIN)
        y += dirk_h
    _legend(draw, y)
    return img


def _legend(draw, y):
    text = ("P pavilion · S seraglio · A arcades · C chambers · G garden · T tower · "
            "thick dark = wall, light brown = built wall · round tile = street trader")
    canvas.text(draw, (MARGIN, y + 6), text, 15, False, palette.MUTED)


def _hand(draw, view, x, y, width):
    """Own money sorted by currency, thieves, residents, claim."""
    canvas.text(draw, (x, y), "Your money", 20, True)
    yy = y + 30
    hand = view.get("hand", [])
    by_cur = {c: [card["value"] for card in hand if card["currency"] == c] for c in CUR_FILL}
    coins = (view["players"][view["seat"]].get("coins") or [0, 0, 0, 0])
    for i, cur in enumerate(CUR_FILL):
        values = sorted(by_cur[cur])
        total = sum(values) + coins[i]
        canvas.text(draw, (x, yy + 22), f"{cur}: {total}", 18, True, palette.INK)
        cx = x + 130
        for v in values:
            if cx + 46 > x + width:
                break
            cx += _card(draw, cx, yy, cur, v) + 6
        if coins[i]:
            _coin(draw, cx + 4, yy + 18, cur, coins[i])
        yy += 70
    extra = []
    if view.get("thieves") is not None:
        extra.append("Thieves: " + (", ".join(view["thieves"]) or "none"))
    if view.get("thief_claim"):
        extra.append(f"Your claim: {view['thief_claim']}")
    if view.get("my_residents"):
        extra.append("Chosen residents: " + ", ".join(view["my_residents"]))
    for line in extra:
        canvas.text(draw, (x, yy + 4), line, 18, False, palette.INK)
        yy += 28
    return yy


def render_private(view: dict) -> Image.Image:
    seat = view["seat"]
    legal = [tuple(c) for c in view.get("legal_cells", [])]
    scratch, sd = canvas.new_canvas(WIDTH, 400)
    top = _market(sd, view, _header(sd, view, MARGIN)) + 10
    left_w = 560
    panel_w = WIDTH - 2 * MARGIN - left_w - 20
    panel_h = _panel(view, seat, panel_w, 110, legal, measure=True)
    hand_h = 30 + 4 * 70 + 28 * 3 + 20
    prompt_lines = []
    if view.get("prompt"):
        prompt_lines = canvas.wrap(sd, "Your move: " + view["prompt"], WIDTH - 2 * MARGIN, 20, True)
    total = top + len(prompt_lines) * 28 + max(panel_h, hand_h) + 60
    img, draw = canvas.new_canvas(WIDTH, total)
    y = _market(draw, view, _header(draw, view, MARGIN)) + 10
    for line in prompt_lines:
        canvas.text(draw, (MARGIN, y), line, 20, True, palette.BAD)
        y += 28
    _hand(draw, view, MARGIN, y + 6, left_w)
    _panel(view, seat, panel_w, 110, legal, draw=draw, x=MARGIN + left_w + 20, y=y)
    _legend(draw, y + max(panel_h, hand_h) + 10)
    return img
