"""The city wall: 16 spaces, each a stack of discs (st.data["wall"][i] = seats bottom..top of space i+1), and
the wall order that is the turn order of every phase (MAC-025..027, MAC-067..069, Turm MAC-160).

The one door through which a disc moves is `place`."""
from __future__ import annotations

from rules.macao.components import WALL_SPACES


def _fx():
    from rules.macao.engine import hook
    return hook


def position(st, seat: int) -> int:
    """The space (1..16) of a seat's disc."""
    for i, stack in enumerate(st.data["wall"]):
        if seat in stack:
            return i + 1
    raise ValueError(f"seat {seat} has no wall disc")


def order(st) -> list[int]:
    """MAC-025: the disc furthest along goes first; on one space the higher disc first. MAC-160 (Turm): its
    owner's disc is always the top of its stack."""
    hook = _fx()
    out = []
    for stack in reversed(st.data["wall"]):
        if not stack:
            continue
        top = list(reversed(stack))
        if len(top) > 1:
            towers = [s for s in top if hook("wall_on_top", False, st, s)]
            if towers:
                top = towers + [s for s in top if s not in towers]
        out.extend(top)
    return out


def place(st, seat: int, space: int) -> int:
    """Move a disc to `space` (capped at the last). MAC-026/068: on top of a stack; MAC-069: on the last space
    underneath the discs already there. Returns the space reached."""
    space = max(1, min(WALL_SPACES, space))
    wall = st.data["wall"]
    for stack in wall:
        if seat in stack:
            stack.remove(seat)
    if space == WALL_SPACES:
        wall[space - 1].insert(0, seat)
    else:
        wall[space - 1].append(seat)
    return space


def spaces_left(st, seat: int) -> int:
    """How many spaces a disc may still advance (extra spaces beyond the last are wasted, MAC-069)."""
    return WALL_SPACES - position(st, seat)


def is_first(st, seat: int) -> bool:
    return order(st)[0] == seat


def is_last(st, seat: int) -> bool:
    return order(st)[-1] == seat
