"""Hand-built Macao views following the view contract (notes/macao-brief.md, "The view"), for the renderer's
tests and bench while the rules are written in parallel: 2, 3 and 4 players; early (round 2, phase 1: the
display is chosen), dice (round 5, phase 2), mid (round 9, phase 3, dice converted) and over; long names and
long card texts; and `pseudo_italian()`, which lengthens every catalog word the way Italian does.

Data follow the reference's stand-ins (city.yaml: a 6x5 grid, colour = COLOURS[(col + 2 row) mod 6], one dark
district per colour; sea_route.yaml: the 14 spaces and 8 ports). Sea coordinates: x 0..4 (columns), y 0..2
(rows), where the renderer scales them; each space's id is what `ship to PORT` types."""
from __future__ import annotations

from rules.core.text import N_, listing, msg, seat
from tests.render_words import pseudo_italian  # noqa: F401  (the lengthening catalog)

COLOURS = ("red", "blue", "green", "black", "grey", "purple")
GOODS = ("lacquer", "rice", "tea", "jade", "silk", "paper", "porcelain", "spices")
NAMES = ["Anna", "Bruno", "Chiara", "Dario"]
LONG_NAMES = ["Bartholomew-Maximilian von Habsburg-Lothringen", "Maria Costanza Sforza-Visconti di Modrone",
              "小明 Xiǎomíng 王", "Zoë 🎲🎲 the lucky"]

# id: (German name, type, office colour, cost, (yellow, red), timing, effect)
CARDS = {
    1: ("Zoll", "office", "red", {"red": 1}, (0, 1), "phase3", N_("Pay 1 red cube: gain 1 gold.")),
    6: ("Justiz", "office", "blue", {"blue": 2}, (1, 1), "phase3", N_("Pay 1 blue cube: gain 1 gold.")),
    11: ("Bau", "office", "green", {"green": 3}, (2, 2), "phase3", N_("Pay 1 green cube: gain 1 gold.")),
    15: ("Finanzen", "office", "grey", {"grey": 3}, (1, 2), "phase3", N_("Pay 1 grey cube: gain 1 gold.")),
    18: ("Verwaltung", "office", "purple", {"purple": 2}, (0, 1), "phase3", N_("Pay 1 purple cube: gain 1 gold.")),
    24: ("Militärwesen", "office", "black", {"black": 4}, (2, 2), "phase3", N_("Pay 1 black cube: gain 1 gold.")),
    25: ("Amtsstube", "building", None, {"red": 2, "blue": 1}, (0, 1), "phase3",
         N_("Gain 1 PP this round if you used at least one office card this round.")),
    29: ("Böttcherei", "building", None, {"red": 2, "blue": 1}, (2, 2), "phase3",
         N_("Gain 1 extra PP for each goods tile you deliver to a port; never doubled by a warehouse.")),
    41: ("Teelager", "building", None, {"red": 1, "blue": 1}, (2, 2), "phase3",
         N_("Each tea tile you deliver scores double PP.")),
    45: ("Kran", "building", None, {"red": 1}, (1, 2), "phase3",
         N_("When you activate a building card, it costs 1 cube less (once per round).")),
    49: ("Palast", "building", None, {"black": 2, "grey": 2}, (0, 1), "game_end",
         N_("Game end: gain 2 PP for each of your activated cards that gives PP.")),
    57: ("Segelmacherei", "building", None, {"green": 2, "black": 2}, (1, 2), "phase3",
         N_("Move your ship up to 2 spaces without paying cubes.")),
    60: ("Statue", "building", None, {"blue": 1, "green": 2, "black": 1}, (2, 2), "game_end",
         N_("Game end: gain 3 PP per control marker on a dark district.")),
    63: ("Turm", "building", None, {"red": 1}, (0, 0), "continuous",
         N_("Whenever your wall disc shares a space, it is on top of the stack.")),
    72: ("Baronesa Um", "person", None, {"purple": 2}, (2, 2), "game_end",
         N_("Game end: 3 PP; 4 PP each with 2 activated Baronesa cards; 5 PP each with all 3.")),
    77: ("Bischof", "person", None, {"grey": 2, "purple": 2}, (2, 2), "phase3", N_("Pay 1 gold: gain 2 PP.")),
    81: ("Lady Black", "person", None, {"grey": 2}, (1, 2), "phase3", N_("Gain 1 black cube.")),
    86: ("Forscher", "person", None, {"black": 2, "grey": 2}, (1, 2), "phase2",
         N_("Phase 2: when you take one of your dice, take 1 extra cube of its colour.")),
    89: ("Gelehrter", "person", None, {"green": 2, "black": 2}, (2, 2), "phase3", N_("Gain 1 cube of any colour.")),
    93: ("Gouverneur", "person", None, {"blue": 2, "green": 2}, (1, 2), "game_end", N_("Game end: gain 7 PP.")),
    104: ("Meister", "person", None, {"black": 1, "grey": 2}, (0, 1), "phase2",
          N_("Phase 2: you may place the cubes of one die one sector lower or higher.")),
    105: ("Müssiggänger", "person", None, {"purple": 1}, (1, 2), "phase1",
          N_("Phase 1: you need not take a card.")),
    107: ("Professor", "person", None, {"blue": 1}, (1, 1), "phase2",
          N_("Phase 2: gain 1 gold for each die you choose that shows a 1.")),
    113: ("Soldat", "person", None, {"blue": 1, "green": 2}, (2, 2), "phase3",
          N_("Gain 1 gold for every 4 of your control markers in the city.")),
    118: ("Vizegouverneur", "person", None, {"blue": 1, "green": 2}, (0, 0), "game_end", N_("Game end: gain 4 PP.")),
}
LONG_TEXT = N_("Game end: gain 2 PP for each of your activated cards that gives prestige points during the game "
               "or at its end, this card included, counting every office card of every colour and every person "
               "and building that ever gave you prestige.")


