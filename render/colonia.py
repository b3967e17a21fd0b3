"""Colonia images, drawn only from `Game.view` dicts (notes/colonia-brief.md, "The view"), phone first.

Every image is canvas.WIDTH (1080) px wide with text of at least canvas.MIN_TEXT (24) px; what does not fit
on one image goes on a further one (`render_public_pages`, `render_private_pages`).

Public image: header (week, day, who is awaited, who still chooses in secret: never what), then the week as
seven day areas, today's framed yellow: Monday (the week card: raw materials per stall, contracts per
craftsman, extra rolls, ships departing; the three ordinances with their day and status), Tuesday (the town
hall: the coat-of-arms stack top to bottom, the mayor, the played family cards, the council and the Tuesday
street field), Wednesday (the market stalls with their raw materials and buyers), Thursday (the five craftsmen:
inputs → output, contract fields with their owners, the fields above the stick green), Friday (the harbour:
ships by berth with their city, holds, goods, payouts and loaders), Saturday (which ships depart and who is
paid what), Sunday (the relic display: city, price, VP, shrine, secured by); then one panel per player:
members by place, family cards left, the played card, shrines with their relics, the number of things behind
the screen. The final standings by source when the game is over.
Private image: head and prompt, the own secret answer, what lies behind the own screen (money by currency,
raw materials, goods, relics), the own family cards with what each would do, the own shrines and members,
the week's ordinances, the key and the stand-in note. Nothing of another seat's screen is read.

Colour is always doubled by a mark from the catalogs (`mark`: raw materials Le Ir Wo Li Fu, goods Sa Wh Pt Dr
Sh, cities Be Br Lo No, shrine Shr), and shapes tell the kinds apart: a round coin is money (its city's
colour and mark), a rounded chip a raw material, a square chip a good, a disc with a letter a player.
"""
from __future__ import annotations

from PIL import Image

import i18n
from i18n import as_is
from render import canvas, palette
from rules.core.text import N_, listing, mark, msg, plural

from rules.colonia.scoring import BREAKDOWN_WORDS  # the words of the final breakdown are the scoring's

W = canvas.WIDTH
M = canvas.MARGIN
T = canvas.MIN_TEXT  # 24
IW = W - 2 * M  # inner width
PAD = 10
AW = IW - 2 * PAD  # width inside a day area
ROW = 44

MATERIALS = ("leather", "iron", "wood", "linen", "furs")
MATERIAL_MARK = {"leather": mark("leather", "Le"), "iron": mark("iron", "Ir"), "wood": mark("wood", "Wo"),
                 "linen": mark("linen", "Li"), "furs": mark("furs", "Fu")}
MATERIAL_WORDS = {"leather": N_("leather"), "iron": N_("iron"), "wood": N_("wood"), "linen": N_("linen"),
                  "furs": N_("furs")}
MATERIAL_FILL = {"leather": (168, 108, 60), "iron": (70, 70, 74), "wood": (214, 176, 116),
                 "linen": (170, 204, 232), "furs": (248, 246, 238)}
GOODS = ("saddle", "cart_wheel", "painting", "dress", "shoes")
GOOD_MARK = {"saddle": mark("saddle", "Sa"), "cart_wheel": mark("cart wheel", "Wh"), "painting": mark("painting", "Pt"),
             "dress": mark("dress", "Dr"), "shoes": mark("shoes", "Sh")}
GOOD_WORDS = {"saddle": N_("saddle"), "cart_wheel": N_("cart wheel"), "painting": N_("painting"),
              "dress": N_("dress"), "shoes": N_("shoes")}
GOOD_FILL = (236, 222, 190)
CITIES = ("bergen", "bruegge", "london", "nowgorod")
CITY_MARK = {"bergen": mark("Bergen", "Be"), "bruegge": mark("Brügge", "Br"), "london": mark("London", "Lo"),
             "nowgorod": mark("Nowgorod", "No")}
CITY_WORDS = {"bergen": N_("Bergen"), "bruegge": N_("Brügge"), "london": N_("London"), "nowgorod": N_("Nowgorod")}
CURRENCY_WORDS = {"bergen": N_("Mark"), "bruegge": N_("Gulden"), "london": N_("Pfund Sterling"),
                  "nowgorod": N_("Grivna")}
CURRENCY_CITY = {"mark": "bergen", "gulden": "bruegge", "pfund_sterling": "london", "grivna": "nowgorod"}
CITY_FILL = {"bergen": (226, 204, 160), "bruegge": (150, 96, 190), "london": (128, 82, 46),
             "nowgorod": (52, 176, 176)}
SHRINE_MARK = mark("shrine", "Shr")
DAYS = (1, 2, 3, 4, 5, 6, 7)
DAY_WORDS = {1: N_("Monday"), 2: N_("Tuesday"), 3: N_("Wednesday"), 4: N_("Thursday"), 5: N_("Friday"),
             6: N_("Saturday"), 7: N_("Sunday")}
AREA_WORDS = {1: N_("week card and ordinances"), 2: N_("town hall"), 3: N_("market"), 4: N_("craftsmen"),
              5: N_("harbour"), 6: N_("ships depart"), 7: N_("relics")}
STREET_KEYS = {2: "tue", 3: "wed", 4: "thu", 5: "fri"}
STATUS = {"pending": ("…", palette.MUTED, N_("pending")), "passed": ("✓", palette.GOOD, N_("passed")),
          "failed": ("✗", palette.BAD, N_("failed"))}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
DONE_FILL = (196, 232, 200)
STICK = (200, 40, 40)
DEPART, MAYOR, SECRET, ARROW = "⚓", "♔", "?", "→"


class Marks:
    """The marks of one view, in its language."""

    def __init__(self, view):
        def said(table):
            return {k: i18n.in_view(view, m) for k, m in table.items()}
        self.material, self.good, self.city = said(MATERIAL_MARK), said(GOOD_MARK), said(CITY_MARK)
        self.shrine = i18n.in_view(view, SHRINE_MARK)


def _t(view, key, **params) -> str:
    """A text of the image in the view's language."""
    return i18n.in_view(view, msg(key, **params) if params else key)


def _width(value, size=T, bold=False):
    return canvas.text_size(None, value, size, bold)[0]


def _fit(value, width, size=T, bold=False):
    return canvas.fit_text(None, value, max(10, width), size, bold)


def _wrap(value, width, size=T, bold=False):
    return canvas.wrap(None, value, width, size, bold)


def _tint(rgb, amount=0.6):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _city(code):
    """A city code as the view may give it (bergen, BER, a currency) → our key."""
    c = str(code or "").lower()
    if c in CURRENCY_CITY:
        return CURRENCY_CITY[c]
    return next((k for k in CITIES if k.startswith(c[:3])), c) if c else c


