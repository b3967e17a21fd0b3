"""Alhambra images, drawn only from `Game.view` dicts, phone first.

Every image is canvas.WIDTH (1080) px wide with text of at least canvas.MIN_TEXT (24) px; what does not
fit on one image goes on a further one (`render_public_pages`, `render_private_pages`).

Public image: header with the scoring rounds, the building market (currency and tile of each space),
the money display, module supplies, then one panel per player (their Alhambra with its coordinates,
thick walls, reserve, bought tiles, card counts, coins, thieves, trader and residents) and Dirk.
Private image: the same header, the seat's prompt, the market and display, the seat's hand by
currency, thieves and residents, and the seat's Alhambra drawn large with its tile numbers and the
cells where a waiting tile may go, each with its coordinates as typed in `place 12 at 1,-1`.
Colour is always doubled by a mark: the building type on a tile (P S A C G T), the currency on a card or
coin (B G O Y), the colour on a resident disc, the sides of a wall card (N E S W), the fountain (F). Marks
come from the catalogs like every word (`mark`: each language has its own, "Pa Se Po Ap Gi To" and
"B V A G" in Italian, distinct within a kind), and the key says in the reader's language what each means.
Every word comes from the catalogs, in the view's language (i18n.in_view).
"""
from __future__ import annotations

from PIL import Image

import i18n
from i18n import as_is
from render import canvas, palette
from rules.core.text import N_, listing, mark, msg, plural
from rules.alhambra.components import COLOUR_ADJ, CURRENCY_WORDS, KIND_WORDS, SIDE_MARKS, compass
from rules.alhambra.scoring import BREAKDOWN_WORDS

W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24

TYPE_FILL = {
    "pavilion": (86, 150, 214), "seraglio": (206, 72, 72), "arcades": (150, 100, 60),
    "chambers": (245, 245, 240), "garden": (70, 160, 80), "tower": (140, 90, 170),
}
COLOUR_TYPE = {"blue": "pavilion", "red": "seraglio", "brown": "arcades", "white": "chambers",
               "green": "garden", "purple": "tower"}
CUR_FILL = {"blue": (40, 100, 200), "green": (30, 140, 70), "orange": (235, 125, 25), "yellow": (240, 205, 40)}
# The marks, by kind; the word of each is its gettext context (what a translator reads it as).
TYPE_MARK = {"pavilion": mark("pavilion", "P"), "seraglio": mark("seraglio", "S"), "arcades": mark("arcades", "A"),
             "chambers": mark("chambers", "C"), "garden": mark("garden", "G"), "tower": mark("tower", "T")}
CUR_MARK = {"blue": mark("blue money", "B"), "green": mark("green money", "G"), "orange": mark("orange money", "O"),
            "yellow": mark("yellow money", "Y")}
RES_MARK = {"blue": mark("blue resident", "b"), "red": mark("red resident", "r"), "brown": mark("brown resident", "n"),
            "white": mark("white resident", "w"), "green": mark("green resident", "g"),
            "purple": mark("purple resident", "p")}
FOUNTAIN_MARK = mark("fountain", "F")
FOUNTAIN = (190, 225, 235)
WALL = (40, 30, 25)
WOOD = (196, 120, 40)
LEGAL = (255, 214, 0)
TRADER = (250, 235, 200)
MIN_TILE = 62  # a tile holds its letter, its price and a resident at 24 px
AXIS = 44  # room for the coordinates left of and above a grid
RES_R = 14


class Marks:
    """The marks of one view, in its language."""

    def __init__(self, view):
        def said(table):
            return {k: i18n.in_view(view, m) for k, m in table.items()}
        self.type, self.currency, self.resident = said(TYPE_MARK), said(CUR_MARK), said(RES_MARK)
        self.side, self.fountain = said(SIDE_MARKS), i18n.in_view(view, FOUNTAIN_MARK)

    def sides(self, sides: str) -> str:
        """A wall card's sides as marks, as a compass point is written: "SE", "SW" ("SE", "SO" in Italian)."""
        return "".join(self.side[c] for c in compass(sides))


