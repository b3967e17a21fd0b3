"""Hand-built Castles of Burgundy views with every module's fields, for the renderer's tests while the rules
of the modules are written in parallel. Each starts from a real view (a game played a while with the base
rules) and adds, by hand, exactly the fields of the view contract (/work/notes/castles_brief.md, "View
contract"); once the modules are in, the rules' own views can replace these functions one by one.

- `modules(n)`: every module of one table on (extra tiles, border posts, white castles, inns, trade routes,
  shields) with n = 2, 3 or 4 players, each on a stand-in border duchy (11a, 11b, ...).
- `team()`: two teams of two sharing a 74-space team duchy made of two 37-hex halves side by side.
- `solo(level)`: a game of one on the solo islands 13a (beginner) or 13b (expert), playing, won or lost.
Each takes `seat` (None: the public view) and `lang`; render Italian inside `pseudo_italian()`, which
lengthens every catalog word as Italian does."""
from __future__ import annotations

import copy
from functools import lru_cache
from unittest import mock

from rules.castles import GAME, terms
from rules.castles import views as V
from rules.castles.components import DUCHIES, _axial_cells, build_board
from rules.core import Rng
from rules.core.text import N_, msg
from tests.render_words import pseudo_italian  # noqa: F401  (the lengthening catalog)

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
LONG_NAMES = ["Bartholomew-Maximilian von Habsburg-Lothringen", "小明 Xiǎomíng 王", "Zoë 🎲🎲 the lucky",
              "Maria Costanza Sforza-Visconti di Modrone"]
MODULES = ["extra_tiles", "border_posts", "white_castles", "inns", "trade_routes", "shields"]

# The new tiles, as views.tile_info will give them (contract: kind, colour, building/animal/number, text).
NEW_TILES = {
    "mon27": {"colour": "monastery", "kind": "monastery", "name": "Monastery 27", "number": 27,
              "term": msg(N_("Monastery {number}"), number=27), "text": N_("bridge: your pawn always goes on top")},
    "mon28": {"colour": "monastery", "kind": "monastery", "name": "Monastery 28", "number": 28,
              "term": msg(N_("Monastery {number}"), number=28), "text": N_("your turn: 2 workers for 1 silver")},
    "mon29": {"colour": "monastery", "kind": "monastery", "name": "Monastery 29", "number": 29,
              "term": msg(N_("Monastery {number}"), number=29),
              "text": msg(N_("end: {vp} VP per {building}"), vp=4, building=N_("white castle"))},
    "crane": {"colour": "building", "kind": "building", "name": "Crane", "term": N_("Crane"), "building": "crane"},
    "geese": {"colour": "pasture", "kind": "livestock", "name": "Geese", "term": N_("Geese"), "animal": "goose",
              "animals": 0},
    "whitecastle": {"colour": "building", "kind": "building", "name": "White castle", "term": N_("White castle"),
                    "building": "whitecastle"},
    "inn": {"colour": "any", "kind": "inn", "name": "Inn", "term": N_("Inn")},
    "facedown": {"colour": "any", "kind": "facedown", "name": "Face-down tile", "term": N_("Black tile, face down")},
}
# The 18 shields: VP by number (COB-284) and their effect in a few words (COB-285..COB-302).
SHIELD_TEXT = {
    1: N_("all your pastures count as one"), 2: N_("another player gains workers: +1 worker"),
    3: N_("upkeep with workers or silver"), 4: N_("unlimited storage"), 5: N_("ship: also one colour everywhere"),
    6: N_("a chosen player's monasteries work for you"), 7: N_("bonus tiles score double"),
    8: N_("mine income doubled"), 9: N_("1 silver per goods tile sold"), 10: N_("monasteries score double"),
    11: N_("placing a castle: may take a shield"), 12: N_("VP per goods tile sold doubled"),
    13: N_("your shields score double"), 14: N_("phase end: a depot tile into your duchy"),
    15: N_("phase end: a black tile into your duchy"), 16: N_("once a turn: set a die to any number"),
    17: N_("areas score one size larger"), 18: N_("place ignoring adjacency"),
}
# Trade-route bonus kinds the reference reports (expansions.yaml: VP, workers, silver, a tile).
ROUTE_BONUSES = [msg(N_("{n} VP"), n=2), msg(N_("{n} VP"), n=4), terms.workers(2), terms.silver(1), terms.silver(2),
                 N_("a building tile"), N_("a castle, mine or monastery tile"), N_("any tile")]