def card(cid: int, used: bool = False, long: bool = False) -> dict:
    name, kind, colour, cost, (y, r), timing, text = CARDS[cid]
    return {"id": cid, "name": {"text": name}, "type": kind, "colour": colour, "cost": dict(cost),
            "tribute": [y, r], "timing": timing, "text": LONG_TEXT if long and cid == 49 else text, "used": used,
            "stand_in": kind != "office"}


# ---- the city: 6 x 5, colour by (col + 2 row), one dark district per colour ------------------------------
DARK = {(0, 2), (1, 1), (2, 2), (1, 5), (3, 4), (4, 3)}
LIGHT_COST = [2, 3, 3, 4]


def city(owners: dict, taken_tiles: set) -> list[dict]:
    out, seen = [], {}
    for r in range(5):
        for c in range(6):
            d = r * 6 + c + 1
            colour = COLOURS[(c + 2 * r) % 6]
            dark = (r, c) in DARK
            k = seen.get(colour, 0)
            if not dark:
                seen[colour] = k + 1
            cost = 3 if dark else LIGHT_COST[k % 4]
            tile = "joker" if dark else GOODS[(d * 5) % 8]
            adj = [d2 for (rr, cc) in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                   if 0 <= rr < 5 and 0 <= cc < 6 for d2 in [rr * 6 + cc + 1]]
            out.append({"id": d, "row": r, "col": c, "colour": colour, "dark": dark, "cost": {colour: cost},
                        "owner": owners.get(d), "tile": None if d in taken_tiles else tile, "adjacent": adj})
    return out


# ---- the sea route -------------------------------------------------------------------------------------
SPACES = [("MACAO", "start", 4, 1), ("S1", "sea", 2.75, 1), ("LISBOA", "port", 1.5, 1), ("S4", "sea", 0, 1),
          ("LONDON", "port", 0, 0), ("ANTWERPEN", "port", 1, 0), ("AMSTERDAM", "port", 2, 0), ("S5", "sea", 3, 0),
          ("HAMBURG", "port", 4, 0), ("S2", "sea", 0, 2), ("BARCELONA", "port", 1, 2), ("MARSEILLE", "port", 2, 2),
          ("S3", "sea", 3, 2), ("GENOVA", "port", 4, 2)]
EDGES = [["MACAO", "S1"], ["S1", "LISBOA"], ["LISBOA", "S2"], ["S2", "BARCELONA"], ["BARCELONA", "MARSEILLE"],
         ["MARSEILLE", "S3"], ["S3", "GENOVA"], ["LISBOA", "S4"], ["S4", "LONDON"], ["LONDON", "ANTWERPEN"],
         ["ANTWERPEN", "AMSTERDAM"], ["AMSTERDAM", "S5"], ["S5", "HAMBURG"]]
PORTS = [("LISBOA", "porcelain", [5, 4, 3]), ("BARCELONA", "rice", [7, 6, 5]), ("LONDON", "tea", [7, 6, 5]),
         ("MARSEILLE", "lacquer", [8, 7, 6]), ("ANTWERPEN", "paper", [8, 7, 6]), ("AMSTERDAM", "spices", [9, 8, 7]),
         ("GENOVA", "silk", [10, 9, 8]), ("HAMBURG", "jade", [11, 10, 9])]


