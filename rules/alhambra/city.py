"""A player's Alhambra in the rulebook's terms, and the one door through which it changes.

The placement rules, as written: where a building fits (ALH-060..064), which tiles may leave for the
reserve (ALH-050..052), which may be swapped for a reserve tile (ALH-054), the longest outer wall
(ALH-075/076) and the cells where the street trader may stand (ALH-407). They read a city's geometry
`cells`: (x, y) -> wall mask (bit i = side "NESW"[i]), the fountain at (0, 0).

Play asks the same questions, under the same names, of `fast.city(st, seat)` (rules/alhambra/fast/),
which keeps the answers up to date round each changed cell; tests/alhambra/test_fast_paths.py checks
that both agree on random cities. So every change of a city goes through the door at the end of this
file (build, take_away, swap, add_wall), which also lets the modules see it (a building on the
street trader's cell, a resident leaving with its building).
"""
from __future__ import annotations

from rules.alhambra.components import SIDES, STEP, TILE_TYPE, TILE_WALLS, TYPES

ORIGIN = (0, 0)
_OPP = (2, 3, 0, 1)


def neighbours(c):
    x, y = c
    return ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))


def _box(cells, extra=None):
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    if extra is not None:
        xs.append(extra[0])
        ys.append(extra[1])
    return min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1


def reaches_outside(occupied, start, box) -> bool:
    """Can an empty cell walk through empty cells to the open outside (the frame round the box)?"""
    x0, x1, y0, y1 = box
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        if c[0] <= x0 or c[0] >= x1 or c[1] <= y0 or c[1] >= y1:
            return True
        for n in neighbours(c):
            if n not in occupied and n not in seen:
                seen.add(n)
                todo.append(n)
    return False


_RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))  # N, NE, E ... NW


def _locally_safe(cells, c) -> bool:
    """True when the empty side-neighbours of c stay joined round c's 8-cell ring: then filling c
    cannot cut any empty cell off (every path through c can go round it), so no hole is made."""
    x, y = c
    empty = [(x + dx, y + dy) not in cells for dx, dy in _RING]
    runs = 0
    for i in (0, 2, 4, 6):  # side cells; a run of empty ring cells is counted at its first side cell
        if empty[i] and not (empty[i - 1] and empty[i - 2]):
            runs += 1
    if runs <= 1:
        return True
    if all(empty[i] for i in (0, 2, 4, 6)) and all(empty):
        return True
    return False


def makes_hole(cells, c) -> bool:
    """ALH-064: would a tile on empty cell c close off an empty area from the outside?"""
    if _locally_safe(cells, c):
        return False
    occupied = set(cells)
    occupied.add(c)
    box = _box(cells, c)
    return any(n not in occupied and not reaches_outside(occupied, n, box) for n in neighbours(c))


def side_constraints(cells, c):
    """(present, required): which sides of c touch a tile, and which of those carry a wall."""
    present = required = 0
    for d, n in enumerate(neighbours(c)):
        m = cells.get(n)
        if m is not None:
            present |= 1 << d
            if m >> _OPP[d] & 1:
                required |= 1 << d
    return present, required


def fits(mask: int, present: int, required: int) -> bool:
    """ALH-061..063: touches along a full side, walls match on every touching side, and at
    least one touching side is open (so the fountain can be reached on foot)."""
    return bool(present) and (mask & present) == required and bool(present & ~mask)


def placement_fault(cells, mask: int, c):
    """Which placement rule a tile with these walls breaks on cell c, the first in the rulebook's order, or
    None when it fits: ("taken",), ("apart",) ALH-061, ("wall", side) or ("no_wall", side) ALH-062 (the new
    tile has, or lacks, a wall where its neighbour has none, or one), ("closed",) ALH-063, ("hole",) ALH-064."""
    if c in cells:
        return ("taken",)
    present, required = side_constraints(cells, c)
    if not present:
        return ("apart",)
    for d in range(4):
        if present >> d & 1 and (mask >> d & 1) != (required >> d & 1):
            return ("wall" if mask >> d & 1 else "no_wall", SIDES[d])
    if not present & ~mask:
        return ("closed",)
    if makes_hole(cells, c):
        return ("hole",)
    return None