def shield_vp(n: int) -> int:
    return 12 if n <= 6 else 8 if n <= 12 else 4


# ---- a real view to start from ------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _state(n: int, seed: int, steps: int, names: tuple):
    """A game of the base rules played `steps` actions, preferring to take, buy and place tiles."""
    st = GAME.new(list(names), seed)
    rng = Rng(seed)
    while steps and not GAME.over(st):
        seat = GAME.current(st)[0]
        acts = GAME.actions(st, seat)
        grow = [a for a in acts if a.text.startswith(("buy", "place", "take"))]
        pick = grow if grow and rng.below(4) else acts
        GAME.apply(st, seat, pick[rng.below(len(pick))])
        steps -= 1
    return st


def base(n: int, seat=None, lang="en", steps=None, seed=5, long=False) -> dict:
    names = tuple((LONG_NAMES if long else NAMES)[:n])
    st = _state(n, seed, 50 * n if steps is None else steps, names)
    view = copy.deepcopy(GAME.view(st, seat))
    view["lang"] = lang
    return view


# ---- boards -------------------------------------------------------------------------------------------
def board_of(key: str, spec: dict) -> dict:
    """A board view (views.board_view) of a board given by a data entry, as a stand-in is."""
    built = build_board(key, {**spec, "stand_in": True})
    with mock.patch.object(V, "board", lambda _: built):
        return V.board_view(key)


BORDER_POINTS = [(4, 16, 34), (1, 22, 37), (9, 23, 36), (5, 28, 35)]


def border_board(i: int) -> dict:
    """A stand-in border duchy 11a, 11b, ...: board 1's spaces with three border points on its rim."""
    key = "11" + "abcdef"[i]
    spec = {"name": f"Border {key}", "rows": DUCHIES["boards"][1]["rows"], "border_points": BORDER_POINTS[i]}
    return board_of(key, spec)


def team_board() -> dict:
    """A 74-space team duchy: boards 1 and 2 as two halves side by side, touching on the middle row (ids 1-37
    the left half, 38-74 the right)."""
    cells = [{"q": q, "r": r, "type": c, "die": d} for q, r, c, d in _axial_cells(DUCHIES["boards"][1])]
    cells += [{"q": q + 7, "r": r, "type": c, "die": d} for q, r, c, d in _axial_cells(DUCHIES["boards"][2])]
    return board_of("12a", {"name": "Team 12a", "cells": cells})