def sea(ships: dict, filled: dict) -> dict:
    return {"spaces": [{"id": i, "kind": k, "x": x, "y": y} for i, k, x, y in SPACES], "edges": [list(e) for e in EDGES],
            "ports": [{"id": p, "good": g, "values": list(v), "filled": filled.get(p, 0)} for p, g, v in PORTS],
            "ships": {s: space for s, space in ships.items()}}


def _rose(*sectors):
    return [dict(s) for s in sectors] + [{} for _ in range(6 - len(sectors))]


# ---- what each seat holds, per stage -------------------------------------------------------------------
EARLY = [  # round 2, phase 1
    dict(gold=5, pp=0, board=[89], activated=[], rose=_rose({"blue": 2}, {"red": 1}, {}, {"green": 3}),
         cubes={"grey": 1}, ship="MACAO", goods=[], jokers=0, districts=0),
    dict(gold=5, pp=0, board=[107], activated=[], rose=_rose({"grey": 2}, {}, {"red": 4}), cubes={"purple": 1},
         ship="MACAO", goods=[], jokers=0, districts=0),
    dict(gold=5, pp=0, board=[77], activated=[], rose=_rose({"black": 2, "red": 1}), cubes={"blue": 1}, ship="MACAO",
         goods=[], jokers=0, districts=0),
    dict(gold=5, pp=0, board=[118], activated=[], rose=_rose({}, {"green": 2}, {"blue": 5}), cubes={"red": 1},
         ship="MACAO", goods=[], jokers=0, districts=0),
]
MID = [  # round 9, phase 3
    dict(gold=7, pp=23, penalties=1, board=[49, 72], activated=[1, 6, 45, 81, 113, 57],
         rose=_rose({"red": 2, "grey": 1}, {"blue": 3}, {"green": 1, "black": 2, "purple": 1}, {"grey": 4}),
         cubes={"red": 3, "blue": 1, "green": 2, "black": 1, "grey": 0, "purple": 2}, ship="LONDON",
         goods=["tea", "jade"], jokers=1, districts=5, used=[1]),
    dict(gold=2, pp=31, board=[93], activated=[11, 15, 25, 29, 41, 86, 104, 63],
         rose=_rose({"purple": 3}, {}, {"red": 2}), cubes={"blue": 4, "grey": 2}, ship="S2", goods=["silk"], jokers=0,
         districts=4, used=[11, 29]),
    dict(gold=12, pp=18, penalties=2, board=[60, 105, 118, 89], activated=[18, 24, 77],
         rose=_rose({"black": 1}, {"black": 2, "green": 2}), cubes={"black": 5}, ship="MACAO", goods=[], jokers=2,
         districts=3),
    dict(gold=0, pp=27, board=[], activated=[6, 11, 24, 107, 57, 63, 113, 81, 45, 41, 93],
         rose=_rose({"grey": 1, "red": 1}, {"purple": 6}, {}, {}, {"blue": 1}),
         cubes={"green": 1, "purple": 1}, ship="HAMBURG", goods=["rice", "paper", "lacquer"], jokers=0, districts=6),
]
OWNERS = {0: (1, 2, 7, 8, 14), 1: (10, 11, 16, 22), 2: (25, 26, 3), 3: (18, 24, 30, 29, 23, 17)}


def _player(s, spec, long=False):
    p = {"gold": spec["gold"], "pp": spec["pp"], "penalties": spec.get("penalties", 0),
         "board": [card(c, long=long) for c in spec["board"]],
         "activated": [card(c, c in spec.get("used", ()), long) for c in spec["activated"]],
         "rose": spec["rose"], "arrow": 0, "cubes": {c: spec["cubes"].get(c, 0) for c in COLOURS},
         "ship": spec["ship"], "goods": list(spec["goods"]), "jokers": spec["jokers"], "districts": spec["districts"]}
    return p


