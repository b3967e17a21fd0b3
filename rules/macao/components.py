"""Components of Macao read from the package's data files: colours, goods, tracks, the city (districts,
costs, adjacency), the sea route (spaces, edges, ports and their delivery values) and one record per card.

STAND-INS: the city map, the sea route, the per-card costs and tribute numbers are reconstructed (README of
the reference, GAPS); they live only in data/*.yaml and are replaceable without code:

- `TAVOLO_MACAO_CITY=/path/city.yaml` and `TAVOLO_MACAO_SEA=/path/sea_route.yaml` (environment, read when a
  board is first asked for), or `use_board(city=path, sea=path)` (tests; `use_board()` goes back to the
  package's files). A game records the digest of the board it is played on (`st.data["board"]`) and plays on
  that board after a load (`board(st)`), so a changed file never changes a running game silently.

Cards: `card(cid)` (ids 1..120 in cards.yaml order) comes from `rules.macao.cards` (the deck reader).
"""
from __future__ import annotations

import hashlib
import os
from collections import deque
from importlib import resources

import yaml


def _text(name: str) -> str:
    return (resources.files("rules.macao") / "data" / name).read_text(encoding="utf-8")


TRACKS = yaml.safe_load(_text("tracks.yaml"))
GOODS_DATA = yaml.safe_load(_text("goods.yaml"))
COMPONENTS = yaml.safe_load(_text("components.yaml"))

COLOURS: tuple[str, ...] = tuple(COMPONENTS["action_cubes"]["colours"])  # MAC-002
GOODS: tuple[str, ...] = tuple(g["id"] for g in GOODS_DATA["goods"])  # MAC-002/014
ROUNDS = TRACKS["round_track"]["rounds"]  # MAC-001: 12
WALL_SPACES = TRACKS["wall"]["spaces"]  # MAC-003: 16
START_GOLD = COMPONENTS["gold_coins"]["start_per_player"]  # MAC-010: 5
CARD_SPACES = COMPONENTS["player_boards"]["card_spaces"]  # MAC-004: 5
ROSE_SECTORS = 6  # MAC-005
PENALTY_PP = 3  # MAC-036/046/201/202: a penalty marker is -3 PP
JOKER_GOLD = 3  # MAC-064
DISTRICT_PP = 2  # MAC-202c
OFFICES_PER_ROUND = TRACKS["round_track"]["office_cards_per_round"]  # MAC-015
DISPLAY_DRAW = 4  # MAC-030
REMOVED = {2: 2, 3: 1, 4: 0}  # MAC-032/211
OFFICE_COLOUR = {"Zoll": "red", "Justiz": "blue", "Bau": "green", "Finanzen": "grey", "Verwaltung": "purple",
                 "Militärwesen": "black"}  # MAC-086


def effective(value: int, rnd: int) -> int:
    """MAC-041: from round 8 a die showing v counts as 1 when v > 13 - r."""
    return 1 if value > ROUNDS + 1 - rnd else value


def wall_cost(spaces: int) -> int:
    """MAC-067: n spaces on the wall cost 2n - 1 cubes of any colours."""
    return 2 * spaces - 1 if spaces > 0 else 0


# ---- the board: city and sea (stand-ins, replaceable) -------------------------------------------------