# ---- pieces -----------------------------------------------------------------------------------------
def _put(view, p, code, colour=None):
    """`code` on an empty space of `colour` (any colour: the first empty space) in p's duchy."""
    board = view["boards"][p["board"]]
    free = [sp["id"] for sp in board["spaces"] if str(sp["id"]) not in p["duchy"] and colour in (None, sp["colour"])]
    if free:
        p["duchy"][str(free[len(free) // 2])] = code


def _tiles(view):
    """Every tile code the view shows, with its tile_info (the new ones from NEW_TILES)."""
    codes = set(view["tiles"])
    for d in view["depots"]:
        codes |= {c for c in d["tiles"] if c}
    codes |= {c for c in view["black"] if c}
    for p in view["players"]:
        codes |= set(p["duchy"].values()) | set(p["storage"]) | set(p.get("private_storage") or ())
    view["tiles"] = {c: NEW_TILES[c] if c in NEW_TILES else view["tiles"].get(c) or V.tile_info(c)
                     for c in sorted(codes)}


def _add_new_tiles(view):
    depots = view["depots"]
    depots[0]["tiles"][0], depots[0]["types"][0] = "crane", "building"
    depots[1]["tiles"][0], depots[1]["types"][0] = "mon27", "monastery"
    depots[2]["tiles"][-1], depots[2]["types"][-1] = "whitecastle", "building"
    depots[4]["tiles"][0], depots[4]["types"][0] = "geese", "pasture"
    view["black"][:3] = ["mon29", "whitecastle", "geese"]
    for s, p in enumerate(view["players"]):
        _put(view, p, ["geese", "whitecastle", "crane", "mon28"][s % 4],
             ["pasture", "building", "building", "monastery"][s % 4])
        _put(view, p, "inn", "mine")
        p["storage"] = (["crane", "mon29", "inn"] if s == 0 else p["storage"])[:3]


def _depot_shields(n: int) -> list:
    """COB-280: 2 players one shield per depot; 3 players one on depots 1, 3, 5 and two on 2, 4, 6; 4 players
    two per depot (numbers spread over the three VP levels)."""
    per = {2: [1] * 6, 3: [1, 2, 1, 2, 1, 2], 4: [2] * 6}[n]
    numbers = iter([1, 9, 14, 2, 7, 16, 3, 11, 18, 5, 12, 13, 8, 17, 4, 10, 15, 6])
    return [[next(numbers) for _ in range(k)] for k in per]


def _castles(p, board):
    colour = {sp["id"]: sp["colour"] for sp in board["spaces"]}
    return [int(s) for s, c in p["duchy"].items() if colour[int(s)] == "castle"]


def _add_shields(view, n):
    view["depot_shields"] = _depot_shields(n)
    taken = iter([6, 10, 13, 4, 15, 17, 8, 2])
    for s, p in enumerate(view["players"]):
        castles = _castles(p, view["boards"][p["board"]])
        p["shields"] = [{"number": next(taken), "space": sp} for sp in castles[:2 if s == 0 else 1]]
        p["shield6_of"] = None
    view["players"][0]["shield6_of"] = 1 if view["players"][0]["shields"][0]["number"] == 6 else None
    shown = {x for d in view["depot_shields"] for x in d}
    shown |= {sh["number"] for p in view["players"] for sh in p["shields"]}
    view["shield_info"] = {str(x): {"vp": shield_vp(x), "text": SHIELD_TEXT[x]} for x in sorted(shown)}


def _route(n, s, filled):
    """A trade route of 3-space tiles (COB-220: 5, 4 or 3 tiles with 2, 3 or 4 players), the first `filled`
    spaces holding sold goods (some of their own colour, COB-222)."""
    tiles = {1: 5, 2: 5, 3: 4, 4: 3}[n]
    out = []
    for i in range(3 * tiles):
        colour = (i * 5 + s * 2) % 6 + 1
        goods = (colour if i % 3 == 0 else colour % 6 + 1) if i < filled else None
        out.append({"colour": colour, "bonus": ROUTE_BONUSES[(i * 3 + s) % len(ROUTE_BONUSES)], "goods": goods})
    return out


def _add_borders(view, n):
    for s, p in enumerate(view["players"]):
        board = view["boards"][p["board"]]
        p["border"] = {"points": list(board["border_points"]), "linked": s == 0 or s == 2, "all": s == 0}
    # COB-203: the first to link all three takes 5/6/7 VP (2/3/4 players), the second 2/3/4; seat 0 was first
    view["border_bonus_left"] = [{2: 2, 3: 3, 4: 4}[n]]


# ---- the fixtures --------------------------------------------------------------------------------------
def modules(n: int = 3, seat=None, lang="en", long=False, steps=None) -> dict:
    """Every module on: new tiles in the depots, the black depot, duchies and storage; shields on the depots
    and on castles (seat 0 holds shield 6 and shares seat 1's monasteries); two inns; each player a trade
    route partly filled and a stand-in border duchy."""
    view = base(n, seat, lang, steps, long=long)
    view["modules"] = list(MODULES)
    boards = {}
    for s, p in enumerate(view["players"]):
        b = border_board(s)
        boards[b["id"]] = b
        p["board"] = b["id"]
    view["boards"] = boards
    _add_new_tiles(view)
    _add_shields(view, n)
    view["inns"] = 2
    for s, p in enumerate(view["players"]):
        p["route"] = _route(n, s, [4, 0, 7, 2][s])
    _add_borders(view, n)
    view["teams"] = None
    _tiles(view)
    return view


TEAMS = [{"name": "A", "seats": [0, 2], "estate": 0}, {"name": "B", "seats": [1, 3], "estate": 1}]


def team(seat=None, lang="en", long=False, steps=None, over=False) -> dict:
    """The team game: seats 0+2 (team A) and 1+3 (team B), each team one 74-space duchy (estate 0 and 1) with
    shared storage, goods, silver and workers, and one private storage space per player. The halves take
    the placements of two players of a real 4-player game (the right half's ids shifted by 37)."""
    view = base(4, seat, lang, 10 ** 6 if over else steps, long=long)
    real = view["players"]
    board = team_board()
    view["boards"] = {"12a": board}
    estates = []
    for e, (left, right) in enumerate(((0, 2), (1, 3))):
        duchy = dict(real[left]["duchy"])
        duchy.update({str(int(k) + 37): c for k, c in real[right]["duchy"].items()})
        estates.append(dict(real[left], duchy=duchy, board="12a", estate=e, storage=real[left]["storage"][:2],
                            score=real[left]["score"] + real[right]["score"]))
    view["teams"] = copy.deepcopy(TEAMS)
    players = []
    for s in range(4):
        e = s % 2
        private = (real[s]["storage"][2:3] or [["castle", "ship", "mon28", "crane"][s]])
        players.append(dict(copy.deepcopy(estates[e]), seat=s, estate=e, private_storage=private,
                            vp=real[s]["vp"]))
    view["players"] = players
    view["modules"] = []
    if over:  # COB-240: both partners score the team's sum; the better team wins
        scores = [players[s]["score"] for s in range(4)]
        best = max(scores)
        view["result"] = dict(view["result"], scores=scores, winners=[s for s in range(4) if scores[s] == best],
                              ranking=sorted(range(4), key=lambda s: -scores[s]))
    _tiles(view)
    return view


def solo(level="beginner", seat=0, lang="en", won=None, long=False) -> dict:
    """A game of one on 13a (beginner) or 13b (expert): three dice, the counter chasing the target; `won` None
    while playing (round 12 of 25), True (every space covered) or False (rounds over, spaces left)."""
    over = won is not None
    view = base(2, seat, lang, 10 ** 6 if over else 70, seed=9, long=long)
    key = "13a" if level == "beginner" else "13b"
    board = V.board_view(key)
    p = view["players"][0]
    ids = [sp["id"] for sp in board["spaces"]]
    castle = next(sp["id"] for sp in board["spaces"] if sp["colour"] == "castle")
    covered = ids if won else ids[:22] if over else ids[:14]
    duchy = {}
    for i, sid in enumerate(covered):
        colour = next(sp["colour"] for sp in board["spaces"] if sp["id"] == sid)
        duchy[str(sid)] = "castle" if sid == castle else _fitting(view, colour, i)
    duchy[str(covered[1])] = "facedown"
    p.update(board=key, duchy=duchy, storage=["facedown", "mon27"][: 1 if over else 2],
             empty_spaces=len(ids) - len(duchy))
    view["players"] = [p]
    view["names"] = view["names"][:1]
    view["boards"] = {key: board}
    view["dice"] = [view["dice"][0]]
    view["next_order"] = view["round_order"] = [0]
    view["teams"] = None
    view["solo"] = {"level": level, "counter": 0 if over else 17, "target": 40 if over else 45,
                    "round_of_25": 25 if over else 12, "won": won}
    view["options"] = dict(view.get("options") or {}, solo=level, target=50 if level == "beginner" else 53)
    if over:
        res = view["result"]
        view["result"] = dict(res, scores=res["scores"][:1], breakdown=res["breakdown"][:1], ranking=[0],
                              winners=[0] if won else [])
    elif seat is not None:
        view["legal_spaces"] = [int(s) for s in _frontier(board, duchy)][:3]
    view["seat"] = seat
    _tiles(view)
    return view


def _fitting(view, colour, i):
    """A tile that fits a space of `colour` (livestock and buildings varied by `i`)."""
    return {"castle": "castle", "mine": "mine", "river": "ship",
            "monastery": ["mon11", "mon27", "mon3"][i % 3],
            "building": ["market", "church", "crane", "bank", "warehouse"][i % 5],
            "pasture": ["cow2", "sheep3", "geese", "pig4"][i % 4]}[colour]


def _frontier(board, duchy):
    covered = {int(s) for s in duchy}
    out = []
    for sp in board["spaces"]:
        if sp["id"] in covered:
            continue
        if any(abs(sp["x"] - o["x"]) + abs(sp["y"] - o["y"]) < 1.6 for o in board["spaces"] if o["id"] in covered):
            out.append(sp["id"])
    return out


def every(lang="en", long=False):
    """(name, view) for every fixture: public and two seats of each."""
    for n in (2, 3, 4):
        for seat in (None, 0, n - 1):
            yield f"modules{n}_{seat}", modules(n, seat, lang, long)
    for seat in (None, 0, 3):
        yield f"team_{seat}", team(seat, lang, long)
    yield "team_over", team(None, lang, long, over=True)
    for level in ("beginner", "expert"):
        for won in (None, True, False):
            for seat in (None, 0):
                yield f"solo_{level}_{won}_{seat}", solo(level, seat, lang, won, long)