def open_cells(cells):
    """Empty cells sharing a side with the Alhambra where no hole would be made, with their
    constraints: [(cell, present, required)]. Independent of the tile to place."""
    out = []
    seen = set()
    for c in cells:
        for n in neighbours(c):
            if n in cells or n in seen:
                continue
            seen.add(n)
            if not makes_hole(cells, n):
                present, required = side_constraints(cells, n)
                out.append((n, present, required))
    out.sort()
    return out


def connected(cells) -> bool:
    """ALH-063/051: every tile reachable on foot from the fountain across wall-free edges."""
    if ORIGIN not in cells:
        return False
    seen = {ORIGIN}
    todo = [ORIGIN]
    while todo:
        c = todo.pop()
        m = cells[c]
        for d, n in enumerate(neighbours(c)):
            if n in seen:
                continue
            o = cells.get(n)
            if o is not None and not (m >> d & 1) and not (o >> _OPP[d] & 1):
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def can_remove(cells, c) -> bool:
    """ALH-050b/051/052: taking the tile on c away leaves a legal Alhambra (no hole, all reachable)."""
    return c in removable(cells)


def removable(cells) -> set:
    """Cells whose tile may go to the reserve: not the fountain, next to an empty cell (else the
    freed cell would be a hole; every empty cell of a legal Alhambra reaches the outside), and not
    a cut point of the walking graph (else some tile would lose its way to the fountain)."""
    graph = {}
    for c, m in cells.items():
        links = []
        for d, n in enumerate(neighbours(c)):
            o = cells.get(n)
            if o is not None and not (m >> d & 1) and not (o >> _OPP[d] & 1):
                links.append(n)
        graph[c] = links
    cut = _cut_points(graph)
    out = set()
    for c in cells:
        if c != ORIGIN and c not in cut and any(n not in cells for n in neighbours(c)):
            out.add(c)
    return out


def _cut_points(graph) -> set:
    """Articulation points of a connected graph (Hopcroft-Tarjan, iterative)."""
    disc, low, cut = {}, {}, set()
    root = ORIGIN
    disc[root] = low[root] = 0
    counter = 1
    stack = [(root, None, iter(graph[root]))]
    root_children = 0
    while stack:
        v, parent, it = stack[-1]
        advanced = False
        for w in it:
            if w == parent:
                continue
            if w in disc:
                low[v] = min(low[v], disc[w])
            else:
                disc[w] = low[w] = counter
                counter += 1
                if v == root:
                    root_children += 1
                stack.append((w, v, iter(graph[w])))
                advanced = True
                break
        if not advanced:
            stack.pop()
            if parent is not None:
                low[parent] = min(low[parent], low[v])
                if parent != root and low[v] >= disc[parent]:
                    cut.add(parent)
    if root_children > 1:
        cut.add(root)
    return cut


def touching(cells) -> dict:
    """For every tile's cell, the mask of its sides that touch another tile."""
    out = {}
    for (x, y) in cells:
        m = 0
        if (x, y - 1) in cells:
            m |= 1
        if (x + 1, y) in cells:
            m |= 2
        if (x, y + 1) in cells:
            m |= 4
        if (x - 1, y) in cells:
            m |= 8
        out[(x, y)] = m
    return out


def can_swap(cells, c, mask: int) -> bool:
    """ALH-054: a tile may replace the one on c when its walls equal the old tile's on every side
    that touches a neighbour (then walls still match and the walking paths are unchanged)."""
    if c == ORIGIN:
        return False
    present, _ = side_constraints(cells, c)
    return (mask & present) == (cells[c] & present)


def outer_segments(cells):
    """Wall edges with no tile across them, as pairs of corner points (ALH-075)."""
    segs = []
    for (x, y), m in cells.items():
        if not m:
            continue
        for d in range(4):
            if m >> d & 1:
                dx, dy = STEP[d]
                if (x + dx, y + dy) in cells:
                    continue  # back-to-back inner wall
                if d == 0:
                    segs.append(((x, y), (x + 1, y)))
                elif d == 1:
                    segs.append(((x + 1, y), (x + 1, y + 1)))
                elif d == 2:
                    segs.append(((x, y + 1), (x + 1, y + 1)))
                else:
                    segs.append(((x, y), (x, y + 1)))
    return segs


