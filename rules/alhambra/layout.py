"""What one Alhambra's geometry implies, computed once per distinct layout and shared.

A player's layout is their grid of tiles plus the wooden walls on their tiles. Everything derived
from it (open cells, removable tiles, touching sides, and the action lists built on them) depends on
nothing else, so it is memoised in a bounded module-level table keyed by an immutable signature of
the layout. The table is pure and deterministic: a hit returns exactly what a fresh computation
would, so it only saves time (random playouts and the table ask for the same layout many times).
Most turns of a random game meet a layout never seen before (players redesign often), so when the
game changes one tile it registers the new layout derived from the old one round that cell
(`follow`), instead of leaving every fact to be recomputed from scratch.

For speed a cell is one int here, `(x + OFF) * SPAN + (y + OFF)`: neighbours are fixed offsets and
int order is (x, y) order. `board` holds the same rules on (x, y) tuples, written for clarity; the
tests check that both agree on random Alhambras.
"""
from __future__ import annotations

from itertools import chain

from rules.alhambra import board
from rules.alhambra.data import TILE_WALLS
from rules.alhambra.memo import Memo

# 55 tiles in a line reach 55 cells from the fountain; with the empty cells round them and the frame
# of a hole test, every coordinate stays within +-57, so codes of distinct cells never collide.
SPAN = 256
OFF = 64
_SIDE = (-1, SPAN, 1, -SPAN)  # across N, E, S, W (y grows South)
_RING = (-1, SPAN - 1, SPAN, SPAN + 1, 1, 1 - SPAN, -SPAN, -SPAN - 1)  # N, NE, E, SE, S, SW, W, NW
ORIGIN = OFF * SPAN + OFF


def code(c) -> int:
    return (c[0] + OFF) * SPAN + c[1] + OFF


