"""Typed Italian moves as canonical texts."""
from __future__ import annotations


def canonical(st, seat: int, text: str) -> str:
    return text
