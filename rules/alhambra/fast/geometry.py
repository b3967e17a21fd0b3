"""A city's geometry kept up to date round each changed cell: the same answers as rules/alhambra/city.py,
under the same names, for play, where the table and random playouts ask them before every move.

A Layout holds what one city's tiles and wooden walls imply (open cells, removable tiles, touching
sides), each fact computed on first use. When the city changes on one cell, `changed` derives the
new Layout from the old one round that cell instead of from scratch (most turns meet a city never
seen before: players redesign often).

Placements and swaps are counted before they are listed: each empty cell next to the Alhambra is one
int whose fitting wall masks a table gives, and the layout keeps, summed over those cells, 16 counters
of 8 bits (one per wall mask), updated round the changed cell; so how many cells accept a tile is one
shift. The cells themselves are listed only when one of those actions is read (lists.py).

A cell is one int here, `(x + OFF) * SPAN + (y + OFF)`: neighbours are fixed offsets and int order is
(x, y) order. The public answers (fitting_cells, removable, swap_cells, longest_wall, open_cells) are
given in (x, y) cells, as city.py gives them.
"""
from __future__ import annotations

from rules.alhambra import city  # the plain rules these tables are derived from
from rules.alhambra.components import TILE_WALLS

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
    """city._locally_safe for every pattern of empty cells round a cell (bit i: ring cell i empty,
    ring order N, NE, E, SE, S, SW, W, NW as city._RING): filling the cell certainly makes no hole."""
    out = []
    for bits in range(256):
        occupied = {d: 0 for i, d in enumerate(city._RING) if not bits >> i & 1}
        out.append(city._locally_safe(occupied, (0, 0)))
    return out


_SAFE = _safe_table()
# sides touching a tile (bits N, E, S, W) from the ring's empty pattern
_PRESENT = [(~b & 1) | (~b >> 1 & 2) | (~b >> 2 & 4) | (~b >> 3 & 8) for b in range(256)]
_OPEN_SIDES = [tuple(d for d in range(4) if not m >> d & 1) for m in range(16)]
_SIDES_EMPTY = 0b01010101  # ring bits of the four side cells

# A frontier entry describes an empty cell f in one int: bits 0-7 tell which ring cells are empty
# (as _SAFE), bits 8-11 which touching sides face a wall (N, E, S, W). _FITS[entry] has bit m set
# when a tile with wall mask m fits there (city.fits), plus _UNSAFE when filling f might make a hole.
_UNSAFE = 1 << 16
_ALL_MASKS = _UNSAFE - 1


def _spread(masks: int) -> int:
    """A set of wall masks (bit m: mask m) as 16 counters of 8 bits (counter m: 1 if m is in it), so
    that adding the spreads of many cells counts, for every mask at once, the cells accepting it."""
    return sum(1 << 8 * m for m in range(16) if masks >> m & 1)


def _fit_set(present: int, required: int) -> int:
    return sum(1 << m for m in range(16) if present and (m & present) == required and present & ~m)


_FIT_SETS = [[_fit_set(p, r) for r in range(16)] for p in range(16)]
_FIT_SPREADS = [[_spread(x) for x in row] for row in _FIT_SETS]
_FITS = [_FIT_SETS[_PRESENT[e & 255]][e >> 8] | (0 if _SAFE[e & 255] else _UNSAFE) for e in range(4096)]
# _FIT_COUNT[entry]: the spread of the masks fitting there; 0 where a hole test is needed (counted apart)
_FIT_COUNT = [_FIT_SPREADS[_PRESENT[e & 255]][e >> 8] if _SAFE[e & 255] else 0 for e in range(4096)]
_HOLE_TEST = [not _SAFE[e & 255] for e in range(4096)]
# The part of an entry due to one side neighbour with walls m (16: no tile there, so that ring bit
# is set): the neighbour on side d of f faces it with its side d ^ 2.
_FACING_N, _FACING_E, _FACING_S, _FACING_W = (
    [(m >> (d ^ 2) & 1) << (8 + d) for m in range(16)] + [1 << 2 * d] for d in range(4))