class Board:
    """The city and the sea route as read from two yaml texts; `digest` names them in a saved game."""

    def __init__(self, city_text: str, sea_text: str):
        self.digest = hashlib.sha256((city_text + "\0" + sea_text).encode()).hexdigest()[:16]
        city = yaml.safe_load(city_text)
        sea = yaml.safe_load(sea_text)
        ds = city["districts"]
        index = {d["id"]: i for i, d in enumerate(ds)}
        self.district_ids = [str(d["id"]) for d in ds]
        self.dark = [d["shade"] == "dark" for d in ds]
        self.cost = [{c: int(n) for c, n in d["cost"].items()} for d in ds]
        self.grid = [tuple(d.get("grid", (i // 6, i % 6))) for i, d in enumerate(ds)]
        self.adjacent = [sorted(index[a] for a in d.get("adjacent", ())) for d in ds]
        self.districts = len(ds)
        for i, adj in enumerate(self.adjacent):  # adjacency must be symmetric (K-15)
            for j in adj:
                if i not in self.adjacent[j]:
                    raise ValueError(f"city: {ds[i]['id']} is next to {ds[j]['id']} but not the other way round")
        lights = sum(1 for x in self.dark if not x)
        goods_tiles = sum(g["tiles"] for g in GOODS_DATA["goods"])
        if lights != goods_tiles:
            raise ValueError(f"city: {lights} light districts for {goods_tiles} goods tiles")
        self.start = str(sea["start"]).lower()
        self.spaces = [str(s["id"]).lower() for s in sea["spaces"]]
        self.space_kind = {str(s["id"]).lower(): s.get("kind", "sea") for s in sea["spaces"]}
        self.space_xy = {str(s["id"]).lower(): (s.get("x", 0), s.get("y", 0)) for s in sea["spaces"]}  # drawing only
        self.edges = [(str(a).lower(), str(b).lower()) for a, b in sea["edges"]]
        self.neighbours: dict[str, list[str]] = {s: [] for s in self.spaces}
        for a, b in self.edges:
            self.neighbours[a].append(b)
            self.neighbours[b].append(a)
        self.ports = {str(p["id"]).lower(): {"name": str(p.get("name", p["id"])), "buys": p["buys"],
                                             "values": [int(v) for v in p["delivery_values"]]}
                      for p in sea["ports"]}
        self.port_of_good = {p["buys"]: pid for pid, p in self.ports.items()}
        self.distance = {s: self._bfs(s) for s in self.spaces}

    def _bfs(self, start: str) -> dict[str, int]:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            s = queue.popleft()
            for t in self.neighbours[s]:
                if t not in dist:
                    dist[t] = dist[s] + 1
                    queue.append(t)
        return dist


_BOARDS: dict[str, Board] = {}
_CURRENT: list = [None]


def _read(path: str | None, name: str) -> str:
    if path:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    return _text(name)


def use_board(city: str | None = None, sea: str | None = None) -> Board:
    """The board new games are set up on: the package's files, or other city/sea files (paths)."""
    b = Board(_read(city, "city.yaml"), _read(sea, "sea_route.yaml"))
    _BOARDS[b.digest] = b
    _CURRENT[0] = b
    return b


def current_board() -> Board:
    """The board for a new game (env TAVOLO_MACAO_CITY / TAVOLO_MACAO_SEA, else the package's files)."""
    if _CURRENT[0] is None:
        use_board(os.environ.get("TAVOLO_MACAO_CITY") or None, os.environ.get("TAVOLO_MACAO_SEA") or None)
    return _CURRENT[0]


def board_by_digest(digest: str) -> Board:
    if digest not in _BOARDS:
        b = current_board()
        if b.digest != digest:
            raise ValueError("this saved Macao game was played on a city/sea file that is not loaded")
    return _BOARDS[digest]


def board(st) -> Board:
    """The board of this game."""
    b = st.cache.get("board")
    if b is None:
        b = st.cache["board"] = board_by_digest(st.data["board"])
    return b


# ---- cards ----------------------------------------------------------------------------------------
# The deck is cards.py's (CARDS): card(cid) has id, name (German), type, colour (office), cost {colour: n},
# tribute (gold, pp), timing and stand_in.

def cards() -> list:
    from rules.macao import cards as _cards
    return list(_cards.deck().cards)


def card(cid: int):
    from rules.macao import cards as _cards
    return _cards.card(cid)


def office_ids() -> list[int]:
    return [c.id for c in cards() if c.type == "office"]


def deck_ids() -> list[int]:
    return [c.id for c in cards() if c.type != "office"]