def longest_wall(cells) -> int:
    """Length of the longest trail of outer wall segments joined end to end (ALH-075/076: edges
    used once, corners may repeat, so a closed ring counts all its segments)."""
    segs = outer_segments(cells)
    if not segs:
        return 0
    at = {}
    for i, (a, b) in enumerate(segs):
        at.setdefault(a, []).append(i)
        at.setdefault(b, []).append(i)
    used = [False] * len(segs)
    best = 0

    def walk(p, length):
        nonlocal best
        if length > best:
            best = length
        for i in at[p]:
            if not used[i]:
                used[i] = True
                a, b = segs[i]
                walk(b if a == p else a, length + 1)
                used[i] = False

    # An open longest trail ends at odd-degree corners (else it could be extended); a closed one
    # is a whole all-even component. So try the odd corners of each component, or any one corner.
    comp = {}
    for p in at:
        if p in comp:
            continue
        comp[p] = p
        todo = [p]
        while todo:
            q = todo.pop()
            for i in at[q]:
                a, b = segs[i]
                r = b if a == q else a
                if r not in comp:
                    comp[r] = p
                    todo.append(r)
    starts = [p for p, es in at.items() if len(es) % 2]
    odd_roots = {comp[p] for p in starts}
    starts += [p for p in at if comp[p] == p and p not in odd_roots]
    for p in starts:
        walk(p, 0)
        if best == len(segs):
            break
    walk = None  # the recursive closure forms a reference cycle: break it, so this frees at once
    return best


def fitting_cells(cells, mask: int) -> list:
    """ALH-060..064: the open cells (in cell order) where a tile with these walls fits."""
    return [c for c, present, required in open_cells(cells) if fits(mask, present, required)]


def swap_cells(cells, mask: int) -> list:
    """ALH-054: the building tiles' cells (in cell order) a reserve tile with these walls may replace."""
    return sorted(c for c in cells if can_swap(cells, c, mask))


def trader_cells(cells) -> list:
    """ALH-407: empty cells sharing a full side with a building tile (not the fountain alone)."""
    out = set()
    for c in cells:
        if c != ORIGIN:
            out.update(n for n in neighbours(c) if n not in cells)
    return sorted(out)


# ---- a player's city as stored: [x, y, tile] entries, wooden walls by tile -------------------------

def walls_of(p: dict, t: int) -> int:
    """A tile's walls: printed plus wooden pieces built on it (ALH-106)."""
    w = p["wood"].get(str(t))
    return TILE_WALLS[t] | w if w else TILE_WALLS[t]


def cells_of(p: dict) -> dict:
    return {(x, y): walls_of(p, t) for x, y, t in p["grid"]}


def counts(tiles) -> dict:
    """Buildings of each type among `tiles` (the fountain, 0, is none)."""
    out = dict.fromkeys(TYPES, 0)
    for t in tiles:
        if t:
            out[TILE_TYPE[t]] += 1
    return out


def build(st, seat: int, t: int, c) -> None:
    """Tile t enters the Alhambra on the empty cell c (ALH-050a, ALH-060)."""
    p = st.data["players"][seat]
    before = fast.city(st, seat)
    p["grid"].append([c[0], c[1], t])
    fast.follow(st, seat, before, c, t)
    hooks.call(st, "built", seat, t, c)


def take_away(st, seat: int, t: int, c) -> None:
    """Tile t on c leaves the Alhambra (ALH-050b); whoever holds it next is the caller's business."""
    p = st.data["players"][seat]
    before = fast.city(st, seat)
    p["grid"].remove([c[0], c[1], t])
    fast.follow(st, seat, before, c, None)
    hooks.call(st, "removed", seat, t)


def swap(st, seat: int, r: int, t: int, c) -> None:
    """Reserve tile r takes the place of tile t on c, exactly there (ALH-050c)."""
    p = st.data["players"][seat]
    before = fast.city(st, seat)
    p["grid"].remove([c[0], c[1], t])
    hooks.call(st, "removed", seat, t)
    p["grid"].append([c[0], c[1], r])
    fast.follow(st, seat, before, c, r)


def add_wall(st, seat: int, t: int, sides: int) -> None:
    """Wooden wall pieces on own tile t (ALH-106): its walls from now on, wherever it lies."""
    wood = st.data["players"][seat]["wood"]
    key = str(t)
    wood[key] = wood.get(key, 0) | sides


# fast/ derives its tables from the rules above, and the modules read them: both are imported last
from rules.alhambra import fast  # noqa: E402
from rules.alhambra import modules as hooks  # noqa: E402
