"""What one Alhambra's geometry implies, computed once per distinct layout and shared.

A player's layout is their grid of tiles plus the wooden walls on their tiles. Everything derived
from it (open cells, removable tiles, touching sides, and the place/reserve/swap actions built on
them) depends on nothing else, so it is memoised in a bounded module-level table keyed by an
immutable signature of the layout. The table is pure and deterministic: a hit returns exactly what
a fresh computation would, so it only saves time (random playouts ask for the same layout many
times: once per turn of its owner until they build).
"""
from __future__ import annotations

from rules.alhambra import board
from rules.alhambra.data import TILE_WALLS

_LIMIT = 4096  # layouts kept; the table is emptied when full (a playout needs a few hundred)
_TABLE: dict = {}


def layout_of(p: dict) -> "Layout":
    """The shared Layout of a player's data (grid and wooden walls)."""
    wood = p["wood"]
    key = (tuple(map(tuple, p["grid"])), tuple(wood.items()) if wood else None)
    lay = _TABLE.get(key)
    if lay is None:
        if len(_TABLE) >= _LIMIT:
            _TABLE.clear()
        lay = _TABLE[key] = Layout(p["grid"], dict(wood))
    return lay


class Layout:
    """Derived facts of one layout; each is computed on first use. Treat every field as read-only."""

    __slots__ = ("wood", "cells", "at", "_opens", "_free", "_touch", "_sorted", "_wall", "memo")

    def __init__(self, grid, wood: dict):
        self.wood = wood
        self.at = {(x, y): t for x, y, t in grid}
        self.cells = {c: self.mask(t) for c, t in self.at.items()}
        self._opens = self._free = self._touch = self._sorted = self._wall = None
        self.memo: dict = {}  # action blocks built on this layout (see game._redesign_block ...)

    def mask(self, t: int) -> int:
        """A tile's walls: printed plus wooden pieces built on it (ALH-106)."""
        w = self.wood.get(str(t))
        return TILE_WALLS[t] | w if w else TILE_WALLS[t]

    @property
    def opens(self) -> list:
        """[(cell, present, required)]: empty cells a tile may go to (see board.open_cells)."""
        if self._opens is None:
            self._opens = board.open_cells(self.cells)
        return self._opens

    @property
    def free(self) -> set:
        """Cells whose tile may go to the reserve (board.removable)."""
        if self._free is None:
            self._free = board.removable(self.cells)
        return self._free

    @property
    def touch(self) -> dict:
        if self._touch is None:
            self._touch = board.touching(self.cells)
        return self._touch

    @property
    def tiles_sorted(self) -> list:
        """[(cell, tile)] in cell order."""
        if self._sorted is None:
            self._sorted = sorted(self.at.items())
        return self._sorted

    @property
    def longest_wall(self) -> int:
        if self._wall is None:
            self._wall = board.longest_wall(self.cells)
        return self._wall

    def fitting(self, m: int) -> list:
        """Open cells where a tile with wall mask m fits (ALH-061..064), in cell order."""
        key = ("fit", m)
        out = self.memo.get(key)
        if out is None:
            fits = board.fits
            out = self.memo[key] = [c for c, present, required in self.opens if fits(m, present, required)]
        return out
