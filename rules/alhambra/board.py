"""A player's Alhambra as geometry: where tiles may go, what may leave, and the longest outer wall.

`cells` maps (x, y) -> wall mask (bit i = side "NESW"[i]); the starting tile sits at (0, 0).
Everything here is pure and small; the game module turns its JSON data into these dicts.
"""
from __future__ import annotations

from rules.alhambra.data import STEP

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


def makes_hole(cells, c) -> bool:
    """ALH-064: would a tile on empty cell c close off an empty area from the outside?"""
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
    if c == ORIGIN:
        return False
    rest = dict(cells)
    del rest[c]
    if not reaches_outside(set(rest), c, _box(cells)):
        return False
    return connected(rest)


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

    # Trails start at an odd-degree corner if any exists; otherwise any corner will do.
    starts = [p for p, es in at.items() if len(es) % 2] or list(at)
    for p in starts:
        walk(p, 0)
        if best == len(segs):
            break
    return best
