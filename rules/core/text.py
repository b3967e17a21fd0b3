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


# ---- messages: what the rules say, without saying it in any language ---------------------------------
# A message is a key, the English text with named placeholders ("{who} buys {tile}."), and parameters;
# i18n.say turns it into a sentence in a reader's language when it is shown. Parameters are numbers,
# canonical texts (shown as they are), other messages (a game term, a nested phrase), a seat (shown as
# that player's name) or a list. Texts meant for the catalogs are marked with N_ so that Babel finds them.

def N_(key: str) -> str:
    """Marks `key` for the catalogs (Babel's extractor looks for N_); returns it unchanged."""
    return key


def msg(key: str, **params) -> dict:
    """A message: `key` (marked with N_ where it is written) with its parameters."""
    return {"key": key, "params": params} if params else {"key": key}


def plural(one: str, many: str, count: str, **params) -> dict:
    """A message whose wording depends on the number in parameter `count`: msg with gettext's plural."""
    return {"key": one, "plural": many, "n": count, "params": params}


def seat(s: int) -> dict:
    """A seat as a parameter: shown as its player's name."""
    return {"seat": s}


def listing(values) -> dict:
    """A list as a parameter: joined as the reader's language joins lists ("a, b and c")."""
    return {"list": list(values)}


def english(message, names=()) -> str:
    """A message in the source language, without catalogs (rules and tests read it this way)."""
    if message is None:
        return ""
    if isinstance(message, (int, str)):
        return str(message)
    if isinstance(message, (list, tuple)):
        return ", ".join(english(m, names) for m in message)
    if "text" in message:
        return str(message["text"])
    if "seat" in message and len(message) == 1:
        s = message["seat"]
        return names[s] if 0 <= s < len(names) else f"#{s + 1}"
    if "list" in message:
        items = [english(m, names) for m in message["list"]]
        return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)
    raw = message.get("params") or {}
    params = {k: english(v, names) for k, v in raw.items()}
    key = message["key"]
    if "plural" in message and raw.get(message.get("n", "n")) != 1:
        key = message["plural"]
    return key.format(**params) if params else key