# ---- small pieces --------------------------------------------------------------------------------
def _tile(draw, x, y, size, tile, mk, resident=None, number=False):
    """A building tile: type colour + letter, price, printed walls thick and dark, wooden walls
    thick and light brown with a dark edge; with number=True its number (typed in moves) on top."""
    if tile is None:
        return
    kind = tile.get("type")
    fill = TYPE_FILL.get(kind, FOUNTAIN)
    draw.rectangle((x, y, x + size, y + size), fill=fill, outline=palette.LINE)
    ink = palette.text_on(fill)
    thick = max(5, size // 10)
    if kind is None:
        draw.ellipse((x + size * 0.22, y + size * 0.22, x + size * 0.78, y + size * 0.78), outline=(40, 90, 140),
                     width=3)
        canvas.text(draw, (x + size / 2, y + size / 2 + 1), mk.fountain, max(T, size // 3), True, (40, 90, 140),
                    "mm")
    else:
        mark = max(T, int(size * 0.36))
        canvas.text(draw, (x + thick + 2, y + thick + 1), mk.type[kind], mark, True, ink, "la")
        canvas.text(draw, (x + size - thick - 2, y + size - thick - 1), str(tile["price"]), max(T, size // 4), True,
                    ink, "rd")
        if number and size >= 84:
            # top right; where a mark of two letters ("To", Italian) leaves no room there, under the mark, left
            # (between it and a resident's disc, clear of the price)
            label = f"#{tile['n']}"
            mark_w, mark_h = canvas.text_size(draw, mk.type[kind], mark, True)
            if mark_w + canvas.text_size(draw, label, T)[0] + 2 * thick + 6 <= size:
                canvas.text(draw, (x + size - thick - 2, y + thick + 1), label, T, False, ink, "ra")
            else:
                canvas.text(draw, (x + thick + 2, y + thick + 7 + mark_h), label, T, False, ink, "la")
    for sides, colour in ((tile.get("walls", ""), WALL), (tile.get("wood", ""), WOOD)):
        for side in sides:
            box = {
                "N": (x, y, x + size, y + thick), "S": (x, y + size - thick, x + size, y + size),
                "W": (x, y, x + thick, y + size), "E": (x + size - thick, y, x + size, y + size),
            }[side]
            draw.rectangle(box, fill=colour, outline=WALL if colour == WOOD else None)
    res = resident or tile.get("resident")
    if res:
        r = _disc_r(draw, mk.resident[res], max(RES_R, size // 7))
        _resident(draw, (x + r + thick + 1, y + size - r - thick - 1), res, mk, r)


def _disc_r(draw, letters, r):
    """A disc's radius: `r`, or more for a mark of two letters (a catalog's choice; one letter fits as drawn)."""
    return r if len(letters) < 2 else max(r, canvas.text_size(draw, letters, T, True)[0] // 2 + 4)


def _resident(draw, centre, colour, mk, r=RES_R):
    """A resident disc with its colour's mark."""
    fill = TYPE_FILL[COLOUR_TYPE[colour]]
    x, y = centre
    letters = mk.resident[colour]
    r = _disc_r(draw, letters, r)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x, y), letters, T, True, palette.text_on(fill), "mm")


def _card(draw, x, y, currency, value, mk, w=54, h=74):
    fill = CUR_FILL[currency]
    ink = palette.text_on(fill)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=7, fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + w / 2, y + h * 0.4), str(value), 32, True, ink, "mm")
    canvas.text(draw, (x + w / 2, y + h - 4), mk.currency[currency], T, True, ink, "md")
    return w


def _coin(draw, x, y, currency, count, mk, r=16):
    fill = CUR_FILL[currency]
    draw.ellipse((x, y, x + 2 * r, y + 2 * r), fill=fill, outline=palette.INK, width=2)
    canvas.text(draw, (x + r, y + r), mk.currency[currency], T, True, palette.text_on(fill), "mm")
    canvas.text(draw, (x + 2 * r + 3, y + r), f"×{count}", T, False, palette.INK, "lm")
    return 2 * r + 3 + canvas.text_size(canvas.scratch(), f"×{count}", T)[0] + 12


def _wall_card(draw, x, y, sides, mk, size=52):
    draw.rectangle((x, y, x + size, y + size), fill=(235, 228, 210), outline=palette.LINE, width=2)
    thick = 8
    for side in sides:
        box = {"N": (x, y, x + size, y + thick), "S": (x, y + size - thick, x + size, y + size),
               "W": (x, y, x + thick, y + size), "E": (x + size - thick, y, x + size, y + size)}[side]
        draw.rectangle(box, fill=WOOD, outline=WALL)
    canvas.text(draw, (x + size / 2, y + size + 2), mk.sides(sides), T, True, palette.INK, "ma")


# ---- Alhambra grids ------------------------------------------------------------------------------
def _points(n: int):
    """A score as a message: "1 pt", "12 pts" ("1 punto", "12 punti")."""
    return plural("{n} pt", "{n} pts", "n", n=n)


def _say(view, key, **params) -> str:
    """A catalog text in the view's language."""
    return i18n.in_view(view, msg(key, **params) if params else key)


def _bounds(grid, extra=()):
    xs = [t["x"] for t in grid] + [c[0] for c in extra]
    ys = [t["y"] for t in grid] + [c[1] for c in extra]
    return min(xs), max(xs), min(ys), max(ys)


def _extent(p, legal=()):
    """(columns, rows) of a player's grid with the cells to highlight and the trader."""
    trader = p.get("trader")
    extra = list(legal) + ([tuple(trader)] if trader else [])
    x0, x1, y0, y1 = _bounds(p["grid"], extra)
    return x1 - x0 + 1, y1 - y0 + 1


def _draw_grid(draw, ox, oy, grid, size, mk, trader=None, trader_res=(), legal=(), numbers=False):
    """A grid with its coordinates: x over each column, y left of each row (the fountain is 0,0); cells
    to highlight show their x,y."""
    extra = list(legal) + ([tuple(trader)] if trader else [])
    x0, x1, y0, y1 = _bounds(grid, extra)
    gx, gy = ox + AXIS, oy + AXIS - 8
    for cx in range(x0, x1 + 1):
        canvas.signed(draw, (gx + (cx - x0) * size + size / 2, oy + AXIS - 14), cx, T, cx == 0, palette.INK, "md")
    for cy in range(y0, y1 + 1):
        canvas.signed(draw, (gx - 8, gy + (cy - y0) * size + size / 2), cy, T, cy == 0, palette.INK, "rm")
    for cx, cy in legal:
        px, py = gx + (cx - x0) * size, gy + (cy - y0) * size
        draw.rectangle((px + 2, py + 2, px + size - 2, py + size - 2), fill=(255, 244, 190), outline=LEGAL, width=4)
        canvas.text(draw, (px + size / 2, py + size / 2), f"{cx},{cy}", T, True, palette.INK, "mm")
    for t in grid:
        _tile(draw, gx + (t["x"] - x0) * size, gy + (t["y"] - y0) * size, size, t, mk, number=numbers)
    if trader:
        px, py = gx + (trader[0] - x0) * size, gy + (trader[1] - y0) * size
        draw.ellipse((px + 3, py + 3, px + size - 3, py + size - 3), fill=TRADER, outline=palette.INK, width=2)
        spots = ((0.5, 0.3), (0.29, 0.7), (0.71, 0.7))
        r = max(12, size // 6)
        for (fx, fy), res in zip(spots, trader_res):
            _resident(draw, (px + size * fx, py + size * fy), res, mk, r)
        if not trader_res:
            canvas.text(draw, (px + size / 2, py + size / 2), "$", T, True, palette.INK, "mm")


def _grid_height(rows, size):
    return AXIS - 8 + rows * size


def _tile_row(draw, x, y, tiles, size, max_w, mk, numbers=True):
    """Tiles side by side (reserve, bought, Dirk); wraps to more lines. Returns the height used."""
    if not tiles:
        return 0
    per = max(1, (max_w + 6) // (size + 6))
    step = size + (30 if numbers else 6)
    for i, t in enumerate(tiles):
        tx, ty = x + (i % per) * (size + 6), y + (i // per) * step
        _tile(draw, tx, ty, size, t, mk)
        if numbers:
            canvas.text(draw, (tx + size / 2, ty + size + 2), f"#{t['n']}", T, False, palette.MUTED, "ma")
    rows = (len(tiles) + per - 1) // per
    return rows * step


def _tile_row_height(count, size, max_w, numbers=True):
    if not count:
        return 0
    per = max(1, (max_w + 6) // (size + 6))
    return ((count + per - 1) // per) * (size + (30 if numbers else 6))


# ---- panels --------------------------------------------------------------------------------------
def _player_bits(view, p):
    opts = view.get("options", {})
    bits = [plural("{n} card", "{n} cards", "n", n=p["hand_count"])]
    if opts.get("thieves"):
        bits.append(plural("{n} thief", "{n} thieves", "n", n=p.get("thief_count", 0)))
    # its length now (what a scoring would give): the final standings' "wall" is the points it gave in all
    bits.append(msg(N_("longest wall {n}"), n=p["longest_wall"]))
    if opts.get("traders"):
        bits.append(msg(N_("residents {points}"), points=_points(p.get("resident_points", 0))))
    return [i18n.in_view(view, b) for b in bits]


def _counts_text(counts, mk):
    return " ".join(f"{mk.type[k]}{v}" for k, v in counts.items())


class _Panel:
    """One player's panel laid out for a width: its height first, drawn later."""

    def __init__(self, view, seat, width, max_tile, legal=(), numbers=False, grid_h=420):
        self.view, self.seat, self.width, self.legal, self.numbers = view, seat, width, legal, numbers
        self.mk = Marks(view)
        p = self.p = view["players"][seat]
        d = canvas.scratch()
        self.cols, self.rows = _extent(p, legal)
        # as large as the width allows, and no taller than grid_h, but never below MIN_TILE
        self.size = max(MIN_TILE, min(max_tile, (width - 24 - AXIS) // self.cols, grid_h // self.rows))
        self.lines = canvas.key_lines(d, _player_bits(view, p), width - 24)
        self.coins = [(cur, n) for cur, n in zip(CUR_FILL, p.get("coins") or ()) if n]
        self.small = MIN_TILE
        self.tiles_w = width - 24 - 130
        self.extra = [(_say(view, label), tiles)
                      for label, tiles in ((N_("Reserve"), p["reserve"]), (N_("Bought"), p["pending"])) if tiles]
        lh = canvas.line_height(T)
        self.height = (canvas.PANEL_HEAD + lh * len(self.lines) + lh + (40 if self.coins else 0) + 6
                       + _grid_height(self.rows, self.size) + 12
                       + sum(_tile_row_height(len(ts), self.small, self.tiles_w, numbers) + 8 for _, ts in self.extra)
                       + 6)

    @property
    def fits(self):
        return AXIS + self.cols * self.size <= self.width - 24

    def draw(self, draw, x, y, height=None):
        p, view, seat = self.p, self.view, self.seat
        lh = canvas.line_height(T)
        active = seat in view.get("to_act", [])
        canvas.player_panel(draw, (x, y, x + self.width, y + (height or self.height)), seat, view["names"][seat],
                            i18n.in_view(view, _points(p["score"])), active, resigned=seat in canvas.resigned_seats(view),
                            lang=view.get("lang") or "en")
        yy = y + canvas.PANEL_HEAD
        for line in self.lines:
            canvas.text(draw, (x + 12, yy), line, T, False, palette.MUTED)
            yy += lh
        canvas.text(draw, (x + 12, yy), _say(view, N_("Buildings {counts}"), counts=_counts_text(p["counts"], self.mk)), T)
        yy += lh
        if self.coins:
            cx = x + 12
            coins = _say(view, N_("Coins"))
            canvas.text(draw, (cx, yy + 16), coins, T, False, palette.INK, "lm")
            cx += max(80, canvas.text_size(draw, coins, T)[0] + 12)
            for cur, n in self.coins:
                cx += _coin(draw, cx, yy, cur, n, self.mk)
            yy += 40
        yy += 6
        gw = AXIS + self.cols * self.size
        _draw_grid(draw, x + (self.width - gw) // 2 - AXIS // 4, yy, p["grid"], self.size, self.mk, p.get("trader"),
                   p.get("trader_residents", ()), self.legal, self.numbers)
        yy += _grid_height(self.rows, self.size) + 12
        for label, tiles in self.extra:
            canvas.text(draw, (x + 12, yy + 8), label, T, True)
            yy += _tile_row(draw, x + 140, yy, tiles, self.small, self.tiles_w, self.mk, self.numbers) + 8


def _players_blocks(view, grid_h=420):
    """Player panels two to a row, or alone on a row when an Alhambra is too wide for half the image."""
    n = len(view["names"])
    half = (W - 2 * M - 12) // 2
    blocks, row = [], []

    def flush():
        if not row:
            return
        h = max(pn.height for pn in row)
        panels = list(row)

        def draw_fn(draw, y):
            for k, pn in enumerate(panels):
                pn.draw(draw, M + k * (half + 12), y, h)
        blocks.append((h, draw_fn))
        row.clear()

    for seat in range(n):
        pn = _Panel(view, seat, half, 76, grid_h=grid_h)
        if not pn.fits:
            flush()
            wide = _Panel(view, seat, W - 2 * M, 76, grid_h=grid_h)
            blocks.append((wide.height, lambda draw, y, wide=wide: wide.draw(draw, M, y)))
            continue
        row.append(pn)
        if len(row) == 2:
            flush()
    flush()
    return blocks


def _header_block(view):
    d = canvas.scratch()
    status = view.get("waiting")
    if view.get("last_turn") and not view.get("over"):
        status = msg(N_("Last turn. {status}"), status=status)
    status = i18n.in_view(view, status)
    over = view.get("over") and view.get("result")
    lines = [] if over else canvas.wrap(d, status, W - 2 * M, 26)[:3]
    height = 52 + 34 * len(lines)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y + 22), _say(view, N_("Alhambra · move {n}"), n=view.get("moves", 0)), 32, True,
                    palette.INK, "lm")
        done = view.get("rounds_scored", 0)
        x = W - M - 3 * 50 + 4
        canvas.text(draw, (x - 12, y + 22), _say(view, N_("Scoring")), 26, True, palette.INK, "rm")
        for r in (1, 2, 3):
            cx = x + (r - 1) * 50
            fill = palette.GOOD if r <= done else palette.PANEL
            draw.ellipse((cx, y, cx + 44, y + 44), fill=fill, outline=palette.INK, width=2)
            canvas.text(draw, (cx + 22, y + 23), str(r), 26, True, palette.text_on(fill), "mm")
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 54 + 34 * i), line, 26, False, palette.MUTED)
    return height, draw_fn


def _standings_block(view):
    return canvas.standings_block(view, M, W - 2 * M, lambda n: plural("{n} pt", "{n} pts", "n", n=n), BREAKDOWN_WORDS)


MARKET_TILE = 104


def _market_block(view):
    """The four market spaces: currency band, tile, and the tile's name as typed in `buy`."""
    step = (W - 2 * M + 12) // 4
    height = 36 + 40 + MARKET_TILE + 44
    mk = Marks(view)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), _say(view, N_("Market: buy with the currency above the tile")), 26, True)
        for i, space in enumerate(view["market"]):
            sx = M + i * step
            cur = space["currency"]
            top = y + 36
            draw.rounded_rectangle((sx, top, sx + step - 12, top + 40 + MARKET_TILE + 40), radius=8,
                                   fill=palette.PANEL, outline=CUR_FILL[cur], width=4)
            band = (sx + 4, top + 4, sx + step - 16, top + 38)
            draw.rectangle(band, fill=CUR_FILL[cur])
            canvas.text(draw, ((band[0] + band[2]) / 2, (band[1] + band[3]) / 2 + 1), _say(view, CURRENCY_WORDS[cur]),
                        26, True, palette.text_on(CUR_FILL[cur]), "mm")
            tx = sx + (step - 12 - MARKET_TILE) // 2
            tile = space["tile"]
            if tile:
                _tile(draw, tx, top + 42, MARKET_TILE, tile, mk)
                label = _say(view, N_("{kind} {price}"), kind=KIND_WORDS[tile["type"]], price=tile["price"])
            else:
                label = _say(view, N_("empty"))
            canvas.text(draw, (sx + (step - 12) / 2, top + 44 + MARKET_TILE + 18), label, T, False,
                        palette.INK if tile else palette.MUTED, "mm")
    return height, draw_fn


def _display_block(view):
    """The money display, the supplies, and the modules' wall cards and residents."""
    has_walls, has_res = "wall_cards" in view, "supply" in view
    walls = view.get("wall_cards") or []
    mk = Marks(view)
    wall_rows = max(1, (len(walls[:8]) + 3) // 4) if has_walls else 0
    supplies = [_say(view, N_("deck {n}"), n=view["deck_count"]),
                _say(view, N_("discard {n}"), n=view["discard_count"]),
                _say(view, N_("bag {n}"), n=view["bag_count"])]
    if "coin_bag" in view:
        supplies.append(_say(view, N_("coin bag {n}"), n=view["coin_bag"]))
    supply_lines = canvas.key_lines(canvas.scratch(), supplies, 4 * 62 + 110)[:3]  # Italian words may need 3
    height = max(36 + 78 + 8 + len(supply_lines) * 32, (36 + wall_rows * 88) if has_walls else 0,
                 (36 + 2 * 44) if has_res else 0)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), _say(view, N_("Money")), 26, True)
        for i, card in enumerate(view["display"]):
            _card(draw, M + i * 62, y + 36, card["currency"], card["value"], mk)
        yy = y + 36 + 78 + 8
        for line in supply_lines:
            canvas.text(draw, (M, yy), line, T, False, palette.MUTED)
            yy += 32
        ex = M + 4 * 62 + 130
        if has_walls:
            canvas.text(draw, (ex, y), _say(view, N_("Walls ({n} used)"), n=view.get("wall_cards_used", 0)), 26, True)
            if not walls:
                canvas.text(draw, (ex, y + 40), _say(view, N_("none face up")), T, False, palette.MUTED)
            for i, sides in enumerate(walls[:8]):
                _wall_card(draw, ex + (i % 4) * 66, y + 38 + (i // 4) * 88, sides, mk)
            ex += 4 * 66 + 24
        if has_res:
            canvas.text(draw, (ex, y), _say(view, N_("Residents")), 26, True)
            for i, (colour, n) in enumerate(view["supply"].items()):
                cx = ex + 16 + (i % 3) * 80
                cy = y + 58 + (i // 3) * 44
                _resident(draw, (cx, cy), colour, mk, 16)
                canvas.text(draw, (cx + 20, cy), f"×{n}", T, False, palette.INK, "lm")
    return height, draw_fn


def _dirk_block(view):
    dk = view["dirk"]
    mk = Marks(view)
    width = W - 2 * M
    tiles_h = _tile_row_height(len(dk["tiles"]), MIN_TILE, width - 24, numbers=False)
    height = canvas.PANEL_HEAD + 34 + tiles_h + 10

    def draw_fn(draw, y):
        draw.rounded_rectangle((M, y, M + width, y + height), radius=10, fill=palette.PANEL, outline=palette.LINE,
                               width=2)
        canvas.text(draw, (M + 12, y + 26), _say(view, N_("Dirk (neutral)")), 28, True, palette.INK, "lm")
        canvas.text(draw, (M + width - 12, y + 26), i18n.in_view(view, _points(dk["score"])), 28, True, palette.INK,
                    "rm")
        canvas.text(draw, (M + 12, y + canvas.PANEL_HEAD), _say(view, N_("Buildings {counts}"),
                    counts=_counts_text(dk["counts"], mk)), T, False, palette.MUTED)
        _tile_row(draw, M + 12, y + canvas.PANEL_HEAD + 36, dk["tiles"], MIN_TILE, width - 24, mk, numbers=False)
    return height, draw_fn


# The key: each mark with the word it stands for, in the reader's language.
KEY = [N_("number: price"), N_("dark edge: wall")]
BUILT_WALL = N_("brown edge: built wall")  # walls built from wall cards: only with the city walls module
COORDS = N_("place … at x,y: x counts columns →, y rows ↓, the fountain {fountain} is 0,0")


def key_entries(view, numbers=False) -> list[str]:
    """The key's entries in the view's language: each mark the image uses with its word, then the rest."""
    opts = view.get("options", {})
    mk = Marks(view)
    entries = [f"{mk.type[k]} {_say(view, word)}" for k, word in KIND_WORDS.items()]
    entries.append(_say(view, N_("{marks}: blue, green, orange, yellow money"),
                        marks=as_is(" ".join(mk.currency.values()))))
    entries += [_say(view, e) for e in KEY]
    if opts.get("walls"):
        entries.append(_say(view, BUILT_WALL))
        entries.append(_say(view, N_("{marks}: north, east, south, west"), marks=as_is(" ".join(mk.side.values()))))
    if numbers:
        entries.append(_say(view, N_("#12: tile number")))
    if opts.get("traders"):
        entries += [_say(view, N_("round cell: street trader")),
                    _say(view, N_("{marks}: blue, red, brown, white, green, purple residents"),
                         marks=as_is(" ".join(mk.resident.values())))]
    entries.append(_say(view, COORDS, fountain=as_is(mk.fountain)))
    return entries


def _key_block(view, numbers=False):
    d = canvas.scratch()
    entries = key_entries(view, numbers)
    return canvas.key_block(canvas.key_lines(d, entries, W - 2 * M), title=_say(view, N_("Key")))


def _continued(view):
    def draw_fn(draw, y, page):
        canvas.text(draw, (M, y), _say(view, N_("Alhambra · move {n} · image {page}"), n=view.get("moves", 0),
                                       page=page), 28, True, palette.MUTED)
    return 40, draw_fn


# ---- public and private images -------------------------------------------------------------------
def _fitted(make, budgets):
    """The blocks of the first grid budget whose image fits one page, else of the largest."""
    for grid_h in budgets:
        blocks = make(grid_h)
        if canvas.pages_height(blocks) <= canvas.MAX_HEIGHT:
            return blocks
    return make(budgets[0])


def render_public_pages(view: dict) -> list[Image.Image]:
    def make(grid_h):
        blocks = [_header_block(view)]
        if view.get("over") and view.get("result"):  # the result first, where a phone shows it at once
            blocks.append(_standings_block(view))
        if not view.get("over"):  # once it is over, the market and the money no longer matter
            blocks += [_market_block(view), _display_block(view)]
        blocks += _players_blocks(view, grid_h)
        if "dirk" in view:
            blocks.append(_dirk_block(view))
        blocks.append(_key_block(view))
        return blocks
    return canvas.pages(_fitted(make, (420, 360, 300, 0)), _continued(view))


def render_public(view: dict) -> Image.Image:
    return render_public_pages(view)[0]


HAND_CARD_STEP = 60


def _hand_block(view):
    """Own money by currency (cards and coins), thieves, residents, claim."""
    hand = view.get("hand", [])
    mk = Marks(view)
    coins = view["players"][view["seat"]].get("coins") or [0, 0, 0, 0]
    label_w = 190
    per = max(1, (W - 2 * M - label_w) // HAND_CARD_STEP)
    rows = []
    for i, cur in enumerate(CUR_FILL):
        values = sorted(card["value"] for card in hand if card["currency"] == cur)
        rows.append((cur, values, coins[i], max(1, (len(values) + (1 if coins[i] else 0) + per - 1) // per)))
    extra = []
    if view.get("thieves") is not None:
        thieves = listing(CURRENCY_WORDS[c] for c in view["thieves"]) if view["thieves"] else N_("none")
        extra.append(_say(view, N_("Thieves: {currencies} (always pass)") if view.get("always_pass")
                          else N_("Thieves: {currencies}"), currencies=thieves))
    if view.get("thief_claim"):  # a card as the canonical texts write it: "blue 3"
        cur, value = view["thief_claim"].split()
        extra.append(_say(view, N_("Your claim: {card}"), card=msg(N_("{currency} {value}"),
                                                                   currency=CURRENCY_WORDS[cur], value=int(value))))
    if view.get("my_residents"):
        extra.append(_say(view, N_("Chosen residents: {colours}"),
                          colours=listing(COLOUR_ADJ[c] for c in view["my_residents"])))
    d = canvas.scratch()
    extra = [ln for e in extra for ln in canvas.wrap(d, e, W - 2 * M, 26)]
    row_h = 82
    height = 36 + sum(r[3] * row_h for r in rows) + 34 * len(extra)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), _say(view, N_("Your money")), 28, True)
        yy = y + 36
        for cur, values, coin, nrows in rows:
            total = sum(values) + coin
            canvas.text(draw, (M, yy + 37), _say(view, N_("{currency} {value}"), currency=CURRENCY_WORDS[cur],
                                                 value=total), 26, True, palette.INK, "lm")
            for k, v in enumerate(values):
                _card(draw, M + label_w + (k % per) * HAND_CARD_STEP, yy + (k // per) * row_h, cur, v, mk)
            if coin:
                k = len(values)
                _coin(draw, M + label_w + (k % per) * HAND_CARD_STEP, yy + (k // per) * row_h + 20, cur, coin, mk)
            if not values and not coin:
                canvas.text(draw, (M + label_w, yy + 37), _say(view, N_("none")), T, False, palette.MUTED, "lm")
            yy += nrows * row_h
        for line in extra:
            canvas.text(draw, (M, yy), line, 26)
            yy += 34
    return height, draw_fn


def _prompt_block(view):
    if not view.get("prompt"):
        return None
    text = _say(view, N_("Your move: {prompt}"), prompt=view["prompt"])
    lines = canvas.wrap(canvas.scratch(), text, W - 2 * M, 26, True)[:5]

    def draw_fn(draw, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 34 * i), line, 26, True, palette.BAD)
    return 34 * len(lines), draw_fn


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    legal = [tuple(c) for c in view.get("legal_cells", [])]

    def make(grid_h):
        blocks = [_header_block(view)]
        prompt = _prompt_block(view)
        if prompt:
            blocks.append(prompt)
        own = _Panel(view, seat, W - 2 * M, 112, legal, numbers=True, grid_h=grid_h)
        blocks += [(own.height, lambda draw, y: own.draw(draw, M, y)), _hand_block(view)]
        if not view.get("over"):
            blocks += [_market_block(view), _display_block(view)]
        blocks.append(_key_block(view, numbers=True))
        return blocks
    return canvas.pages(_fitted(make, (720, 600, 480, 0)), _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -------------------------------------------------------------------
def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`)."""
    me = view["players"][view["seat"]]
    say = lambda m: i18n.in_view(view, m)  # noqa: E731
    by_currency: dict[str, list[int]] = {}
    for card in view.get("hand", []):
        by_currency.setdefault(card["currency"], []).append(card["value"])
    money = "; ".join(f"{say(cur)} {'+'.join(map(str, vals))}" + (f" (= {sum(vals)})" if len(vals) > 1 else "")
                      for cur, vals in by_currency.items())
    lines = [say(msg(N_("Money: {money}"), money={"text": money} if money else N_("none")))]
    if any(me.get("coins") or ()):
        names = [m["currency"] for m in view["market"]]
        coins = ", ".join(f"{n} {say(names[i])}" for i, n in enumerate(me["coins"]) if n)
        lines.append(say(msg(N_("Coins: {coins}"), coins={"text": coins})))
    if "thieves" in view:
        thieves = canvas.listing_or(view["thieves"], N_("none"))
        lines.append(say(msg(N_("Thieves: {thieves} (you asked never to be asked: thief ask-again on your turn)")
                             if view.get("always_pass") else N_("Thieves: {thieves}"), thieves=thieves)))
    if view.get("thief_claim"):
        lines.append(say(msg(N_("Your thief claims {claim}."), claim=view["thief_claim"])))
    if view.get("my_residents"):
        lines.append(say(msg(N_("Your residents (secret until everyone has chosen): {residents}"),
                             residents=list(view["my_residents"]))))
    elif me.get("trader_residents"):
        lines.append(say(msg(N_("Your trader carries: {residents}"), residents=list(me["trader_residents"]))))
    if me["pending"]:
        lines.append(say(msg(N_("To place: {tiles}"), tiles={"text": _alhambra_tiles(me["pending"], say)})))
    reserve = _alhambra_tiles(me["reserve"], say)
    lines.append(say(msg(N_("Reserve: {tiles}"), tiles={"text": reserve} if reserve else N_("empty"))))
    lines.append(say(msg(N_("Score {score}."), score=me["score"])))
    return lines


def _alhambra_tiles(tiles: list[dict], say=lambda m: m) -> str:
    """Tiles as "Tower 9 #45": the building's name in the reader's language, and its number, which moves name
    (several tiles share a name and price)."""
    return ", ".join(f"{say(t['type'].capitalize())} {t['price']} #{t['n']}" for t in tiles)