def _goods_of(hold):
    g = hold.get("goods", hold.get("good"))
    if g is None:
        return []
    return [g] if isinstance(g, str) else list(g)


def _counted(value) -> dict:
    """Raw materials or goods as {kind: n}, from a dict, a list or one kind."""
    if not value:
        return {}
    if isinstance(value, dict):
        return {k: n for k, n in value.items() if n}
    if isinstance(value, str):
        return {value: 1}
    out: dict = {}
    for k in value:
        out[k] = out.get(k, 0) + 1
    return out


def _stall_materials(stall) -> dict:
    return _counted(stall.get("materials", stall.get("material")))


# ---- pieces ------------------------------------------------------------------------------------------------
def _chip_width(label, pad=8):
    return max(38, _width(label, T, True) + 2 * pad)


def _chip(draw, x, y, fill, label, h=34, w=None, square=False, outline=palette.INK):
    w = w or _chip_width(label)
    if square:
        draw.rectangle((x, y, x + w, y + h), fill=fill, outline=outline, width=2)
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=h // 2 - 2, fill=fill, outline=outline, width=2)
    canvas.text(draw, (x + w / 2, y + h / 2 + 1), label, T, True, palette.text_on(fill), "mm")
    return w


def _material_label(m, n, mk):
    return f"{n}{mk.material.get(m, m)}" if n != 1 else mk.material.get(m, str(m))


def _good_label(g, n, mk):
    return f"{n}{mk.good.get(g, g)}" if n != 1 else mk.good.get(g, str(g))


def _item(width, fn):
    return width, fn


def _text_item(value, size=T, bold=False, fill=palette.INK, max_w=None):
    if max_w:
        value = _fit(value, max_w, size, bold)
    return _width(value, size, bold), lambda d, x, y: canvas.text(d, (x, y + ROW / 2), value, size, bold, fill, "lm")


def _material_item(m, n, mk):
    label = _material_label(m, n, mk)
    return _chip_width(label), lambda d, x, y: _chip(d, x, y + 5, MATERIAL_FILL.get(m, palette.LINE), label)


def _good_item(g, n, mk):
    label = _good_label(g, n, mk)
    return _chip_width(label), lambda d, x, y: _chip(d, x, y + 5, GOOD_FILL, label, square=True)


def _coin_width(label):
    return max(40, _width(label, T, True) + 14)


def _coin(draw, x, cy, city, label):
    """Money: a round coin in the city's colour, the amount and the city's mark."""
    w = _coin_width(label)
    fill = CITY_FILL.get(city, palette.LINE)
    draw.rounded_rectangle((x, cy - 19, x + w, cy + 19), radius=19, fill=fill, outline=palette.INK, width=3)
    canvas.text(draw, (x + w / 2, cy + 1), label, T, True, palette.text_on(fill), "mm")
    return w


def _money_item(city, n, mk):
    label = f"{n}{mk.city.get(city, '?')}"
    return _coin_width(label), lambda d, x, y: _coin(d, x, y + ROW / 2, city, label)


def _city_item(city, mk):
    label = mk.city.get(city, "?")
    return _chip_width(label, 6), lambda d, x, y: _chip(d, x, y + 5, CITY_FILL.get(city, palette.LINE), label,
                                                        w=_chip_width(label, 6), square=True)


def _token_item(seat, label=""):
    w = 38 + (_width(label, T, True) + 4 if label else 0)

    def fn(d, x, y):
        canvas.player_token(d, (x + 19, y + ROW / 2), seat, 18)
        if label:
            canvas.text(d, (x + 40, y + ROW / 2), label, T, True, palette.INK, "lm")
    return w, fn


def _flow(items, width, gap=10, row=ROW, row_gap=4):
    """canvas.flow with this image's row height and spacing."""
    return canvas.flow(items, width, row, gap, row_gap)


def _lines_block(lines, size=T, bold=False, fill=palette.INK, pitch=32):
    def draw_fn(draw, x, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (x, y + pitch * i), line, size, bold, fill)
    return pitch * len(lines), draw_fn


# ---- header ------------------------------------------------------------------------------------------------
def _heading(view):
    if view.get("over"):
        return _t(view, N_("Colonia · game over"))
    return _t(view, N_("Colonia · week {week} of 6 · {day}"), week=view.get("week", 1),
              day=DAY_WORDS.get(view.get("day"), N_("Monday")))


def _choosing_line(view):
    """Who still has to choose in a secret step: names only, never what."""
    choosing = view.get("choosing") or []
    if not choosing or view.get("over"):
        return ""
    names = [as_is(view["names"][s]) for s in choosing]
    return _t(view, N_("Still choosing in secret: {players}"), players=listing(names))


def _header_block(view):
    status = _t(view, N_("The game is over.")) if view.get("over") else (
        i18n.in_view(view, view["waiting"]) if view.get("waiting") else "")
    lines = _wrap(status, IW, 26)[:2]
    secret = _wrap(_choosing_line(view), IW - 50, 26, True)
    if len(secret) > 2:  # the Tuesday area's tokens name everyone
        secret = secret[:1] + [_fit(secret[1] + " …", IW - 50, 26, True)]
    heading = _fit(_heading(view), IW, 32, True)
    height = 46 + 34 * len(lines) + 36 * len(secret)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y + 20), heading, 32, True, palette.INK, "lm")
        yy = y + 48
        for line in lines:
            canvas.text(draw, (M, yy), line, 26, False, palette.MUTED)
            yy += 34
        for i, line in enumerate(secret):
            if i == 0:
                _chip(draw, M, yy - 2, palette.HIGHLIGHT, SECRET, 32, 38)
            canvas.text(draw, (M + 48, yy), line, 26, True, palette.INK)
            yy += 36
    return height, draw_fn


# ---- a day area ----------------------------------------------------------------------------------------------
HEAD = 46


def _area(view, day, body_h, body_fn, note=""):
    """A day's area: a strip with its number and name, framed yellow when it is today; the body below."""
    today = view.get("day") == day and not view.get("over")
    title = _t(view, N_("{day} · {area}"), day=DAY_WORDS[day], area=AREA_WORDS[day])
    note_w = _width(note, T) + 12 if note else 0
    title = _fit(title, IW - 60 - note_w, 28, True)
    height = HEAD + body_h + PAD + (4 if body_h else 0)

    def draw_fn(draw, y):
        draw.rounded_rectangle((M, y, W - M, y + height), radius=10, fill=palette.PANEL,
                               outline=palette.HIGHLIGHT if today else palette.LINE, width=6 if today else 2)
        draw.rounded_rectangle((M + 6, y + 6, M + 42, y + 40), radius=6,
                               fill=palette.HIGHLIGHT if today else (226, 218, 200), outline=palette.INK, width=2)
        canvas.text(draw, (M + 24, y + 24), str(day), 26, True, palette.INK, "mm")
        canvas.text(draw, (M + 52, y + 24), title, 28, True, palette.INK, "lm")
        if note:
            canvas.text(draw, (W - M - 12, y + 24), note, T, False, palette.MUTED, "rm")
        if body_h:
            body_fn(draw, M + PAD, y + HEAD)
    return height, draw_fn


