"""A bounded memo table for pure results (layouts, action lists, interned Actions).

Two generations of plain dicts: new entries go to the young one; when it is full it becomes the
old generation (no copy) and the previous old one is dropped. A miss asks `recall`, which moves an
old entry back. So entries still in use survive a turnover, memory stays bounded, and, the values
being pure functions of their keys, what is kept or dropped never changes a result: only the time
taken. Values must not be None (None means "not known").
"""
from __future__ import annotations


class Memo:
    # `get` is the young dict's own get, so a hit costs one plain dict lookup
    __slots__ = ("young", "old", "limit", "get")

    def __init__(self, limit: int):
        self.limit = limit
        self.clear()

    def recall(self, key):
        """The old generation's value for key (moved back to the young one), or None."""
        value = self.old.get(key)
        if value is not None:
            self.put(key, value)
        return value

    def put(self, key, value):
        young = self.young
        if len(young) >= self.limit:
            self.old = young
            self.young = young = {}
            self.get = young.get
        young[key] = value
        return value

    def clear(self) -> None:
        self.young: dict = {}
        self.old: dict = {}
        self.get = self.young.get

    def __len__(self) -> int:
        return len(self.young)