# A tile put on cell k, as seen from ring cell i of k (which sees k as its ring cell (i + 4) % 8):
# the entry bit to clear there, and for a side neighbour (i = 2d), with k's walls m, the wall bit
# (across its side d ^ 2) to set.
_RING_CLEAR = [~(1 << ((i + 4) & 7)) for i in range(8)]
_RING_WALLS = [[1 << (8 + ((i >> 1) ^ 2)) if not i & 1 and m >> (i >> 1) & 1 else 0 for i in range(8)]
               for m in range(16)]
# A building tile's swap signature: its touching sides, and its walls on them (bits 4-7).
# _SWAP_OK[signature] has bit m set when a tile with wall mask m could take its place (ALH-054).
_SWAP_OK = [sum(1 << m for m in range(16) if m & (s & 15) == s >> 4) for s in range(256)]
_SWAP_COUNT = [_spread(x) for x in _SWAP_OK]


def counter(total: int, m: int) -> int:
    """Counter m of a sum of spreads."""
    return total >> 8 * m & 255


def _ring(k: int) -> tuple:
    """Codes of the 8 cells round k, in _RING order (N, NE, E, SE, S, SW, W, NW)."""
    return (k - 1, k + SPAN - 1, k + SPAN, k + SPAN + 1, k + 1, k + 1 - SPAN, k - SPAN, k - SPAN - 1)


def _sides(k: int) -> tuple:
    """Codes of k's side neighbours N, E, S, W (as _SIDE)."""
    return k - 1, k + SPAN, k + 1, k - SPAN


