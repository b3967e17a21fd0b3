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
# i18n.say turns it into a sentence in a reader's language when it is shown. Parameters are numbers, other
# messages (a nested phrase), a seat (shown as that player's name), a list, or a plain string, which is a
# key too (a game term marked N_, looked up in the catalogs; a canonical text or a coordinate, being no key,
# comes out as it is). Text that must never be looked up (a player's name) goes as {"text": ...}.
# Texts meant for the catalogs are marked with N_ so that Babel finds them.

def N_(key: str) -> str:
    """Marks `key` for the catalogs (Babel's extractor looks for N_); returns it unchanged."""
    return key


def msg(key: str, **params) -> dict:
    """A message: `key` (marked with N_ where it is written) with its parameters."""
    return {"key": key, "params": params} if params else {"key": key}


def mark(word: str, short: str) -> dict:
    """A short mark drawn in an image for `word` ("P" for a pavilion): a message whose gettext context is the
    word, so each language's catalog gives its own marks ("Pa" padiglione) and no two marks of a language
    need to agree with English initials."""
    return {"key": short, "context": word}


def agreeing(noun: str, word: str) -> dict:
    """`word` as it agrees with `noun` (its gettext context): an adjective whose Italian depends on the noun
    it qualifies ("red" card: "rossa", house: "rossa", worker: "rosso", markers: "rosse"). English reads `word`."""
    return {"key": word, "context": noun}


def plural(one: str, many: str, count: str, **params) -> dict:
    """A message whose wording depends on the number in parameter `count`: msg with gettext's plural."""
    return {"key": one, "plural": many, "n": count, "params": params}


def seat(s: int) -> dict:
    """A seat as a parameter: shown as its player's name."""
    return {"seat": s}


def worded(by_lang: dict) -> dict:
    """A word that a data file gives in several languages ({"en": "Heir", "it": "Erede"}): a card's name
    in a deck file a group may replace, which no catalog can know. Shown in the reader's language, else
    in English."""
    return {"worded": dict(by_lang)}


def listing(values) -> dict:
    """A list as a parameter: joined as the reader's language joins lists ("a, b and c")."""
    return {"list": list(values)}


def either(values) -> dict:
    """Alternatives as a parameter: joined as the reader's language joins them ("a, b or c")."""
    return {"list": list(values), "or": True}


def chained(messages, key: str, first: str = "line", rest: str = "more") -> dict | str:
    """Messages joined two at a time by `key`, a message with the parameters `first` and `rest` ("{line}\n{more}"):
    a chain, so catalogs and the code that walks messages need nothing new; "" for none."""
    items = list(messages)
    if not items:
        return ""
    out = items[-1]
    for m in reversed(items[:-1]):
        out = msg(key, **{first: m, rest: out})
    return out


def stacked(messages) -> dict | str:
    """Messages one under the other (a menu's question, then the cards it offers, a line each)."""
    return chained(messages, N_("{line}\n{more}"))


def _and(items: list[str], alternatives: bool = False) -> str:
    last = " or " if alternatives else " and "
    return ", ".join(items[:-1]) + last + items[-1] if len(items) > 1 else "".join(items)


def spell(message, names=(), gettext=lambda key: key, ngettext=None, join=_and, number=str,
          pgettext=lambda context, key: key, lang="en") -> str:
    """A message as a sentence: keys through `gettext` (`ngettext` for plurals, `pgettext` for marks, `lang`
    for words a data file gives in several languages), seats by `names`,
    lists by `join`, numbers by `number`. With the defaults, in English without any catalog (`english`); i18n.say passes a
    language's catalogs. A stored line from before messages ({"text"}) is shown as it was written."""
    def walk(m) -> str:
        if m is None:
            return ""
        if isinstance(m, bool):
            return str(m)
        if isinstance(m, (int, float)):
            return number(m)
        if isinstance(m, str):
            return gettext(m) if m else m
        if isinstance(m, (list, tuple)):
            return ", ".join(walk(x) for x in m)
        if "text" in m:
            return str(m["text"])
        if "seat" in m and len(m) == 1:
            s = m["seat"]
            return names[s] if 0 <= s < len(names) else f"#{s + 1}"
        if "worded" in m:
            words = m["worded"]
            return str(words.get(lang) or words.get("en") or next(iter(words.values()), ""))
        if "list" in m:
            return join([walk(x) for x in m["list"]], bool(m.get("or"))) if m["list"] else ""
        raw = m.get("params") or {}
        params = {k: walk(v) for k, v in raw.items()}
        key = m["key"]
        if "plural" in m:
            n = raw.get(m.get("n", "n"), 0)
            n = n if isinstance(n, int) else 0
            text = ngettext(key, m["plural"], n) if ngettext else (key if n == 1 else m["plural"])
        elif "context" in m:
            text = pgettext(m["context"], key)
        else:
            text = gettext(key)
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):  # a broken translation must not hide the line: English
            return key.format(**params) if params else key
    return walk(message)


def english(message, names=()) -> str:
    """A message in the source language, without catalogs (rules and tests read it this way)."""
    return spell(message, names)