def _street_items(view, day, width):
    """The day's street field: each seat's members waiting there."""
    key = STREET_KEYS.get(day)
    items = [_text_item(_t(view, N_("Street field")), T, True, palette.INK, width)]
    any_ = False
    for s, p in enumerate(view.get("players") or []):
        n = ((p.get("members") or {}).get("street") or {}).get(key, 0)
        if n:
            items.append(_token_item(s, f"×{n}"))
            any_ = True
    if not any_:
        items.append(_text_item(_t(view, N_("empty")), T, False, palette.MUTED, width))
    return items


# Monday: the week card and the ordinances ------------------------------------------------------------------
def _ordinance_rows(view, width):
    rows = []
    for o in view.get("ordinances") or []:
        sym, colour, word = STATUS.get(o.get("status"), STATUS["pending"])
        day = _t(view, DAY_WORDS.get(o.get("day"), N_("Wednesday")))
        head = f"{sym} {_t(view, word)} · {day}"
        if o.get("status", "pending") == "pending" and o.get("day") == view.get("day") and view.get("choosing"):
            voting = _t(view, N_("voting now, in secret"))  # marked outside the f-string, where Babel finds it
            head, colour = f"{SECRET} {voting} · {day}", palette.BAD
        text = i18n.in_view(view, o.get("text") or "")
        lines = _wrap(text, width - 10, T)[:3]
        rows.append((head, colour, lines, o.get("status") == "failed"))
    return rows


def _monday(view):
    mk = Marks(view)
    wc = view.get("week_card") or {}
    items = [_text_item(_t(view, N_("Stalls")), T, True)]
    for i, n in enumerate(wc.get("stalls") or []):
        items.append(_text_item(f"{i + 1}:{n}", T, False))
    items.append(None)
    items.append(_text_item(_t(view, N_("Contracts")), T, True))
    contracts = wc.get("contracts") or {}
    for c in view.get("craftsmen") or []:
        n = contracts.get(c.get("id"), contracts.get(str(c.get("id")), contracts.get(c.get("key"), 0)))
        items.append(_good_item(c.get("output"), 1, mk))
        items.append(_text_item(f"{n}", T, False))
    items.append(None)
    items.append(_text_item(_t(view, plural("{n} extra roll", "{n} extra rolls", "n", n=wc.get("rolls", 0))),
                            T, False, palette.INK, AW))
    items.append(_text_item(_t(view, plural("{n} ship departs", "{n} ships depart", "n",
                                            n=wc.get("ships", 0))), T, False, palette.INK, AW))
    flow = _flow(items, AW)
    rows = _ordinance_rows(view, AW)
    ord_title = _fit(_t(view, N_("Ordinances of the week")), AW, 26, True)
    ord_h = 36 + sum(34 + 30 * len(r[2]) + 8 for r in rows)
    body_h = flow[0] + 10 + ord_h

    def body(draw, x, y):
        flow[1](draw, x, y)
        yy = y + flow[0] + 10
        canvas.text(draw, (x, yy), ord_title, 26, True)
        yy += 36
        for head, colour, lines, failed in rows:
            h = 34 + 30 * len(lines)
            draw.rounded_rectangle((x, yy, x + AW, yy + h), radius=6, fill=(244, 240, 230), outline=colour, width=3)
            canvas.text(draw, (x + 8, yy + 4), _fit(head, AW - 16, T, True), T, True, colour)
            for i, line in enumerate(lines):
                canvas.text(draw, (x + 8, yy + 34 + 30 * i - 2), line, T, False,
                            palette.MUTED if failed else palette.INK)
            yy += h + 8
    week_id = str(wc.get("id") or "").rsplit("-", 1)[-1]  # COL-WEEK-01 → #01: the card, not a word
    week_id = f"#{week_id}" if week_id else ""
    return _area(view, 1, body_h, body, _fit(week_id, 300, T) if week_id else "")


# Tuesday: the town hall ------------------------------------------------------------------------------------
def _tuesday(view):
    hall = view.get("town_hall") or {}
    order = hall.get("order") or []
    mayor = hall.get("mayor")
    players = view.get("players") or []
    choosing = set(view.get("choosing") or [])
    items = [_text_item(_t(view, N_("Turn order")), T, True)]
    for i, s in enumerate(order):
        played = players[s].get("played") if s < len(players) else None
        label = f"{i + 1}."
        tail = (f" {MAYOR}" if s == mayor else "") + (f" {played}" if played is not None else "")

        def fn(d, x, y, s=s, label=label, tail=tail):
            canvas.text(d, (x, y + ROW / 2), label, T, True, palette.INK, "lm")
            lw = _width(label, T, True)
            canvas.player_token(d, (x + lw + 22, y + ROW / 2), s, 18)
            if tail:
                canvas.text(d, (x + lw + 44, y + ROW / 2), tail.strip(), T, True, palette.INK, "lm")
        items.append((_width(label, T, True) + 44 + (_width(tail.strip(), T, True) + 4 if tail else 0), fn))
    if not order:
        items.append(_text_item(_t(view, N_("not set yet")), T, False, palette.MUTED))
    items.append(None)
    items.append(_text_item(_t(view, N_("Council")), T, True))
    for s, p in enumerate(players):
        n = (p.get("members") or {}).get("council", 0)
        if n:
            items.append(_token_item(s, f"×{n}"))
    if choosing:
        items.append(None)
        items.append(_text_item(_t(view, N_("Still choosing")), T, True, palette.INK, AW))
        for s in sorted(choosing):
            items.append(_token_item(s, SECRET))
    items.append(None)
    items += _street_items(view, 2, AW)
    flow = _flow(items, AW)
    return _area(view, 2, flow[0], flow[1])


# Wednesday: the market ---------------------------------------------------------------------------------------
STALL_GAP = 8
STALL_W = (AW - 3 * STALL_GAP) // 4


