"""The Castles of Burgundy: the public table image and each player's own duchy.

Drawn only from the view dict. Tiles read without printed art: the space colour plus a mark (C castle,
M mine, S ship, a monastery's number, two letters per building, animal and count), goods squares carry
their die number, players a coloured disc with their letter.
"""
from __future__ import annotations

import math

from PIL import Image

from render import canvas, palette

SPACE_FILL = {
    "castle": (46, 110, 62), "mine": (128, 128, 128), "monastery": (236, 196, 52),
    "building": (222, 196, 146), "pasture": (152, 206, 98), "river": (74, 138, 208),
}
SPACE_SHORT = {"castle": "Castle", "mine": "Mine", "monastery": "Monast.", "building": "Build.",
               "pasture": "Pasture", "river": "River"}
GOODS_FILL = {1: (64, 196, 196), 2: (128, 78, 168), 3: (238, 146, 186), 4: (200, 48, 48),
              5: (138, 98, 50), 6: (240, 140, 30)}
SQ3 = math.sqrt(3)


def _tint(rgb, amount=0.6):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _hex_points(cx, cy, size):
    return [(cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def _tile(draw, cx, cy, size, info, outline=palette.INK, width=2):
    """One hex tile: colour of its kind and its mark."""
    fill = SPACE_FILL[info["colour"]]
    draw.polygon(_hex_points(cx, cy, size), fill=fill, outline=outline, width=width)
    mark = info["mark"]
    fs = max(canvas.MIN_TEXT, int(size * (0.62 if len(mark) <= 2 else 0.5)))
    canvas.text(draw, (cx, cy), mark, fs, True, palette.text_on(fill), "mm")


def _empty_hex(draw, cx, cy, size, colour, label="", highlight=False):
    fill = _tint(SPACE_FILL[colour], 0.62)
    draw.polygon(_hex_points(cx, cy, size), fill=fill, outline=palette.LINE, width=1)
    if highlight:
        draw.polygon(_hex_points(cx, cy, size - 2), outline=(220, 0, 120), width=max(3, size // 8))
    if label:
        canvas.text(draw, (cx, cy), label, max(canvas.MIN_TEXT, int(size * 0.6)), highlight, palette.INK, "mm")


def _goods(draw, x, y, colour, count=None, size=24):
    fill = GOODS_FILL[colour]
    draw.rectangle((x, y, x + size, y + size), fill=fill, outline=palette.INK, width=1)
    label = str(colour) if count is None else f"{colour}"
    canvas.text(draw, (x + size / 2, y + size / 2), label, 14, True, palette.text_on(fill), "mm")
    if count is not None and count > 1:
        canvas.text(draw, (x + size + 2, y + size / 2), f"×{count}", 14, True, palette.INK, "lm")
        return size + 26
    return size + 4


def _die(draw, x, y, value, size=30, fill=(255, 255, 255), used=False):
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, fill=_tint(fill, 0.5) if used else fill,
                           outline=palette.INK, width=2)
    canvas.text(draw, (x + size / 2, y + size / 2), str(value), max(14, size // 2 + 2), True,
                palette.MUTED if used else palette.INK, "mm")
    if used:
        draw.line((x + 4, y + size - 4, x + size - 4, y + 4), fill=palette.BAD, width=2)


# ---- duchy ---------------------------------------------------------------------------------------

def _duchy_size(size):
    return int(SQ3 * size * 7 + 4), int(size * 1.5 * 6 + 2 * size + 4)


def _draw_duchy(draw, x0, y0, size, board, player, tiles, legal=(), dice_labels=True):
    """The 37 spaces; covered spaces show their tile, empty ones their die number."""
    w, _ = _duchy_size(size)
    for sp in board["spaces"]:
        q, r = sp["q"], sp["r"]
        cx = x0 + w / 2 + size * SQ3 * (q + r / 2)
        cy = y0 + size + 2 + size * 1.5 * (r + 3)
        code = player["duchy"].get(str(sp["id"]))
        if code:
            _tile(draw, cx, cy, size - 1, tiles[code])
        else:
            _empty_hex(draw, cx, cy, size - 1, sp["colour"], str(sp["die"]) if dice_labels else "",
                       sp["id"] in legal)


def _space_labels(draw, x0, y0, size, board):
    """Small space ids beside the die number (private image, where hexes are large)."""
    w, _ = _duchy_size(size)
    for sp in board["spaces"]:
        q, r = sp["q"], sp["r"]
        cx = x0 + w / 2 + size * SQ3 * (q + r / 2)
        cy = y0 + size + 2 + size * 1.5 * (r + 3)
        canvas.text(draw, (cx, cy + size * 0.62), f"#{sp['id']}", 14, False, palette.MUTED, "mm")


# ---- central board -------------------------------------------------------------------------------

def _draw_depot(draw, x, y, depot, tiles, size=24, width=240):
    draw.rounded_rectangle((x, y, x + width, y + 2 * size + 56), radius=8, fill=palette.PANEL, outline=palette.LINE)
    canvas.text(draw, (x + 8, y + 6), f"Depot {depot['number']}", 16, True)
    hx = x + 8 + size
    hy = y + 32 + size
    for code, kind in zip(depot["tiles"], depot["types"]):
        if code:
            _tile(draw, hx, hy, size, tiles[code])
        else:
            _empty_hex(draw, hx, hy, size, kind)
        hx += size * SQ3 + 3
    gx = x + 100
    goods = depot["goods"]
    counts = {}
    for g in goods:
        counts[g] = counts.get(g, 0) + 1
    for g, c in sorted(counts.items()):
        gx += _goods(draw, gx, y + 6, g, c, 20)
        if gx > x + width - 30:
            break


def _depot_grid(view, width):
    n_slots = max(len(dp["types"]) for dp in view["depots"])
    dw = max(int(8 + n_slots * (24 * SQ3 + 3) + 12), 240)
    cols = max(1, min(6, (width + 10) // (dw + 10)))
    return dw, cols


def _central_height(view, width):
    _, cols = _depot_grid(view, width)
    return ((6 + cols - 1) // cols) * 116 + 110


def _draw_central(draw, x, y, view, width):
    """Depots, black depot, round goods, bonus tiles. Returns the height used."""
    tiles = view["tiles"]
    dw, cols = _depot_grid(view, width)
    for i, depot in enumerate(view["depots"]):
        cx = x + (i % cols) * (dw + 10)
        cy = y + (i // cols) * 116
        _draw_depot(draw, cx, cy, depot, tiles, 24, dw)
    rows = (6 + cols - 1) // cols
    y2 = y + rows * 116
    # black depot
    canvas.text(draw, (x, y2 + 4), "Black depot (2 silver)", 16, True)
    hx = x + 26
    for code in view["black"]:
        if code:
            _tile(draw, hx, y2 + 52, 24, tiles[code], outline=(0, 0, 0), width=3)
        else:
            draw.polygon(_hex_points(hx, y2 + 52, 24), fill=(215, 215, 215), outline=palette.LINE)
        hx += 24 * SQ3 + 4
    # round goods and bonus tiles to the right of the black depot
    bx = max(hx + 20, x + 420)
    canvas.text(draw, (bx, y2 + 4), f"Round goods left ({len(view['round_goods'])})", 16, True)
    gx = bx
    for g in view["round_goods"]:
        gx += _goods(draw, gx, y2 + 30, g, None, 26)
    canvas.text(draw, (bx, y2 + 62), f"Phase stacks to come: {view['future_phase_stacks']}", 14)
    ox = max(gx + 30, bx + 230)
    canvas.text(draw, (ox, y2 + 4), "Bonus tiles left", 16, True)
    yy = y2 + 28
    col = 0
    for colour, left in view["bonus_left"].items():
        fill = SPACE_FILL[colour]
        bx2 = ox + col * 150
        draw.rectangle((bx2, yy, bx2 + 22, yy + 22), fill=fill, outline=palette.INK)
        txt = " ".join(f"{t['size'][0].upper()}{t['vp']}" for t in left) or "-"
        canvas.text(draw, (bx2 + 28, yy + 11), f"{SPACE_SHORT[colour]} {txt}", 14, False, palette.INK, "lm")
        col += 1
        if col == 2:
            col, yy = 0, yy + 26
    return rows * 116 + 110


def _header(draw, x, y, view, width):
    names = view["names"]
    phase = f"Phase {view['phase']} · round {view['round']}/5 · area bonus +{view['phase_bonus']}"
    if view.get("over"):
        phase = "Game over"
    canvas.text(draw, (x, y), view["title"], 22, True)
    canvas.text(draw, (x, y + 30), phase, 18, True)
    wx = x + canvas.text_size(draw, phase, 18, True)[0] + 24
    canvas.text(draw, (wx, y + 30), "White die", 16, False)
    _die(draw, wx + 82, y + 26, view["white"], 28)
    # bridge: turn order for the next round, front first
    bx = wx + 140
    canvas.text(draw, (bx, y + 30), "Bridge (next order):", 16, False)
    px = bx + canvas.text_size(draw, "Bridge (next order):", 16)[0] + 18
    for i, seat in enumerate(view["next_order"]):
        canvas.player_token(draw, (px, y + 40), seat, 14)
        px += 34
    if view.get("active") is not None and not view.get("over"):
        who = names[view["active"]]
        canvas.text(draw, (x, y + 62), canvas.fit_text(draw, f"To act: {who} ({view['decision'].replace('_', ' ')})",
                                                      width - 20, 16), 16)
    return 90


# ---- player panels -------------------------------------------------------------------------------

def _player_panel(draw, x, y, w, view, seat, size):
    p = view["players"][seat]
    tiles = view["tiles"]
    dw, dh = _duchy_size(size)
    h = max(dh, 250) + 40
    active = view.get("active") == seat
    canvas.player_panel(draw, (x, y, x + w, y + h), seat, view["names"][seat], f"{p['score']} VP", active, 18,
                        seat in canvas.resigned_seats(view))
    _draw_duchy(draw, x + 8, y + 38, size, view["board"], p, tiles)
    ix = x + 16 + dw
    iy = y + 40
    # dice
    canvas.text(draw, (ix, iy + 4), "Dice", 16, True)
    dx = ix + 50
    for i, v in enumerate(view["dice"][seat]):
        used = active and view["used"][i]
        _die(draw, dx, iy, v, 28, (255, 255, 255), used)
        dx += 34
    iy += 38
    canvas.text(draw, (ix, iy), f"Silver {p['silver']}   Workers {p['workers']}", 16)
    iy += 26
    canvas.text(draw, (ix, iy), "Storage", 16, True)
    sx = ix + 100
    for i in range(3):
        cx = sx + i * (size * SQ3 + 4)
        if i < len(p["storage"]):
            _tile(draw, cx, iy + 10, size - 2, tiles[p["storage"][i]])
        else:
            draw.polygon(_hex_points(cx, iy + 10, size - 2), outline=palette.LINE, width=2)
    iy += size + 18
    canvas.text(draw, (ix, iy + 4), "Goods", 16, True)
    gx = ix + 60
    if not p["goods"]:
        canvas.text(draw, (gx, iy + 4), "none", 14, False, palette.MUTED)
    for c, n in sorted(p["goods"].items(), key=lambda kv: int(kv[0])):
        gx += _goods(draw, gx, iy, int(c), n, 24) + 4
    iy += 32
    sold = sum(p["sold"].values())
    canvas.text(draw, (ix, iy), f"Sold {sold} · empty spaces {p['empty_spaces']}", 14)
    iy += 22
    if p["bonus"]:
        btxt = ", ".join(f"{SPACE_SHORT[c]} {s[0].upper()}{v}" for c, s, v in p["bonus"])
        for line in canvas.wrap(draw, "Bonus: " + btxt, w - (ix - x) - 10, 14)[:2]:
            canvas.text(draw, (ix, iy), line, 14)
            iy += 20
    b = p["breakdown"]
    parts = [f"{k} {v}" for k, v in b.items() if v]
    for line in canvas.wrap(draw, "Score: " + (", ".join(parts) or "0"), w - (ix - x) - 10, 14)[:3]:
        canvas.text(draw, (ix, iy), line, 14, False, palette.MUTED)
        iy += 20
    return h


def render_public(view: dict) -> Image.Image:
    n = len(view["names"])
    width = 1560 if n > 2 else 1400
    size = 21
    cols = 2
    panel_w = (width - 30) // cols
    dw, dh = _duchy_size(size)
    panel_h = max(dh, 250) + 40
    rows = (n + cols - 1) // cols
    central_h = _central_height(view, width - 24)
    # once the game is over the result comes first, where a phone shows it without scrolling, in the
    # place of the header's last line (who acts now)
    final_h = _final_height(view, width - 24)
    header_h = 62 if final_h else 90
    height = 10 + header_h + final_h + central_h + rows * (panel_h + 10) + 4 + LEGEND_H
    img, draw = canvas.new_canvas(width, height)
    y = 10
    _header(draw, 12, y, view, width)
    y += header_h
    if final_h:
        canvas.standings(draw, (12, y), width - 24, view, "VP")
        y += final_h
    y += _draw_central(draw, 12, y, view, width - 24)
    for i in range(n):
        px = 10 + (i % cols) * (panel_w + 10)
        py = y + (i // cols) * (panel_h + 10)
        _player_panel(draw, px, py, panel_w, view, i, size)
    y += rows * (panel_h + 10)
    _legend(draw, 12, y + 2, width - 24, view)
    return img


def _final_height(view, width) -> int:
    """Height of the final standings band (0 while the game runs)."""
    if not (view.get("over") and view.get("result")):
        return 0
    _, scratch = canvas.new_canvas(width, 10)
    return canvas.standings(scratch, (0, 0), width, view, "VP", measure=True) + 10


LEGEND_H = 28


def _legend(draw, x, y, width, view) -> None:
    """The key to the tile marks, from the view's own tile table (so it always matches the tiles)."""
    marks = {}
    for info in view["tiles"].values():
        if info["kind"] == "building":
            marks[info["mark"]] = info["name"]
    text = " · ".join(f"{m} {n}" for m, n in sorted(marks.items())) + \
        " · C castle · M mine · S ship · number = monastery · Co/Pi/Sh/Ck+n = cows/pigs/sheep/chickens"
    canvas.text(draw, (x, y), canvas.fit_text(draw, text, width, 15), 15, False, palette.MUTED)


def render_private(view: dict) -> Image.Image:
    seat = view["seat"]
    p = view["players"][seat]
    tiles = view["tiles"]
    size = 44
    dw, dh = _duchy_size(size)
    width = 1200
    side_x = dw + 40
    height = max(dh + 130, 820)
    img, draw = canvas.new_canvas(width, height)
    canvas.player_token(draw, (26, 26), seat, 16)
    canvas.text(draw, (50, 12), canvas.fit_text(draw, f"{view['names'][seat]} — your duchy", 560, 22, True), 22, True)
    phase = "Game over" if view.get("over") else f"Phase {view['phase']} · round {view['round']}/5"
    if seat in canvas.resigned_seats(view):
        phase += f" · {canvas.RESIGNED}, ranked last"
    canvas.text(draw, (width - 16, 14), f"{phase} · {p['score']} VP", 20, True, palette.INK, "ra")
    legal = set(view.get("legal_spaces") or [])
    _draw_duchy(draw, 16, 60, size, view["board"], p, tiles, legal)
    _space_labels(draw, 16, 60, size, view["board"])
    y = 60 + dh + 8
    if legal:
        canvas.text(draw, (20, y), "Outlined: where a stored tile can go with your dice now", 16, True, (200, 0, 110))
    # side panel
    x = side_x
    y = 70
    canvas.text(draw, (x, y), "Your dice", 18, True)
    dx = x + 110
    mine = view.get("active") == seat
    for i, v in enumerate(view["dice"][seat]):
        _die(draw, dx, y - 4, v, 36, (255, 255, 255), mine and view["used"][i])
        dx += 44
    canvas.text(draw, (dx + 10, y), f"white {view['white']}", 16, False, palette.MUTED)
    y += 48
    canvas.text(draw, (x, y), f"Silver {p['silver']}    Workers {p['workers']}", 18)
    y += 34
    canvas.text(draw, (x, y), "Storage", 18, True)
    y += 30
    for i in range(3):
        cx = x + 40 + i * 86
        if i < len(p["storage"]):
            info = tiles[p["storage"][i]]
            _tile(draw, cx, y + 36, 38, info)
            canvas.text(draw, (cx, y + 84), canvas.fit_text(draw, info["name"], 84, 14), 14, False, palette.INK, "mm")
        else:
            draw.polygon(_hex_points(cx, y + 36, 38), outline=palette.LINE, width=2)
    y += 104
    for title, goods in (("Goods", p["goods"]), ("Sold", p["sold"])):
        canvas.text(draw, (x, y), title, 18, True)
        gx = x + 70
        if not goods:
            canvas.text(draw, (gx, y + 2), "none", 16, False, palette.MUTED)
        for c, n in sorted(goods.items(), key=lambda kv: int(kv[0])):
            gx += _goods(draw, gx, y - 2, int(c), n, 28) + 6
        y += 40
    mons = ", ".join(f"#{m}" for m in p["monasteries"]) or "none"
    canvas.text(draw, (x, y), f"Monasteries: {mons}", 16)
    y += 28
    if p["bonus"]:
        canvas.text(draw, (x, y), "Bonus: " + ", ".join(f"{SPACE_SHORT[c]} {v}" for c, _, v in p["bonus"]), 16)
        y += 28
    for line in canvas.wrap(draw, "Score: " + ", ".join(f"{k} {v}" for k, v in p["breakdown"].items() if v),
                            width - x - 16, 16)[:3]:
        canvas.text(draw, (x, y), line, 16, False, palette.MUTED)
        y += 24
    if view.get("prompt"):
        y += 8
        for line in canvas.wrap(draw, view["prompt"], width - x - 16, 16, True)[:4]:
            canvas.text(draw, (x, y), line, 16, True)
            y += 24
    # the depots, to plan the next take
    y += 12
    canvas.text(draw, (x, y), "Depots", 18, True)
    y += 28
    for depot in view["depots"]:
        canvas.text(draw, (x, y + 10), str(depot["number"]), 18, True)
        hx = x + 46
        for code, kind in zip(depot["tiles"], depot["types"]):
            if code:
                _tile(draw, hx, y + 20, 21, tiles[code])
            else:
                _empty_hex(draw, hx, y + 20, 21, kind)
            hx += 21 * SQ3 + 3
        gx = x + 46 + 4 * (21 * SQ3 + 3) + 6
        counts = {}
        for g in depot["goods"]:
            counts[g] = counts.get(g, 0) + 1
        for g, c in sorted(counts.items()):
            gx += _goods(draw, gx, y + 9, g, c, 22)
        y += 46
    return img
