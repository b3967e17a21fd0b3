"""The city: 30 districts, who controls each and which tile lies on it (MAC-014, MAC-060..066), and city
influence: the largest group of connected districts (MAC-202c, MAC-203, K-15).

st.data["districts"][i] = {"owner": seat | None, "tile": good | "joker" | None}; district numbers in texts are
i + 1. Costs, shades and adjacency come from the board (components.Board, stand-in data)."""
from __future__ import annotations

from rules.macao.components import board


def free(st) -> list[int]:
    """Districts nobody controls (MAC-062: a controlled district is never taken again)."""
    return [i for i, d in enumerate(st.data["districts"]) if d["owner"] is None]


def owned(st, seat: int) -> list[int]:
    return [i for i, d in enumerate(st.data["districts"]) if d["owner"] == seat]


def dark_owned(st, seat: int) -> int:
    """Control markers on dark districts (Statue, MAC-185)."""
    b = board(st)
    return sum(1 for i in owned(st, seat) if b.dark[i])


def largest_group(st, seat: int) -> int:
    """MAC-202c: the size of the largest connected group of the seat's districts."""
    b = board(st)
    mine = set(owned(st, seat))
    best = 0
    seen: set[int] = set()
    for start in mine:
        if start in seen:
            continue
        size, stack = 0, [start]
        seen.add(start)
        while stack:
            i = stack.pop()
            size += 1
            for j in b.adjacent[i]:
                if j in mine and j not in seen:
                    seen.add(j)
                    stack.append(j)
        best = max(best, size)
    return best


def take(st, seat: int, i: int) -> str | None:
    """MAC-061: the seat's control marker on district i; returns the tile taken from it."""
    d = st.data["districts"][i]
    tile, d["tile"], d["owner"] = d["tile"], None, seat
    return tile
