"""Why a move is refused, in player words (never listing the options, never naming a rule id)."""
from __future__ import annotations


def explain(st, seat: int, text: str):
    return None
