"""Moves typed in Italian."""
from __future__ import annotations


def canonical(text: str) -> str:
    return text
