"""The wind rose (MAC-005, MAC-021, MAC-042..046): six sectors of waiting cubes and the arrow.

p["rose"][k] = {colour: n} waiting at sector k+1 (index 0 = sector 1, the next to come under the arrow);
p["cubes"] = the active cubes under the arrow this round. Turning the rose one side clockwise makes
sector 1 active and moves every other sector one step closer."""
from __future__ import annotations

from rules.macao.components import ROSE_SECTORS


def add(p: dict, sector: int, colour: str, n: int) -> None:
    """Put n cubes of a colour at sector 1..6."""
    if n <= 0:
        return
    slot = p["rose"][sector - 1]
    slot[colour] = slot.get(colour, 0) + n


def turn(p: dict) -> dict:
    """MAC-045: turn the arrow one side: sector 1's cubes become the active cubes; returns them."""
    p["cubes"] = p["rose"].pop(0)
    p["rose"].append({})
    assert len(p["rose"]) == ROSE_SECTORS
    return p["cubes"]


def total(cubes: dict) -> int:
    return sum(cubes.values())


def covers(cubes: dict, cost: dict) -> bool:
    """Whether the cubes hold every cube of `cost` (exact colours)."""
    return all(cubes.get(c, 0) >= n for c, n in cost.items())


def take(cubes: dict, cost: dict) -> None:
    for c, n in cost.items():
        left = cubes.get(c, 0) - n
        if left < 0:
            raise ValueError("not enough cubes")
        if left:
            cubes[c] = left
        else:
            cubes.pop(c, None)
