"""The stand-in components (data/stand_ins.yaml): printed parts we could not see, built by us.

`TAVOLO_CASTLES_STAND_INS=/path/file.yaml` (environment, read when first asked for) replaces the package's
file; `use(path)` does the same for tests (`use()` goes back to the package's). A game that plays on a
stand-in records the file's digest (`st.data["stand_ins"]`), and a stored game is refused, in words, where
another file is in use: its boards and tiles would silently change under it.
"""
from __future__ import annotations

import hashlib
import os
from importlib import resources
from pathlib import Path

import yaml

_current: list[dict] = []


def _read(path: str | None) -> dict:
    if path:
        text = Path(path).read_text(encoding="utf-8")
    else:
        text = (resources.files("rules.castles") / "data" / "stand_ins.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    data["digest"] = hashlib.sha256(text.encode()).hexdigest()[:16]
    return data


def use(path: str | None = None) -> dict:
    """Play on the stand-ins in `path` (None: the package's file)."""
    from rules.castles import components, duchy  # the boards built from these figures are cached there
    _current[:] = [_read(path)]
    components.board.cache_clear()
    duchy._BY_COLOUR.clear()  # spaces of each colour, by board key
    return _current[0]


def current() -> dict:
    if not _current:
        use(os.environ.get("TAVOLO_CASTLES_STAND_INS") or None)
    return _current[0]


def digest() -> str:
    return current()["digest"]
