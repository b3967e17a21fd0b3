"""A bounded memo table for pure results (layouts, action lists, interned Actions).

Two generations: the table itself (a dict, so a hit is one plain `get`) holds the young entries;
when it is full they become the old generation and the previous old one is dropped. A miss asks
`recall`, which moves an old entry back. So entries still in use survive a turnover, memory stays
bounded, and, the values being pure functions of their keys, what is kept or dropped never changes
a result: only the time taken. Values must not be None (None means "not known").
"""
from __future__ import annotations


class Memo(dict):
    __slots__ = ("old", "limit")

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit
        self.old: dict = {}

    def recall(self, key):
        """The old generation's value for key (moved back to the young one), or None."""
        value = self.old.get(key)
        if value is not None:
            self.put(key, value)
        return value

    def put(self, key, value):
        if len(self) >= self.limit:
            self.old = dict(self)
            super().clear()
        self[key] = value
        return value

    def clear(self) -> None:
        super().clear()
        self.old = {}