def _wednesday(view):
    mk = Marks(view)
    stalls = view.get("stalls") or []
    boxes = []
    for i, st in enumerate(stalls):
        mats = _stall_materials(st)
        items = [_material_item(m, n, mk) for m, n in mats.items()]
        flow = _flow(items, STALL_W - 12, gap=6, row=ROW, row_gap=0)
        boxes.append((st, flow))
    label = _t(view, N_("Stall"))
    per_row = 4
    rows = [boxes[r:r + per_row] for r in range(0, len(boxes), per_row)]
    row_h = [max([40 + max(f[0], ROW) for _, f in row] + [40 + ROW]) for row in rows]
    street = _flow(_street_items(view, 3, AW), AW)
    body_h = sum(h + STALL_GAP for h in row_h) + street[0]

    def body(draw, x, y):
        yy = y
        k = 0
        for row, h in zip(rows, row_h):
            for j, (st, flow) in enumerate(row):
                bx = x + j * (STALL_W + STALL_GAP)
                k += 1
                bought = st.get("member") is not None
                draw.rounded_rectangle((bx, yy, bx + STALL_W, yy + h), radius=8,
                                       fill=(236, 232, 222) if bought else (250, 246, 236), outline=palette.INK, width=2)
                name = _fit(f"{label} {k}", STALL_W - (60 if bought else 14), T, True)
                canvas.text(draw, (bx + 8, yy + 20), name, T, True, palette.INK, "lm")
                if bought:
                    n = st.get("members")
                    canvas.player_token(draw, (bx + STALL_W - 24, yy + 21), st["member"], 18)
                    if n:
                        canvas.text(draw, (bx + STALL_W - 46, yy + 20), f"×{n}", T, True, palette.INK, "rm")
                if flow[0]:
                    flow[1](draw, bx + 6, yy + 38)
                else:
                    canvas.text(draw, (bx + 8, yy + 38 + ROW / 2), "–", T, True, palette.MUTED, "lm")
            yy += h + STALL_GAP
        street[1](draw, x, yy)
    return _area(view, 3, body_h, body)


# Thursday: the craftsmen --------------------------------------------------------------------------------------
CRAFT_GAP = 8
CRAFT_W = (AW - 4 * CRAFT_GAP) // 5
FIELD_W = (CRAFT_W - 8) // 4
FIELD_H = 42


NAME_PITCH = 28  # a further line of a craftsman's name


def craftsman_lines(view, c) -> list[str]:
    """A craftsman's name on one line, or on two where it is too long for its column ("mastro" / "sellaio"):
    never cut short, at any language's length (a third line would be cut)."""
    name = i18n.in_view(view, c.get("name") or "")
    width = CRAFT_W - 12
    if _width(name, T, True) <= width:
        return [name]
    lines = _wrap(name, width, T, True)
    return lines[:1] + [_fit(" ".join(lines[1:]), width, T, True)] if len(lines) > 2 else lines


