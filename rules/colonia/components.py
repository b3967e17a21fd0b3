"""Components of Colonia read from the package's data files (data/*.yaml).

STAND-INS (reference README, GAPS): the week cards, the ship cards, the relics' victory points and the shrine
price, the 18th ordinance (COL-ORD-03), the family members per player count and the board counts are
reconstructed. They live only in data/*.yaml and are replaceable without code:

- `TAVOLO_COLONIA_DATA=/path/dir` (environment, read when the data are first asked for): a folder whose yaml
  files replace the package's files of the same name (week_cards.yaml, ships.yaml, relics.yaml,
  ordinances.yaml, setup.yaml, ...); a missing file is the package's.
- `use_data(dir)` (tests; `use_data()` goes back to the package's files).

A game records the digest of the files it was set up with (`st.data["files"]`) and plays on them after a
load (`data(st)`); a saved game whose files are no longer known refuses to load.
"""
from __future__ import annotations

import hashlib
import os
from importlib import resources
from pathlib import Path

import yaml

FILES = ("components", "board", "setup", "craftsmen", "week_cards", "ships", "relics", "ordinances",
         "church_windows")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")  # COL-002
STREETS = ("tue", "wed", "thu", "fri")  # COL-022: the four street fields
WEEKS = 6  # COL-002
FAMILY_CARDS = (3, 4, 5, 6, 7, 8)  # COL-010


def _package_text(name: str) -> str:
    return (resources.files("rules.colonia") / "data" / f"{name}.yaml").read_text(encoding="utf-8")


class Data:
    """Every figure the rules read, from the yaml texts; `digest` names them in a saved game."""

    def __init__(self, texts: dict[str, str]):
        self.digest = hashlib.sha256("\0".join(texts[n] for n in FILES).encode()).hexdigest()[:16]
        y = {n: yaml.safe_load(texts[n]) for n in FILES}
        comp, setup, board = y["components"], y["setup"], y["board"]
        self.cities = tuple(c["id"] for c in comp["cities"])  # COL-005
        self.currency = {c["id"]: c["currency"] for c in comp["cities"]}
        self.currencies = tuple(comp["money"]["currencies"])
        self.materials = tuple(m["id"] for m in comp["raw_materials"]["types"])  # COL-007
        self.material_count = int(comp["raw_materials"]["per_type"])
        self.goods = tuple(comp["goods"]["types"])  # COL-008
        self.goods_count = int(comp["goods"]["per_type"])
        self.craftsmen = tuple(c["id"] for c in y["craftsmen"]["craftsmen"])  # COL-009 (die order)
        self.inputs = {c["id"]: tuple(c["inputs"]) for c in y["craftsmen"]["craftsmen"]}
        self.output = {c["id"]: c["output"] for c in y["craftsmen"]["craftsmen"]}
        self.die_good = {int(c["die"]): c["output"] for c in y["craftsmen"]["craftsmen"]}  # COL-020
        self.by_die = {int(c["die"]): c["id"] for c in y["craftsmen"]["craftsmen"]}
        self.fields = int(board["craftsmen_quarter"]["contract_fields_per_craftsman"])  # COL-127
        self.stall_count = int(board["market_place"]["regular_stalls"])
        self.extra_stalls = int(board["market_place"]["extra_stalls"])
        self.relic_spaces = int(board["cathedral"]["relic_display_spaces"])
        self.extra_relic_spaces = int(board["cathedral"]["extra_relic_spaces"])
        pp = setup["per_player"]
        self.start_money = {k: int(v) for k, v in pp["money"].items()}  # COL-018
        self.start_materials = 4  # COL-019
        self.members = {int(k): int(v) for k, v in setup["family_members_by_player_count"].items()}  # COL-017
        self.weeks = {w["id"]: {"stalls": [int(x) for x in w["stalls"]],
                                "contracts": {k: int(v) for k, v in w["contracts"].items()},
                                "rolls": int(w["extra_contract_rolls"]), "ships": int(w["ships_depart"])}
                      for w in y["week_cards"]["cards"]}
        self.ships = {s["id"]: {"city": s["city"], "holds": [{"goods": list(h["goods"]), "pays": int(h["pays"])}
                                                              for h in s["holds"]]} for s in y["ships"]["ships"]}
        self.relics = {r["id"]: {"city": r["city"], "price": int(r["price"]), "vp": int(r["vp"]),
                                 "shrine": r["kind"] == "shrine"} for r in y["relics"]["cards"]}
        self.ordinances = {o["id"]: {"key": o["key"], "day": int(o["day"])} for o in y["ordinances"]["cards"]}
        self.windows = {w["city"]: int(w["vp"]) for w in y["church_windows"]["windows"]}  # COL-118
        self.code = {rid: short(rid) for rid in self.relics}
        self.by_code = {c: rid for rid, c in self.code.items()}
        self.stand_in = {n: str(y[n].get("confidence", "")) != "verified" for n in FILES}


def short(rid: str) -> str:
    """COL-REL-BER-04 -> ber-04 (what a player types); COL-REL-BER-SHRINE -> ber-shrine."""
    return rid.removeprefix("COL-REL-").lower()


_known: dict[str, Data] = {}
_current: list[Data] = []


def _load_dir(path: str | None) -> Data:
    texts = {}
    for n in FILES:
        f = Path(path) / f"{n}.yaml" if path else None
        texts[n] = f.read_text(encoding="utf-8") if f is not None and f.exists() else _package_text(n)
    d = Data(texts)
    d.path = path
    _known.setdefault(d.digest, d)
    return _known[d.digest]


def use_data(path: str | None = None) -> Data:
    """Play new games on the files in `path` (missing ones from the package); None: the package's."""
    d = _load_dir(path)
    _current[:] = [d]
    return d


def current() -> Data:
    if not _current:
        use_data(os.environ.get("TAVOLO_COLONIA_DATA") or None)
    return _current[0]


def package() -> Data:
    return _load_dir(None)


def by_digest(digest: str) -> Data:
    """The data of a saved game: the files in use, the package's or those named by the environment."""
    if digest not in _known:
        current()
        package()
        if os.environ.get("TAVOLO_COLONIA_DATA"):
            _load_dir(os.environ["TAVOLO_COLONIA_DATA"])
    if digest not in _known:
        raise ValueError(digest)
    return _known[digest]


def data(st) -> Data:
    """The data a game is played on (cached on the state: never serialised)."""
    d = st.cache.get("data")
    if d is None or d.digest != st.data["files"]:
        d = st.cache["data"] = by_digest(st.data["files"])
    return d
