"""Compact callback data for inline buttons: everything a press needs, within Telegram's 64 bytes.

A button carries the table id, the table version it was drawn at and, for moves, the seat it was
drawn for and the option index; never the option text (which may be long or secret). The service
refuses a button whose seat's options changed since its version, so a press after a restart, in
another process, or twice, is safe.

Families (first field):
  o|tid|ver|seat|idx        play option idx
  v|tid|ver|seat|group|page show one page of the options (group index, or "a" for every option)
  G|tid|ver|seat|page       show the menu of option groups
  h|tid                     send me my view and moves here (private chat)
  p|tid                     send the image as a PNG document
  j|tid / s|tid             join / start a table from the lobby message
  b|tid                     seat a computer player (normal level) from the lobby message
  k|tid|ver|seat            the computer's suggestion for the menu drawn at ver (tables with hints on)
  r|tid|ver|seat            yes, resign (asked of seat at ver: bot/confirm.py)
  x|tid|ver                 yes, close the table (asked at ver)
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core.text import is_number, parse_int

MAX_BYTES = 64  # Bot API limit for callback_data, in UTF-8 bytes
SEP = "|"
KINDS = {"o": 4, "v": 5, "G": 4, "h": 1, "p": 1, "j": 1, "s": 1, "b": 1, "k": 3, "r": 3, "x": 2}  # kind -> number of fields after it


@dataclass(frozen=True)
class Press:
    kind: str
    table: str
    version: int = 0
    seat: int = 0
    index: int = 0  # option index (o) or page (G)
    group: str = "a"  # v: group index or "a"
    page: int = 0  # v


def _pack(*fields) -> str:
    data = SEP.join(str(f) for f in fields)
    if len(data.encode()) > MAX_BYTES:
        raise ValueError(f"callback data over {MAX_BYTES} bytes: {data!r}")
    return data


def option(tid: str, version: int, seat: int, index: int) -> str:
    return _pack("o", tid, version, seat, index)


def page(tid: str, version: int, seat: int, group: int | str, page_no: int) -> str:
    return _pack("v", tid, version, seat, group, page_no)


def groups(tid: str, version: int, seat: int, page_no: int) -> str:
    return _pack("G", tid, version, seat, page_no)


def suggest(tid: str, version: int, seat: int) -> str:
    return _pack("k", tid, version, seat)


def confirm(kind: str, tid: str, version: int, seat: int) -> str:
    """"Yes, resign" (r, for the seat asked) or "Yes, close the table" (x), asked at `version`."""
    return _pack("r", tid, version, seat) if kind == "resign" else _pack("x", tid, version)


def simple(kind: str, tid: str) -> str:
    """The one-field families: h (my moves), p (PNG), j (join), s (start), b (add a computer player)."""
    return _pack(kind, tid)


def parse(data: str | None) -> Press | None:
    """The press a callback_data string describes, or None when it is not one of ours."""
    if not data:
        return None
    parts = data.split(SEP)
    kind = parts[0]
    if kind not in KINDS or len(parts) != KINDS[kind] + 1 or not parts[1]:
        return None
    tid, rest = parts[1], parts[2:]
    if not rest:  # h, p, j, s, b
        return Press(kind, tid)
    group = rest.pop(2) if kind == "v" else "a"  # v|tid|ver|seat|group|page
    if group != "a" and not is_number(group):  # the keyboard reads a group index with int()
        return None
    nums = [parse_int(f, max_digits=12) for f in rest]  # ASCII digits only: int() reads '٣', rejects '²'
    if None in nums:
        return None
    if kind == "v":
        return Press(kind, tid, nums[0], nums[1], group=group, page=nums[2])
    return Press(kind, tid, *nums)


PATTERN = r"^[ovGhpjsbkrx]\|"  # what the application's CallbackQueryHandler accepts
