"""Numbers in text typed by players or carried by buttons: ASCII digits 0-9 only, of bounded length.

`str.isdigit()` is true for `①`, `²`, `٣`, `１`; `int()` rejects the first two (ValueError) and reads
the others (and "1_0", " +1") as numbers no player meant; `\\d` in a regex matches every script's
digits. Every parser of user text or button data reads its numbers through these functions, and
its regexes spell digits `[0-9]`.
"""
from __future__ import annotations

MAX_DIGITS = 9  # beyond any count, index, price or space of a game; keeps huge numbers out of int()


def is_number(text, max_digits: int = MAX_DIGITS) -> bool:
    """Whether `text` is a str of 1..max_digits ASCII digits and nothing else (no sign, space, `_`)."""
    return type(text) is str and 0 < len(text) <= max_digits and text.isascii() and text.isdigit()


def parse_int(text, lo: int | None = None, hi: int | None = None, *, max_digits: int = MAX_DIGITS,
              signed: bool = False) -> int | None:
    """The value of `text` when it is_number (after one leading '-' if `signed`) within lo..hi; else None."""
    negative = signed and type(text) is str and text.startswith("-")
    digits = text[1:] if negative else text
    if not is_number(digits, max_digits):
        return None
    value = -int(digits) if negative else int(digits)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        return None
    return value