def _thursday(view):
    mk = Marks(view)
    crafts = view.get("craftsmen") or []
    wc = view.get("week_card") or {}
    fields = max([len(c.get("contracts") or []) for c in crafts] + [4])
    frows = -(-fields // 4)
    names = [craftsman_lines(view, c) for c in crafts]
    head = 34 + NAME_PITCH * (max([len(n) for n in names] + [1]) - 1)  # a name on two lines: all columns' heads
    col_h = head + 40 + frows * (FIELD_H + 4) + 4
    street = _flow(_street_items(view, 4, AW), AW)
    body_h = col_h + 8 + street[0]

    def stick_of(c):
        if c.get("stick") is not None:
            return c["stick"]
        contracts = wc.get("contracts") or {}
        return contracts.get(c.get("id"), contracts.get(str(c.get("id"))))

    def body(draw, x, y):
        for i, c in enumerate(crafts[:5]):
            cx = x + i * (CRAFT_W + CRAFT_GAP)
            draw.rounded_rectangle((cx, y, cx + CRAFT_W, y + col_h), radius=8, fill=(250, 246, 236),
                                   outline=palette.INK, width=2)
            for k, line in enumerate(names[i]):
                canvas.text(draw, (cx + 6, y + 18 + NAME_PITCH * k), line, T, True, palette.INK, "lm")
            # inputs → output
            xx = cx + 4
            iy = y + head + 2
            for m in (c.get("inputs") or [])[:2]:
                lab = mk.material.get(m, str(m))
                xx += _chip(draw, xx, iy, MATERIAL_FILL.get(m, palette.LINE), lab, 32, 40) + 2
            canvas.text(draw, (xx + 1, iy + 16), ARROW, T, True, palette.INK, "lm")
            xx += _width(ARROW, T, True) + 3
            _chip(draw, xx, iy, GOOD_FILL, mk.good.get(c.get("output"), "?"), 32, 40, square=True)
            stick = stick_of(c)
            fy = iy + 40
            for k, owner in enumerate(c.get("contracts") or []):
                fx = cx + 4 + (k % 4) * FIELD_W
                ry = fy + (k // 4) * (FIELD_H + 4)
                done = stick is not None and k < stick
                draw.rectangle((fx, ry, fx + FIELD_W - 3, ry + FIELD_H), fill=DONE_FILL if done else palette.PANEL,
                               outline=palette.MUTED, width=1)
                if owner is not None:
                    canvas.player_token(draw, (fx + (FIELD_W - 3) / 2, ry + FIELD_H / 2), owner, 17)
                if done and k == stick - 1:  # the stick: a red bar after the last field it lets through
                    draw.rectangle((fx + FIELD_W - 6, ry - 2, fx + FIELD_W + 1, ry + FIELD_H + 2), fill=STICK)
        street[1](draw, x, y + col_h + 8)
    return _area(view, 4, body_h, body)


# Friday: the harbour -------------------------------------------------------------------------------------------
def _hold_item(view, hold, mk, extra=False):
    goods = _goods_of(hold)
    pays = hold.get("pays")
    owner = hold.get("member")
    parts = []
    for g, n in _counted(goods).items():
        parts.append((_chip_width(_good_label(g, n, mk), 6), g, n))
    pay_label = f"{ARROW}{pays}" if pays is not None else ""
    w = 8 + sum(p[0] + 3 for p in parts) + (_width(pay_label, T, True) + 6 if pay_label else 0) + \
        (40 if owner is not None else 30) + 4
    if extra:
        w += _width("+", T, True) + 6

    def fn(d, x, y):
        d.rounded_rectangle((x, y + 1, x + w, y + ROW - 1), radius=6, fill=(250, 246, 236) if owner is None else
                            (232, 236, 244), outline=palette.INK, width=2 if not extra else 3)
        xx = x + 6
        if extra:
            canvas.text(d, (xx, y + ROW / 2), "+", T, True, palette.INK, "lm")
            xx += _width("+", T, True) + 6
        for pw, g, n in parts:
            xx += _chip(d, xx, y + 6, GOOD_FILL, _good_label(g, n, mk), 32, pw, square=True) + 3
        if pay_label:
            canvas.text(d, (xx + 2, y + ROW / 2), pay_label, T, True, palette.INK, "lm")
            xx += _width(pay_label, T, True) + 6
        if owner is not None:
            canvas.player_token(d, (xx + 18, y + ROW / 2), owner, 17)
        else:
            d.ellipse((xx + 6, y + 10, xx + 30, y + 34), outline=palette.MUTED, width=2)
    return w, fn


def _friday(view):
    mk = Marks(view)
    ships = sorted(view.get("ships") or [], key=lambda s: s.get("berth", 0))
    items = []
    for sh in ships:
        city = _city(sh.get("city"))
        berth = ROMAN.get(sh.get("berth"), str(sh.get("berth", "")))
        items.append(_text_item(berth, 26, True))
        items.append(_city_item(city, mk))
        for hold in sh.get("holds") or []:
            items.append(_hold_item(view, hold, mk))
        extra = sh.get("extra")
        if isinstance(extra, dict):
            items.append(_hold_item(view, extra, mk, extra=True))
        elif extra is not None:
            items.append(_hold_item(view, {"member": extra}, mk, extra=True))
        if sh.get("departs"):
            items.append(_text_item(DEPART, 28, True, palette.BAD))
        items.append(None)
    if not ships:
        items.append(_text_item(_t(view, N_("no ships")), T, False, palette.MUTED))
    items.append(None)
    items += _street_items(view, 5, AW)
    flow = _flow(items, AW, gap=8)
    return _area(view, 5, flow[0], flow[1])


# Saturday: departures and payouts ------------------------------------------------------------------------------
def _saturday(view):
    mk = Marks(view)
    ships = sorted(view.get("ships") or [], key=lambda s: s.get("berth", 0))
    leaving = [s for s in ships if s.get("departs") and not view.get("sailed")]
    items = [] if view.get("sailed") else [_text_item(_t(view, N_("Departing")), T, True)]
    for sh in leaving:
        city = _city(sh.get("city"))
        items.append(_text_item(f"{DEPART} {ROMAN.get(sh.get('berth'), '')}", T, True, palette.BAD))
        items.append(_city_item(city, mk))
        paid: dict = {}
        holds = list(sh.get("holds") or [])
        if isinstance(sh.get("extra"), dict):
            holds.append(sh["extra"])
        for h in holds:
            if h.get("member") is not None and h.get("pays"):
                paid[h["member"]] = paid.get(h["member"], 0) + h["pays"]
        for s, n in paid.items():
            tw = _token_item(s)
            lab = f"+{n}{mk.city.get(city, '')}"
            items.append((tw[0] + 4 + _coin_width(lab), lambda d, x, y, s=s, lab=lab, city=city, tw=tw: (
                tw[1](d, x, y), _coin(d, x + tw[0] + 4, y + ROW / 2, city, lab))))
        if not paid:
            items.append(_text_item(_t(view, N_("nobody is paid")), T, False, palette.MUTED, AW))
        items.append(None)
    if view.get("sailed"):  # after Saturday the berths hold the next ships: nothing of theirs is paid yet
        items.append(_text_item(_t(view, N_("This week's ships have sailed.")), T, False, palette.MUTED, AW))
    elif not leaving:
        items.append(_text_item(_t(view, N_("no ship departs")), T, False, palette.MUTED, AW))
    flow = _flow(items, AW, gap=8)
    return _area(view, 6, flow[0], flow[1])


# Sunday: the relic display ---------------------------------------------------------------------------------------
RELIC_GAP = 8
RELIC_W = (AW - 3 * RELIC_GAP) // 4
RELIC_H = 84


def _relic_card(draw, x, y, view, r, mk, w=RELIC_W, h=RELIC_H, held=False):
    """A relic card: its city, shrine mark, VP, who secured it; its price only on display (`held`: behind a
    screen, bought, it has none)."""
    city = _city(r.get("city"))
    fill = CITY_FILL.get(city, palette.LINE)
    secured = r.get("secured_by")
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=_tint(fill, 0.7), outline=palette.INK, width=2)
    draw.rounded_rectangle((x, y, x + 52, y + h), radius=8, fill=fill, outline=palette.INK, width=2)
    ink = palette.text_on(fill)
    canvas.text(draw, (x + 26, y + 22), mk.city.get(city, "?"), T, True, ink, "mm")
    if r.get("shrine"):
        canvas.text(draw, (x + 26, y + 58), _fit(mk.shrine, 48, T, True), T, True, ink, "mm")
    if not held:
        price = f"{r.get('price', 0)}{mk.city.get(city, '')}"
        _coin(draw, x + 60, y + 22, city, price)
    vp = _t(view, N_("{n} VP"), n=r.get("vp", 0)) if not r.get("shrine") else _t(view, N_("×2 VP"))
    canvas.text(draw, (x + 60, y + 62), _fit(vp, w - 64 - (42 if secured is not None else 0), T, True), T, True,
                palette.INK, "lm")
    if secured is not None:
        canvas.player_token(draw, (x + w - 24, y + h - 24), secured, 18)


def _sunday(view):
    mk = Marks(view)
    relics = view.get("relics") or []
    rows = -(-len(relics) // 4)
    body_h = max(ROW, rows * (RELIC_H + RELIC_GAP) - RELIC_GAP)
    empty = _t(view, N_("no relics on display"))

    def body(draw, x, y):
        if not relics:
            canvas.text(draw, (x, y + ROW / 2), _fit(empty, AW), T, False, palette.MUTED, "lm")
        for i, r in enumerate(relics):
            _relic_card(draw, x + (i % 4) * (RELIC_W + RELIC_GAP), y + (i // 4) * (RELIC_H + RELIC_GAP), view, r, mk)
    return _area(view, 7, body_h, body)


def _week_blocks(view):
    return [_monday(view), _tuesday(view), _wednesday(view), _thursday(view), _friday(view), _saturday(view),
            _sunday(view)]


# ---- players -------------------------------------------------------------------------------------------------
def _score_text(view, seat):
    if view.get("over") and view.get("result"):
        return _t(view, N_("{n} VP"), n=view["result"]["scores"][seat])
    p = view["players"][seat]
    if p.get("played") is not None:
        return _t(view, N_("card {n}"), n=p["played"])
    return ""


def _member_items(view, seat, width):
    m = view["players"][seat].get("members") or {}
    street = m.get("street") or {}
    items = [_text_item(_t(view, N_("Members")), T, True),
             _text_item(_t(view, N_("home {n}"), n=m.get("home", 0)), T, True, palette.INK, width),
             _text_item(_t(view, N_("council {n}"), n=m.get("council", 0)), T, False, palette.INK, width),
             _text_item(_t(view, N_("on the board {n}"), n=m.get("board", 0)), T, False, palette.INK, width)]
    parts = [f"{i18n.in_view(view, DAY_WORDS[d])[:2]} {street.get(k, 0)}" for d, k in STREET_KEYS.items()]
    items.append(_text_item(_t(view, N_("street {fields}"), fields=as_is(" · ".join(parts))), T, False, palette.INK,
                            width))
    return items


def _shrine_items(view, shrines, mk, width):
    items = []
    for sh in shrines or []:
        city = _city(sh.get("city"))
        relics = sh.get("relics") or []
        label = f"{mk.shrine} {mk.city.get(city, '?')}"
        # an empty shrine lies behind its owner's screen (COL-011): only the owner sees it, and is told so
        tail = " + ".join(_t(view, N_("{n} VP"), n=r.get("vp", 0)) for r in relics) or \
            _t(view, N_("empty, behind your screen"))
        tail = f"{tail} ×2" if relics else tail
        w = _chip_width(label, 6) + 8 + _width(tail, T, True)

        def fn(d, x, y, label=label, tail=tail, city=city):
            cw = _chip(d, x, y + 5, CITY_FILL.get(city, palette.LINE), label, square=True, w=_chip_width(label, 6))
            canvas.text(d, (x + cw + 8, y + ROW / 2), tail, T, True, palette.INK, "lm")
        items.append((min(w, width), fn))
    return items


def _card_chip_item(value, played=False, faded=False):
    label = str(value)
    fill = palette.HIGHLIGHT if played else ((226, 222, 214) if faded else (250, 246, 236))

    def fn(d, x, y):
        d.rectangle((x, y + 2, x + 34, y + ROW - 2), fill=fill, outline=palette.INK, width=3 if played else 2)
        canvas.text(d, (x + 17, y + ROW / 2), label, T, True, palette.INK, "mm")
    return 34, fn


class _Panel:
    def __init__(self, view, seat):
        self.view, self.seat = view, seat
        p = view["players"][seat]
        mk = Marks(view)
        rw = IW - 24
        items = _member_items(view, seat, rw)
        items.append(None)
        items.append(_text_item(_t(view, N_("Family cards")), T, True))
        for v in p.get("family_cards") or []:
            items.append(_card_chip_item(v))
        if not p.get("family_cards"):
            items.append(_text_item(_t(view, N_("none left")), T, False, palette.MUTED))
        if p.get("played") is not None:
            items.append(_text_item(_t(view, N_("played")), T, True))
            items.append(_card_chip_item(p["played"] if p["played"] else "0", played=True))
            if not p["played"]:
                items.append(_text_item(_t(view, N_("face down, no votes")), T, False, palette.BAD, rw))
        if seat in (view.get("choosing") or []) and not view.get("over"):
            items.append(_text_item(f"{SECRET} " + _t(view, N_("still choosing")), T, True, palette.BAD, rw))
        items.append(None)
        items.append(_text_item(_t(view, N_("Shrines")), T, True))
        sh = _shrine_items(view, p.get("shrines"), mk, rw)
        items += sh or [_text_item(_t(view, N_("none")), T, False, palette.MUTED)]
        self.flow = _flow(items, rw, gap=10)
        self.height = canvas.PANEL_HEAD + self.flow[0] + 10

    def draw(self, draw, y):
        view, seat = self.view, self.seat
        canvas.player_panel(draw, (M, y, W - M, y + self.height), seat, view["names"][seat], _score_text(view, seat),
                            seat in (view.get("to_act") or []), resigned=seat in canvas.resigned_seats(view),
                            lang=view.get("lang") or "en")
        self.flow[1](draw, M + 12, y + canvas.PANEL_HEAD)


def _players_blocks(view):
    out = []
    for s in range(len(view.get("players") or [])):
        pn = _Panel(view, s)
        out.append((pn.height, pn.draw))
    return out


# ---- the key ------------------------------------------------------------------------------------------------
def key_entries(view, private=False) -> list[str]:
    """Every mark and shape of the image with what it means, in the view's language."""
    mk = Marks(view)
    entries = [f"{mk.material[m]} {_t(view, MATERIAL_WORDS[m])}" for m in MATERIALS]
    entries += [f"{mk.good[g]} {_t(view, GOOD_WORDS[g])}" for g in GOODS]
    entries += [_t(view, N_("{mark} {city} ({currency})"), mark=as_is(mk.city[c]), city=CITY_WORDS[c],
                   currency=CURRENCY_WORDS[c]) for c in CITIES]
    entries += [_t(view, N_("round chip: raw material; square chip: good")),
                _t(view, N_("coin: money in its city's currency")),
                _t(view, N_("lettered disc: a player's family member")),
                f"{mk.shrine} " + _t(view, N_("shrine: its relic counts double"))]
    if not private:
        entries += [_t(view, N_("yellow frame: today")),
                    _t(view, N_("green field: contract fulfilled this week (above the red stick)")),
                    _t(view, N_("{arrow}n: a hold pays n when its ship departs"), arrow=as_is(ARROW)),
                    _t(view, N_("{sign}: extra hold"), sign=as_is("+")),
                    _t(view, N_("{anchor} departs on Saturday"), anchor=as_is(DEPART)),
                    _t(view, N_("{crown} mayor"), crown=as_is(MAYOR))]
    entries += [f"{sym} {_t(view, word)}" for sym, _, word in STATUS.values()]
    entries.append(_t(view, N_("{mark} still choosing in secret (not what)"), mark=as_is(SECRET)))
    return entries


def _stand_in_lines():
    return N_("Week cards, ships, relic points, shrine prices and one ordinance are Tavolo stand-ins.")


def _key_block(view, private=False):
    d = canvas.scratch()
    lines = canvas.key_lines(d, key_entries(view, private), IW)
    lines += canvas.wrap(d, _t(view, _stand_in_lines()), IW)
    return canvas.key_block(lines, M, title=_t(view, N_("Key")))


def _standings_block(view):
    return canvas.standings_block(view, M, IW, lambda n: msg(N_("{n} VP"), n=n), BREAKDOWN_WORDS)  # as the panels


def _continued(view):
    label = _fit(_t(view, N_("Colonia · week {week} · image {page}"), week=view.get("week", 1), page=0), IW, 28,
                 True)

    def draw_fn(draw, y, page):
        value = _t(view, N_("Colonia · week {week} · image {page}"), week=view.get("week", 1), page=page)
        canvas.text(draw, (M, y), _fit(value, IW, 28, True), 28, True, palette.MUTED)
    return (40 if label else 40), draw_fn


# ---- public image ------------------------------------------------------------------------------------------
def render_public_pages(view: dict) -> list[Image.Image]:
    blocks = [_header_block(view)]
    if view.get("over") and view.get("result"):
        blocks.append(_standings_block(view))
    blocks += _week_blocks(view)
    blocks += _players_blocks(view)
    blocks.append(_key_block(view))
    return canvas.pages(blocks, _continued(view))


def render_public(view: dict) -> Image.Image:
    return render_public_pages(view)[0]


# ---- private image -----------------------------------------------------------------------------------------
def _own(view, key, default=None):
    """A private field of the view's own seat: at the top of the view, or in its own player entry. Never
    another seat's."""
    if key in view:
        return view[key]
    seat = view.get("seat")
    if seat is None:
        return default
    return (view["players"][seat] or {}).get(key, default)


def _private_head(view, seat):
    def draw_fn(draw, y):
        canvas.player_token(draw, (M + 20, y + 20), seat, 20)
        score = _score_text(view, seat)
        name = _fit(view["names"][seat], IW - 70 - _width(score, 32, True), 32, True)
        canvas.text(draw, (M + 50, y + 20), name, 32, True, palette.INK, "lm")
        if score:
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
    lines = _wrap(i18n.in_view(view, view["prompt"]), IW, 26, True)[:4]

    def draw_fn(draw, y):
        for i, line in enumerate(lines):
            canvas.text(draw, (M, y + 34 * i), line, 26, True, palette.BAD)
    return 34 * len(lines), draw_fn


def _choice_words(view, choice):
    if choice in ("yes", "no"):
        return _t(view, N_("vote yes") if choice == "yes" else N_("vote no"))
    return _t(view, N_("family card {n}"), n=choice)


def _choice_block(view, seat):
    """The own secret answer (only the seat sees it), or that it is still to give."""
    choice = _own(view, "my_choice")
    choosing = seat in (view.get("choosing") or [])
    if choice is None and not choosing:
        return None
    if choice is None:
        value = _t(view, N_("Your secret answer: not given yet"))
    else:
        value = _t(view, N_("Your secret answer: {answer}"), answer=as_is(_choice_words(view, choice)))
    lines = _wrap(value, IW - 70, 28, True)[:2]
    note = _wrap(_t(view, N_("Only you see it; you can change it until everyone has chosen.")), IW - 70, T)[:2] \
        if view.get("choosing") and not view.get("over") else []
    height = max(60, 14 + 36 * len(lines) + 30 * len(note) + 8)

    def draw_fn(draw, y):
        draw.rounded_rectangle((M, y, W - M, y + height), radius=10, fill=(255, 246, 200), outline=palette.INK, width=3)
        _chip(draw, M + 12, y + 12, palette.HIGHLIGHT, SECRET, 36, 40)
        yy = y + 12
        for line in lines:
            canvas.text(draw, (M + 62, yy), line, 28, True)
            yy += 36
        for line in note:
            canvas.text(draw, (M + 62, yy), line, T, False, palette.MUTED)
            yy += 30
    return height, draw_fn


def _section(title, flow):
    title = _fit(title, IW, 28, True)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), title, 28, True)
        flow[1](draw, M, y + 40)
    return 40 + flow[0], draw_fn


def _screen_block(view):
    mk = Marks(view)
    screen = _own(view, "screen") or {}
    items = [_text_item(_t(view, N_("Money")), T, True)]
    money = screen.get("money") or {}
    for c in CITIES:
        n = next((v for k, v in money.items() if _city(k) == c), 0)
        items.append(_money_item(c, n, mk))
    items.append(None)
    items.append(_text_item(_t(view, N_("Raw materials")), T, True))
    mats = _counted(screen.get("materials"))
    items += [_material_item(m, mats[m], mk) for m in MATERIALS if mats.get(m)]
    if not mats:
        items.append(_text_item(_t(view, N_("none")), T, False, palette.MUTED))
    items.append(None)
    items.append(_text_item(_t(view, N_("Goods")), T, True))
    goods = _counted(screen.get("goods"))
    items += [_good_item(g, goods[g], mk) for g in GOODS if goods.get(g)]
    if not goods:
        items.append(_text_item(_t(view, N_("none")), T, False, palette.MUTED))
    items.append(None)
    relics = screen.get("relics") or []
    items.append(_text_item(_t(view, plural("{n} relic", "{n} relics", "n", n=len(relics))), T, True))
    for r in relics:
        items.append((RELIC_W, lambda d, x, y, r=r: _relic_card(d, x, y - 20, view, r, mk, RELIC_W, RELIC_H,
                                                                   held=True)))
    flow = _flow(items, IW, gap=10, row=ROW, row_gap=4)
    if relics:  # relic cards stand taller than a row: one row of cards per 4
        flow = _flow(items[:-len(relics)], IW, gap=10)
        cards = relics
        rows = -(-len(cards) // 4)
        base = flow

        def fn(d, x, y):
            base[1](d, x, y)
            for i, r in enumerate(cards):
                _relic_card(d, x + (i % 4) * (RELIC_W + RELIC_GAP), y + base[0] + 6 + (i // 4) * (RELIC_H + 8),
                            view, r, mk, held=True)
        flow = (base[0] + 6 + rows * (RELIC_H + 8), fn)
    return _section(_t(view, N_("Behind your screen")), flow)


def _cards_block(view, seat):
    p = view["players"][seat]
    effects = _own(view, "card_effects") or {}
    cards = p.get("family_cards") or []
    rows = []
    for v in cards:
        eff = effects.get(v, effects.get(str(v)))
        lines = _wrap(i18n.in_view(view, eff), IW - 90, T)[:3] if eff else []
        rows.append((v, lines, max(56, 12 + 30 * len(lines))))
    title = _fit(_t(view, N_("Your family cards and what each would do")), IW, 28, True)
    choice = _own(view, "my_choice")
    height = 40 + sum(h + 8 for _, _, h in rows) if rows else 40 + ROW
    none = _t(view, N_("none left"))

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), title, 28, True)
        yy = y + 40
        if not rows:
            canvas.text(draw, (M, yy + ROW / 2), none, T, False, palette.MUTED, "lm")
        for v, lines, h in rows:
            picked = choice is not None and str(choice) == str(v)
            draw.rounded_rectangle((M, yy, W - M, yy + h), radius=8, fill=palette.PANEL,
                                   outline=palette.HIGHLIGHT if picked else palette.LINE, width=5 if picked else 2)
            draw.rectangle((M + 8, yy + 6, M + 64, yy + h - 6), fill=palette.HIGHLIGHT if picked else (250, 246, 236),
                           outline=palette.INK, width=2)
            canvas.text(draw, (M + 36, yy + h / 2), str(v), 32, True, palette.INK, "mm")
            for i, line in enumerate(lines):
                canvas.text(draw, (M + 80, yy + 8 + 30 * i), line, T)
            yy += h + 8
    return height, draw_fn


def own_shrines(view) -> list[dict]:
    """The view's own seat's shrines: the filled ones (public, in front of the screen) and the empty ones (behind
    the screen, COL-011: only the own screen lists them, under "empty_shrines")."""
    p = view["players"][view["seat"]]
    screen = _own(view, "screen") or {}
    return list(p.get("shrines") or []) + [{"city": c, "relics": []} for c in screen.get("empty_shrines") or []]


def _own_block(view, seat):
    mk = Marks(view)
    items = _member_items(view, seat, IW)
    items.append(None)
    items.append(_text_item(_t(view, N_("Shrines")), T, True))
    items += _shrine_items(view, own_shrines(view), mk, IW) or [_text_item(_t(view, N_("none")), T, False,
                                                                          palette.MUTED)]
    return _section(_t(view, N_("Your family and shrines")), _flow(items, IW))


def _private_ordinances(view):
    rows = _ordinance_rows(view, IW)
    if not rows:
        return None
    title = _fit(_t(view, N_("Ordinances of the week")), IW, 28, True)
    height = 40 + sum(34 + 30 * len(r[2]) + 8 for r in rows)

    def draw_fn(draw, y):
        canvas.text(draw, (M, y), title, 28, True)
        yy = y + 40
        for head, colour, lines, failed in rows:
            h = 34 + 30 * len(lines)
            draw.rounded_rectangle((M, yy, W - M, yy + h), radius=6, fill=palette.PANEL, outline=colour, width=3)
            canvas.text(draw, (M + 8, yy + 4), _fit(head, IW - 16, T, True), T, True, colour)
            for i, line in enumerate(lines):
                canvas.text(draw, (M + 8, yy + 32 + 30 * i), line, T, False, palette.MUTED if failed else palette.INK)
            yy += h + 8
    return height, draw_fn


def render_private_pages(view: dict) -> list[Image.Image]:
    seat = view["seat"]
    blocks = [_private_head(view, seat)]
    for b in (_prompt_block(view), _choice_block(view, seat)):
        if b:
            blocks.append(b)
    if view.get("over") and view.get("result"):
        blocks.append(_standings_block(view))
    blocks.append(_screen_block(view))
    if not view.get("over"):
        blocks.append(_cards_block(view, seat))
    blocks.append(_own_block(view, seat))
    if not view.get("over"):
        ords = _private_ordinances(view)
        if ords:
            blocks.append(ords)
    blocks.append(_key_block(view, private=True))
    return canvas.pages(blocks, _continued(view))


def render_private(view: dict) -> Image.Image:
    return render_private_pages(view)[0]


# ---- a private view in plain lines -------------------------------------------------------------------------
def holdings(view: dict) -> list[str]:
    """What the seat of a private view holds, in plain lines of its language (the console's `hand`): money by
    currency, raw materials, goods, relics behind the screen, shrines, members by place, family cards left with
    what each would do, the own secret answer."""
    say = lambda m: i18n.in_view(view, m)  # noqa: E731
    seat = view["seat"]
    p = view["players"][seat]
    screen = _own(view, "screen") or {}
    money = screen.get("money") or {}
    coins = [msg(N_("{n} {currency}"), n=next((v for k, v in money.items() if _city(k) == c), 0),
                 currency=CURRENCY_WORDS[c]) for c in CITIES]
    lines = [say(msg(N_("Money: {money}."), money=listing(coins)))]
    mats = _counted(screen.get("materials"))
    parts = [msg(N_("{material} ×{n}"), n=mats[m], material=MATERIAL_WORDS[m]) for m in MATERIALS if mats.get(m)]
    lines.append(say(msg(N_("Raw materials: {materials}."), materials=listing(parts) if parts else N_("none"))))
    goods = _counted(screen.get("goods"))
    parts = [msg(N_("{good} ×{n}"), n=goods[g], good=GOOD_WORDS[g]) for g in GOODS if goods.get(g)]
    lines.append(say(msg(N_("Goods: {goods}."), goods=listing(parts) if parts else N_("none"))))

    def relic(r):
        city = CITY_WORDS.get(_city(r.get("city")), N_("Bergen"))
        if r.get("shrine"):
            return msg(N_("shrine of {city}"), city=city)
        return msg(N_("relic of {city} ({vp} VP)"), city=city, vp=r.get("vp", 0))
    relics = screen.get("relics") or []
    lines.append(say(msg(N_("Relics behind the screen: {relics}."),
                         relics=listing([relic(r) for r in relics]) if relics else N_("none"))))
    shrines = []
    for sh in own_shrines(view):
        city = CITY_WORDS.get(_city(sh.get("city")), N_("Bergen"))
        vps = [r.get("vp", 0) for r in sh.get("relics") or []]
        shrines.append(msg(N_("{city} with a relic of {vp} VP"), city=city, vp=vps[0]) if vps else
                       msg(N_("{city}, empty, behind your screen"), city=city))
    lines.append(say(msg(N_("Shrines: {shrines}."), shrines=listing(shrines) if shrines else N_("none"))))
    m = p.get("members") or {}
    street = m.get("street") or {}
    lines.append(say(msg(N_("Members: {home} at home, {council} in the council, {board} on the board; street fields "
                            "Tuesday {tue}, Wednesday {wed}, Thursday {thu}, Friday {fri}."),
                         home=m.get("home", 0), council=m.get("council", 0), board=m.get("board", 0),
                         tue=street.get("tue", 0), wed=street.get("wed", 0), thu=street.get("thu", 0),
                         fri=street.get("fri", 0))))
    cards = p.get("family_cards") or []
    lines.append(say(msg(N_("Family cards: {cards}."), cards=listing([str(c) for c in cards]) if cards else N_("none"))))
    effects = _own(view, "card_effects") or {}
    for v in cards:
        eff = effects.get(v, effects.get(str(v)))
        if eff:
            lines.append("  " + say(msg(N_("{card}: {effect}"), card=as_is(str(v)), effect=eff)))
    choice = _own(view, "my_choice")
    if choice is not None:
        lines.append(say(msg(N_("Your secret answer: {answer}"), answer=as_is(_choice_words(view, choice)))))
    return lines