class Layout:
    """Derived facts of one layout, each computed on first use. Every field is shared: read only."""

    # _front, _fit_count and _unsafe are known together, as are _touch and _swap_count
    __slots__ = ("wood", "kat", "kcells", "_cells", "_front", "_fit_count", "_unsafe", "holes", "_cut", "_free",
                 "_touch", "_swap_count", "_wall", "memo")

    def __init__(self, grid, wood: dict):
        self.wood = wood
        self.kat = {(x + OFF) * SPAN + y + OFF: t for x, y, t in grid}  # cell code -> tile
        walls = TILE_WALLS
        if wood:
            self.kcells = {k: walls[t] | wood.get(str(t), 0) for k, t in self.kat.items()}
        else:
            self.kcells = {k: walls[t] for k, t in self.kat.items()}
        self._cells = self._front = self._fit_count = self._unsafe = None
        self._cut = self._free = self._touch = self._swap_count = self._wall = None
        self.holes: dict = {}  # empty cell code -> whether a tile there would make a hole (ALH-064)
        self.memo: dict = {}  # the lazy runs built on this layout (lists.py)

    def mask(self, t: int) -> int:
        """A tile's walls: printed plus wooden pieces built on it (ALH-106)."""
        w = self.wood.get(str(t)) if self.wood else None
        return TILE_WALLS[t] | w if w else TILE_WALLS[t]

    @property
    def cells(self) -> dict:
        """(x, y) -> wall mask, as city.py takes it."""
        if self._cells is None:
            self._cells = {xy(k): m for k, m in self.kcells.items()}
        return self._cells

    def _entry(self, f: int) -> int:
        """The frontier entry of empty cell f (see _FITS): which ring cells are empty, and which
        touching sides face a wall of the neighbouring tile."""
        cells = self.kcells
        get = cells.get
        # the ring by fixed offsets (_RING), inline: this runs for every new frontier cell
        return (_FACING_N[get(f - 1, 16)] | _FACING_E[get(f + SPAN, 16)] | _FACING_S[get(f + 1, 16)]
                | _FACING_W[get(f - SPAN, 16)] | (f + SPAN - 1 not in cells) << 1 | (f + SPAN + 1 not in cells) << 3
                | (f - SPAN + 1 not in cells) << 5 | (f - SPAN - 1 not in cells) << 7)

    @property
    def front(self) -> dict:
        """Empty cell code sharing a side with a tile -> its frontier entry (before the hole test)."""
        if self._front is None:
            cells = self.kcells
            front = set()
            for k in cells:
                front.update(_sides(k))
            front.difference_update(cells)
            self._front = {f: self._entry(f) for f in front}
            self._fit_count = sum(_FIT_COUNT[e] for e in self._front.values())
            self._unsafe = frozenset(f for f, e in self._front.items() if _HOLE_TEST[e])
        return self._front

    @property
    def unsafe(self) -> frozenset:
        """Frontier cells whose ring cannot rule out a hole: filling them needs the hole test."""
        self.front
        return self._unsafe

    @property
    def fit_total(self) -> int:
        """The spreads (see _spread) of the masks fitting on every open cell, summed: counter m
        tells on how many cells a tile with walls m fits (ALH-061..064)."""
        front = self.front
        total = self._fit_count
        for f in self._unsafe:  # the few cells where the ring alone cannot rule out a hole
            if not self._makes_hole(f):
                total += _spread(_FITS[front[f]] & _ALL_MASKS)
        return total

    def fit_count(self, m: int) -> int:
        return counter(self.fit_total, m)

    def _makes_hole(self, f: int) -> bool:
        return _hole_memo(self.kcells, self.holes, f)

    @property
    def opens(self) -> list:
        """[(cell code, present, required)] in cell order: empty cells sharing a side with the
        Alhambra where no hole would be made (ALH-064), with which sides touch a tile and which of
        those carry a wall (city.open_cells)."""
        front = self.front
        return [(f, _PRESENT[front[f] & 255], front[f] >> 8) for f in sorted(front)
                if _SAFE[front[f] & 255] or not self._makes_hole(f)]

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
        new._cells = new._front = new._fit_count = new._unsafe = None
        new._free = new._cut = new._touch = new._swap_count = new._wall = None
        new.holes = {}
        new.memo = {}
        if swap:
            self._carry_swap(new, k)
        else:
            self._carry_move(new, k, t is not None)
        return new

    def _carry_swap(self, new: "Layout", k: int) -> None:
        """A swap keeps the occupied cells, so touching sides and the empty pattern of every
        frontier cell stay; the walls facing k's empty side neighbours may differ, and k's swap
        signature. When it also keeps every walking path (ALH-054), cut points and free tiles stay."""
        m = new.kcells[k]
        if self._touch is not None:
            tch = self._touch[k]
            new._touch = self._touch
            new._swap_count = (self._swap_count + _SWAP_COUNT[tch | (m & tch) << 4]
                               - _SWAP_COUNT[tch | (self.kcells[k] & tch) << 4])
        if self._links(k) == new._links(k):
            new._cut, new._free = self._cut, self._free
        if self._front is not None:
            front = dict(self._front)
            total = self._fit_count
            unsafe = self._unsafe
            for d, n in enumerate(_sides(k)):
                e = front.get(n)
                if e is not None:  # n sees k across its side d ^ 2
                    bit = 1 << (8 + (d ^ 2))
                    front[n] = now = e | bit if m >> d & 1 else e & ~bit
                    total += _FIT_COUNT[now] - _FIT_COUNT[e]  # the ring is the same: so is safety
            new._front, new._fit_count, new._unsafe = front, total, unsafe

    def _carry_move(self, new: "Layout", k: int, placed: bool) -> None:
        """A tile put on the empty cell k, or taken from it."""
        cells = new.kcells
        if self._front is not None:
            self._front_after(new, k, placed)
        if self._touch is not None:
            self._touch_after(new, k, placed)
        if placed and self._cut is not None:
            joined = new._links(k)
            if joined and not joined & (joined - 1):  # a new leaf; else cycles may close: recompute when asked
                new._cut = self._pendant_cut(k + _SIDE[joined.bit_length() - 1])
                if self._free is not None:
                    free = set(self._free)
                    cut = new._cut
                    for n in (k, k - 1, k + SPAN, k + 1, k - SPAN):  # the leaf, its anchor, cells with a side newly filled
                        if n in cells and n != ORIGIN and n not in cut and (
                                n - 1 not in cells or n + 1 not in cells or n - SPAN not in cells
                                or n + SPAN not in cells):  # as `free`
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

    def _touch_after(self, new: "Layout", k: int, placed: bool) -> None:
        """new's touching sides and swap signatures from this one's: k and its side neighbours change."""
        cells = new.kcells
        touch = dict(self._touch)
        total = self._swap_count
        for d, n in enumerate(_sides(k)):
            if n in cells:  # k lies across its side d ^ 2
                old = touch[n]
                touch[n] = now = old | 1 << (d ^ 2) if placed else old & ~(1 << (d ^ 2))
                if n != ORIGIN:
                    m = cells[n]
                    total += _SWAP_COUNT[now | (m & now) << 4] - _SWAP_COUNT[old | (m & old) << 4]
        if placed:
            touch[k] = tch = ((k - 1 in cells) | (k + SPAN in cells) << 1 | (k + 1 in cells) << 2
                              | (k - SPAN in cells) << 3)
            total += _SWAP_COUNT[tch | (cells[k] & tch) << 4]
        else:
            tch = touch.pop(k)
            total -= _SWAP_COUNT[tch | (self.kcells[k] & tch) << 4]
        new._touch, new._swap_count = touch, total

    def _front_after(self, new: "Layout", k: int, placed: bool) -> None:
        """new's frontier from this one's: only k and its ring change. Ring cell i of k sees k as
        its ring cell (i + 4) % 8; a side neighbour (i = 2d) sees k across its side d ^ 2. The fit
        count follows each entry that changes; so does the set of cells needing a hole test."""
        front = dict(self._front)
        total = self._fit_count
        risky = []  # cells whose entry needs a hole test before or after
        count = _FIT_COUNT
        hole_test = _HOLE_TEST
        cells = new.kcells
        ring = _ring(k)
        if placed:
            e = front.pop(k)
            total -= count[e]
            if hole_test[e]:
                risky.append(k)
            clear = _RING_CLEAR
            walls = _RING_WALLS[cells[k]]
            for i, n in enumerate(ring):
                e = front.get(n)
                if e is not None:
                    front[n] = now = e & clear[i] | walls[i]
                    total += count[now] - count[e]
                    if hole_test[e] or hole_test[now]:
                        risky.append(n)
                elif not i & 1 and n not in cells:
                    front[n] = now = new._entry(n)  # it touches a tile for the first time
                    total += count[now]
                    if hole_test[now]:
                        risky.append(n)
        else:
            for i, n in enumerate(ring):
                e = front.get(n)
                if e is not None:
                    total -= count[e]
                    now = e | 1 << ((i + 4) & 7)
                    if not i & 1:
                        now &= ~(1 << (8 + ((i >> 1) ^ 2)))
                    if now & _SIDES_EMPTY == _SIDES_EMPTY:
                        del front[n]  # it touched no tile but k's
                    else:
                        front[n] = now
                        total += count[now]
                    if hole_test[e] or hole_test[now]:
                        risky.append(n)
            if k - 1 in cells or k + SPAN in cells or k + 1 in cells or k - SPAN in cells:
                front[k] = now = new._entry(k)
                total += count[now]
                if hole_test[now]:
                    risky.append(k)
        unsafe = self._unsafe
        if risky:
            unsafe = set(unsafe)
            for n in risky:
                e = front.get(n)
                if e is not None and hole_test[e]:
                    unsafe.add(n)
                else:
                    unsafe.discard(n)
            unsafe = frozenset(unsafe)
        new._front, new._fit_count, new._unsafe = front, total, unsafe

    def fitting(self, m: int) -> list:
        """Codes of the open cells where a tile with wall mask m fits (ALH-061..064), in cell order."""
        key = ("fit", m)
        out = self.memo.get(key)
        if out is None:
            out = self.memo[key] = fit_codes(self.front, self._unsafe, self.kcells, self.holes, m)
        return out

    @property
    def cut(self) -> set:
        """Cut points of the walking graph within the fountain's component."""
        if self._cut is None:
            cells = self.kcells
            self._cut = _cut_points(cells, ORIGIN) if ORIGIN in cells else set()
        return self._cut

    @property
    def free(self) -> set:
        """Codes of cells whose tile may go to the reserve (city.removable): not the fountain, next
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
            self._touch = touch = {k: (k - 1 in cells) | (k + SPAN in cells) << 1 | (k + 1 in cells) << 2
                                   | (k - SPAN in cells) << 3 for k in cells}
            self._swap_count = sum(_SWAP_COUNT[tch | (cells[k] & tch) << 4] for k, tch in touch.items()
                                   if k != ORIGIN)
        return self._touch

    @property
    def swap_total(self) -> int:
        """The spreads (see _spread) of the masks that could replace each building tile, summed:
        counter m tells how many tiles a reserve tile with walls m could swap with (ALH-050c/054)."""
        self.touch
        return self._swap_count

    def swap_count(self, m: int) -> int:
        return counter(self.swap_total, m)

    def swaps(self, m: int) -> list:
        """[(cell code, tile)] in cell order that a reserve tile with walls m could replace."""
        return [(k, self.kat[k]) for k in swap_codes(self.kcells, self.touch, m)]

    # ---- the questions of city.py, under its names, answered in (x, y) cells ------------------------
    def open_cells(self) -> list:
        return [(xy(f), present, required) for f, present, required in self.opens]

    def fitting_cells(self, mask: int) -> list:
        return [xy(k) for k in self.fitting(mask)]

    def removable(self) -> set:
        return {xy(k) for k in self.free}

    def swap_cells(self, mask: int) -> list:
        return [xy(k) for k, _ in self.swaps(mask)]

    def trader_cells(self) -> list:
        """ALH-407: empty cells sharing a side with a building tile (the frontier, less the cells that
        touch the fountain alone)."""
        kat = self.kat
        return [xy(f) for f in sorted(self.front)
                if any(kat.get(n, 0) for n in _sides(f))]

    def longest_wall(self) -> int:
        if self._wall is None:
            self._wall = city.longest_wall(self.cells)
        return self._wall


def fit_codes(front: dict, unsafe: frozenset, cells: dict, holes: dict, m: int) -> list:
    """Codes of the open cells (in cell order) where a tile with walls m fits: frontier cells whose
    entry accepts m (city.fits) and, for the few `unsafe` ones whose ring cannot tell, where the
    tile would make no hole (ALH-064; `holes` memoises that test)."""
    fits = _FITS
    out = [f for f, e in front.items() if fits[e] >> m & 1]
    if unsafe and not unsafe.isdisjoint(out):
        out = [f for f in out if f not in unsafe or not _hole_memo(cells, holes, f)]
    out.sort()
    return out


def _hole_memo(cells: dict, holes: dict, f: int) -> bool:
    hole = holes.get(f)
    if hole is None:
        hole = holes[f] = _hole(cells, f)
    return hole


def swap_codes(cells: dict, touch: dict, m: int) -> list:
    """Codes of the building tiles' cells (in cell order) where a tile with walls m could replace the
    tile: the same walls on every touching side (ALH-054)."""
    out = [k for k, tch in touch.items() if k != ORIGIN and m & tch == cells[k] & tch]
    out.sort()
    return out


def _hole(cells: dict, f: int) -> bool:
    """Would a tile on empty cell f close off an empty area from the outside (city.makes_hole)?"""
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
    visit = None  # the recursive closure forms a reference cycle: break it, so this frees at once
    return cut