def view(n: int = 2, stage: str = "mid", seat_: int | None = None, lang: str = "en", long: bool = False) -> dict:
    """A view of an n-player game; stage "early" (round 2, phase 1), "dice" (round 5, phase 2), "mid" (round 9,
    phase 3) or "over"; seat_ None for the public view, else that seat's private view."""
    late = stage in ("mid", "over")
    names = (LONG_NAMES if long else NAMES)[:n]
    specs = MID if late else EARLY
    players = [_player(s, specs[s], long) for s in range(n)]
    rnd = {"early": 2, "dice": 5, "mid": 9, "over": 12}[stage]
    phase = {"early": 1, "dice": 2, "mid": 3, "over": 3}[stage]
    order = [1, 0, 3, 2][:n] if late else list(range(n))[::-1]
    order = [s for s in order if s < n] + [s for s in range(n) if s not in order]
    wall = [[] for _ in range(16)]
    if late:
        spots = {0: 9, 1: 12, 2: 4, 3: 9}
        for s in reversed(order):  # the first in order on top
            wall[spots[s] - 1].append(s)
        wall = [sorted(w, key=lambda s: -order.index(s)) for w in wall]
    else:  # round 1: the first in order moved 2 spaces; the others still on space 1, the next on top
        wall[2] = [order[0]]
        wall[0] = list(reversed(order[1:]))
    owners = {d: s for s in range(n) for d in OWNERS[s]} if late else {}
    to_act = [] if stage == "over" else ([order[0]] if phase != 1 else list(range(n)))
    dice = None if phase == 1 else {"red": 3, "blue": 6, "green": 1, "black": 5, "grey": 2, "purple": 4}
    conversion = [v for v in range(2, 7) if v > 13 - rnd]
    converted = {c: (1 if v in conversion else v) for c, v in dice.items()} if dice else None
    display = [1, 15, 29, 104, 93, 63][:n + 2] if phase == 1 else ([] if stage == "over" else [81, 57, 107][:n])
    start = rnd if phase == 1 else rnd + 1
    rounds = [[[6, 11], [18, 24], [1, 15], [6, 24], [11, 18], [15, 1]][(r + 1) % 6] for r in range(start, 13)]
    v = {
        "game": "macao", "title": N_("Macao"), "seat": seat_, "names": names, "options": {"dice_choice": "sequential"},
        "moves": 180 if late else 20, "to_act": to_act,
        "waiting": msg(N_("Waiting for {players}."), players=listing(seat(s) for s in to_act)) if to_act
        else N_("The game is over."),
        "resigned": [], "over": stage == "over", "lang": lang,
        "round": rnd, "phase": phase, "dice": dice, "converted": converted, "conversion": conversion,
        "tribute": {"gold": 6, "pp": 9} if late else {"gold": 3, "pp": 5},
        "display": [card(c) for c in display],
        "offices": [[card(a), card(b)] for a, b in rounds], "deck": 96 - 6 * rnd, "discard": {"count": 3 * rnd},
        "city": city(owners, set(owners)), "sea": sea({s: players[s]["ship"] for s in range(n)},
                                                     {"LONDON": 1, "HAMBURG": 2, "BARCELONA": 1} if late else {}),
        "wall": wall, "order": order, "players": players,
    }
    if stage == "over":
        scores = [p["pp"] + 12 + 2 * p["districts"] - 3 * p["penalties"] for p in players]
        ranking = sorted(range(n), key=lambda s: -scores[s])
        v["result"] = {"scores": scores, "ranking": ranking, "winners": ranking[:1], "tiebreak_note": "",
                       "breakdown": [{"play": p["pp"], "cards": 12, "districts": 2 * p["districts"],
                                      "penalties": -3 * p["penalties"]} for p in players]}
    if seat_ is not None:
        me = players[seat_]
        v["usable"] = [c["id"] for c in me["activated"] if c["timing"] == "phase3" and not c["used"]] \
            if phase == 3 and not v["over"] and seat_ in to_act else []
        v["costs"] = {}
        if phase == 3 and not v["over"]:
            v["costs"] = {"wall 1": 1, "wall 2": 3, "wall 3": 5, "ship 1": 1, "tribute": {"gold": 6},
                          "district 5": {"grey": 2}, "district 13": {"red": 3}, "district 15": {"red": 4}}
            v["costs"].update({f"activate {c['id']}": c["cost"] for c in me["board"][:3]})
        if seat_ in to_act:
            v["prompt"] = {1: N_("Take a card of the display onto your board."),
                           2: N_("Choose a die: its cubes go to that sector of your wind rose."),
                           3: N_("Your turn: activate cards, take a district, move on the wall or the ship, "
                                 "or pass.")}[phase]
        else:
            v["prompt"] = None
    return v


STAGES = ("early", "dice", "mid", "over")
FIXTURES = [(n, stage) for n in (2, 3, 4) for stage in STAGES]