def xy(k: int) -> tuple:
    return (k // SPAN - OFF, k % SPAN - OFF)


def _safe_table() -> list:
    """board._locally_safe for every pattern of empty cells round a cell (bit i: ring cell i empty,
    ring order N, NE, E, SE, S, SW, W, NW as board._RING): filling the cell certainly makes no hole."""
    out = []
    for bits in range(256):
        occupied = {d: 0 for i, d in enumerate(board._RING) if not bits >> i & 1}
        out.append(board._locally_safe(occupied, (0, 0)))
    return out


_SAFE = _safe_table()
# sides touching a tile (bits N, E, S, W) from the ring's empty pattern
_PRESENT = [(~b & 1) | (~b >> 1 & 2) | (~b >> 2 & 4) | (~b >> 3 & 8) for b in range(256)]
_OPEN_SIDES = [tuple(d for d in range(4) if not m >> d & 1) for m in range(16)]
# cell code -> its 8 ring / 4 side neighbours' codes; bounded by the reachable cells (see SPAN)
_RINGS: dict = {}
_SIDES: dict = {}


def _ring(k: int) -> tuple:
    r = _RINGS.get(k)
    if r is None:
        r = _RINGS[k] = tuple(k + o for o in _RING)
    return r


def _sides(k: int) -> tuple:
    r = _SIDES.get(k)
    if r is None:
        r = _SIDES[k] = tuple(k + o for o in _SIDE)
    return r


_TABLE = Memo(256)  # layout signature -> Layout


def _key(p: dict) -> tuple:
    wood = p["wood"]
    return tuple(chain.from_iterable(p["grid"])), tuple(wood.items()) if wood else None  # x, y, tile, ...


def layout_of(p: dict) -> "Layout":
    """The shared Layout of a player's data (grid and wooden walls)."""
    key = _key(p)
    lay = _TABLE.get(key)
    if lay is None:
        lay = _TABLE.recall(key)
    if lay is None:
        lay = _TABLE.put(key, Layout(p["grid"], dict(p["wood"])))
    return lay


def follow(p: dict, before: "Layout", k: int, t: int | None) -> None:
    """Player p's grid has just changed from the layout `before` on cell code k alone: tile t put
    on the empty cell, or t swapped in for the tile there, or (t None) that tile taken away.
    Register the new layout with the facts of `before` that carry over, updated round k, so the
    next layout_of(p) need not derive them from scratch (most turns meet a new layout: random
    players redesign often). The rules keep every Alhambra connected on foot, which `changed`
    relies on; its result equals a fresh Layout (tests check), so this only saves time."""
    key = _key(p)
    if _TABLE.get(key) is None and _TABLE.recall(key) is None:
        _TABLE.put(key, before.changed(k, t))


class Layout:
    """Derived facts of one layout, each computed on first use. Every field is shared: read only."""

    __slots__ = ("wood", "kat", "kcells", "_cells", "_front", "_opens", "_cut", "_free", "_touch", "_sorted",
                 "_wall", "memo")

    def __init__(self, grid, wood: dict):
        self.wood = wood
        self.kat = {(x + OFF) * SPAN + y + OFF: t for x, y, t in grid}  # cell code -> tile
        walls = TILE_WALLS
        if wood:
            self.kcells = {k: walls[t] | wood.get(str(t), 0) for k, t in self.kat.items()}
        else:
            self.kcells = {k: walls[t] for k, t in self.kat.items()}
        self._cells = self._front = self._opens = self._cut = self._free = self._touch = self._sorted = None
        self._wall = None
        self.memo: dict = {}  # action blocks built on this layout (see game.py)

    def mask(self, t: int) -> int:
        """A tile's walls: printed plus wooden pieces built on it (ALH-106)."""
        w = self.wood.get(str(t)) if self.wood else None
        return TILE_WALLS[t] | w if w else TILE_WALLS[t]

    @property
    def cells(self) -> dict:
        """(x, y) -> wall mask, as `board` takes it."""
        if self._cells is None:
            self._cells = {xy(k): m for k, m in self.kcells.items()}
        return self._cells

    def _entry(self, f: int) -> tuple:
        """(ring pattern, present, required) of empty cell f: bit i of the pattern is set where ring
        cell i (N, NE, E ... NW) is empty; which sides touch a tile, and which of those the
        neighbour walls (its facing side)."""
        cells = self.kcells
        get = cells.get
        n = get(f - 1)  # the ring by fixed offsets (_RING), inline: this runs for every frontier cell
        e = get(f + SPAN)
        s = get(f + 1)
        w = get(f - SPAN)
        empty = ((n is None) | (f + SPAN - 1 not in cells) << 1 | (e is None) << 2
                 | (f + SPAN + 1 not in cells) << 3 | (s is None) << 4 | (f - SPAN + 1 not in cells) << 5
                 | (w is None) << 6 | (f - SPAN - 1 not in cells) << 7)
        required = 0
        if n is not None:
            required = n >> 2 & 1
        if e is not None:
            required |= (e >> 3 & 1) << 1
        if s is not None:
            required |= (s & 1) << 2
        if w is not None:
            required |= (w >> 1 & 1) << 3
        return empty, _PRESENT[empty], required

    @property
    def front(self) -> dict:
        """Empty cell code sharing a side with a tile -> its _entry (before the hole test)."""
        if self._front is None:
            cells = self.kcells
            front = set()
            for k in cells:
                front.update(_sides(k))
            front.difference_update(cells)
            self._front = {f: self._entry(f) for f in front}
        return self._front

    @property
    def opens(self) -> list:
        """[(cell code, present, required)] in cell order: empty cells sharing a side with the
        Alhambra where no hole would be made (ALH-064), with which sides touch a tile and which of
        those carry a wall (board.open_cells)."""
        if self._opens is None:
            front = self.front
            out = []
            for f in sorted(front):
                empty, present, required = front[f]
                if _SAFE[empty] or not self._hole(f):
                    out.append((f, present, required))
            self._opens = out
        return self._opens

    def changed(self, k: int, t: int | None) -> "Layout":
        """This layout with tile t put on cell k (over the tile there: a swap), or with k emptied
        (t None); derived facts already known are updated round k instead of recomputed."""
        new = Layout.__new__(Layout)
        new.wood = self.wood
        kat = dict(self.kat)
        kcells = dict(self.kcells)
        swap = t is not None and k in kat
        if k in kat:  # the grid list drops the old entry and appends a new one: keep the same order
            del kat[k]
            del kcells[k]
        if t is not None:
            kat[k] = t
            kcells[k] = self.mask(t)
        new.kat, new.kcells = kat, kcells
        new._cells = new._front = new._opens = new._free = new._cut = new._touch = new._sorted = None
        new._wall = None
        new.memo = {}
        if swap:
            if self._links(k) == new._links(k):
                self._carry_swap(new, k)
        else:
            self._carry_move(new, k, t is not None)
        return new

    def _carry_swap(self, new: "Layout", k: int) -> None:
        """A swap keeping every walking path (ALH-054) and the occupied cells: cut points, free
        tiles and touching sides stay; only the walls facing k's empty neighbours may differ."""
        new._cut, new._free, new._touch = self._cut, self._free, self._touch
        if self._front is not None:
            front = dict(self._front)
            for n in _sides(k):
                if n in front:
                    front[n] = new._entry(n)
            new._front = front

    def _carry_move(self, new: "Layout", k: int, placed: bool) -> None:
        """A tile put on the empty cell k, or taken from it."""
        if self._front is not None:
            new._front = self._front_after(new, k, placed)
        if self._touch is not None:
            new._touch = self._touch_after(new, k, placed)
        if placed and self._cut is not None:
            joined = new._links(k)
            links = [n for d, n in enumerate(_sides(k)) if joined >> d & 1]
            if len(links) == 1:  # a new leaf; otherwise cycles may close: recompute when asked
                new._cut = self._pendant_cut(links[0])
                if self._free is not None:
                    free = set(self._free)
                    for n in (k, *_sides(k)):  # the leaf's anchor, and cells with a side newly filled
                        if n in new.kcells and new._is_free(n):
                            free.add(n)
                        else:
                            free.discard(n)
                    new._free = free

    def _links(self, k: int) -> int:
        """Sides of the tile on k joined on foot to a neighbour (no wall on either tile)."""
        cells = self.kcells
        m = cells[k]
        out = 0
        for d, n in enumerate(_sides(k)):
            o = cells.get(n)
            if o is not None and not (m >> d & 1) and not (o >> (d ^ 2) & 1):
                out |= 1 << d
        return out

    def _pendant_cut(self, v: int) -> set:
        """Cut points once a new tile hangs on v alone: v now separates it from the fountain (the
        fountain only when it had another tile beyond), and every old cut point stays one."""
        cut = set(self._cut)
        if v != ORIGIN or len(self.kcells) > 1:
            cut.add(v)
        return cut

    def _touch_after(self, new: "Layout", k: int, placed: bool) -> dict:
        """new's touching sides from this one's: k and its side neighbours change."""
        cells = new.kcells
        touch = dict(self._touch)
        for d, n in enumerate(_sides(k)):
            if n in cells:  # k lies across its side d ^ 2
                touch[n] = touch[n] | 1 << (d ^ 2) if placed else touch[n] & ~(1 << (d ^ 2))
        if placed:
            touch[k] = (k - 1 in cells) | (k + SPAN in cells) << 1 | (k + 1 in cells) << 2 | (k - SPAN in cells) << 3
        else:
            del touch[k]
        return touch

    def _front_after(self, new: "Layout", k: int, placed: bool) -> dict:
        """new's frontier from this one's: only cells round k change."""
        front = dict(self._front)
        cells = new.kcells
        if placed:
            del front[k]
            for n in _sides(k):
                if n not in cells:
                    front[n] = None  # filled in below, with the rest of k's ring
        else:
            for n in _sides(k):
                if n not in cells and n in front and all(m not in cells for m in _sides(n)):
                    del front[n]  # it touched no tile but k's
            if any(n in cells for n in _sides(k)):
                front[k] = new._entry(k)
        for n in _ring(k):
            if n in front:
                front[n] = new._entry(n)
        return front

    def _hole(self, f: int) -> bool:
        """Would a tile on empty cell f close off an empty area from the outside (board.makes_hole)?"""
        cells = self.kcells
        xs = [k // SPAN for k in cells]
        ys = [k % SPAN for k in cells]
        x0, x1 = min(min(xs), f // SPAN) - 1, max(max(xs), f // SPAN) + 1
        y0, y1 = min(min(ys), f % SPAN) - 1, max(max(ys), f % SPAN) + 1
        for n in (f - 1, f + SPAN, f + 1, f - SPAN):
            if n in cells:
                continue
            seen = {f, n}
            todo = [n]
            out = False
            while todo:
                c = todo.pop()
                x, y = divmod(c, SPAN)
                if x <= x0 or x >= x1 or y <= y0 or y >= y1:
                    out = True
                    break
                for o in _SIDE:
                    m = c + o
                    if m not in cells and m not in seen:
                        seen.add(m)
                        todo.append(m)
            if not out:
                return True
        return False

    def fitting(self, m: int) -> list:
        """Codes of the open cells where a tile with wall mask m fits (ALH-061..064), in cell order."""
        key = ("fit", m)
        out = self.memo.get(key)
        if out is None:
            # board.fits: touches, walls match on touching sides, one touching side open
            out = self.memo[key] = [f for f, present, required in self.opens
                                    if (m & present) == required and present & ~m]
        return out

    @property
    def cut(self) -> set:
        """Cut points of the walking graph within the fountain's component."""
        if self._cut is None:
            cells = self.kcells
            self._cut = _cut_points(cells, ORIGIN) if ORIGIN in cells else set()
        return self._cut

    def _is_free(self, k: int) -> bool:
        cells = self.kcells
        return k != ORIGIN and k not in self.cut and (
            k - 1 not in cells or k + 1 not in cells or k - SPAN not in cells or k + SPAN not in cells)

    @property
    def free(self) -> set:
        """Codes of cells whose tile may go to the reserve (board.removable): not the fountain, next
        to an empty cell, and not a cut point of the walking graph."""
        if self._free is None:
            cells = self.kcells
            cut = self.cut
            self._free = {k for k in cells if k != ORIGIN and k not in cut
                          and (k - 1 not in cells or k + 1 not in cells or k - SPAN not in cells
                               or k + SPAN not in cells)}
        return self._free

    @property
    def touch(self) -> dict:
        """Cell code -> mask of its sides that touch another tile."""
        if self._touch is None:
            cells = self.kcells
            self._touch = {k: (k - 1 in cells) | (k + SPAN in cells) << 1 | (k + 1 in cells) << 2
                           | (k - SPAN in cells) << 3 for k in cells}
        return self._touch

    @property
    def tiles_sorted(self) -> list:
        """[(cell code, tile)] in cell order."""
        if self._sorted is None:
            self._sorted = sorted(self.kat.items())
        return self._sorted

    @property
    def longest_wall(self) -> int:
        if self._wall is None:
            self._wall = board.longest_wall(self.cells)
        return self._wall


def _cut_points(cells: dict, root: int) -> set:
    """Cut points of the walking graph (tiles joined across a side with no wall on either tile)
    within the component of `root`: Hopcroft-Tarjan depth-first search. Depth is at most the
    number of tiles (55), well within Python's recursion limit."""
    disc: dict = {}
    cut = set()

    def visit(v, parent):
        d = disc[v] = len(disc)
        low = d
        children = 0
        m = cells[v]
        for side in _OPEN_SIDES[m]:  # sides without a wall on this tile
            w = v + _SIDE[side]
            if w == parent:
                continue
            o = cells.get(w)
            if o is None or o >> (side ^ 2) & 1:
                continue
            dw = disc.get(w)
            if dw is None:
                children += 1
                lw = visit(w, v)
                if lw < low:
                    low = lw
                if parent != -1 and lw >= d:
                    cut.add(v)
            elif dw < low:
                low = dw
        if parent == -1 and children > 1:
            cut.add(v)
        return low

    visit(root, -1)
    return cut
