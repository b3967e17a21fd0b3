"""Compact custom_ids of the adapter's buttons and menus (<= 100 characters, parsed after restarts).

Every id starts with `tv:` and one letter naming the family; the rest is what the press needs:
table id, the table version the options were drawn at, and an option index or page number.
Digits are spelled [0-9]: a regex digit class would also match '٣' or '１' (read by int() as 3, 1)."""
from __future__ import annotations

TID = r"(?P<tid>[a-z0-9]{1,16})"
VER = r"(?P<ver>[0-9]{1,10})"

ACT = rf"tv:a:{TID}"  # open my action panel
HAND = rf"tv:h:{TID}"  # my private view
JOIN = rf"tv:j:{TID}"
START = rf"tv:g:{TID}"
UNDO = rf"tv:u:{TID}(?::{VER})?"  # a version-less id is from before undo buttons carried one
OPTION = rf"tv:m:{TID}:{VER}:(?P<idx>[0-9]{{1,5}})"  # one legal action by index
SELECT = rf"tv:s:{TID}:{VER}:(?P<page>[0-9]{{1,4}}):(?P<row>[0-9])"  # a menu of actions; value = index
PAGE = rf"tv:p:{TID}:{VER}:(?P<page>[0-9]{{1,4}})"  # show another page of my actions
ADDBOT = rf"tv:b:{TID}"  # seat a computer player (normal level) from the lobby
SUGGEST = rf"tv:k:{TID}:{VER}"  # the computer's hint for the moves of my panel drawn at VER
CONFIRM = rf"tv:c:(?P<kind>[ra]):{TID}:{VER}"  # yes, resign (r) / close the table (a), asked at VER


def act(tid: str) -> str:
    return f"tv:a:{tid}"


def hand(tid: str) -> str:
    return f"tv:h:{tid}"


def join(tid: str) -> str:
    return f"tv:j:{tid}"


def start(tid: str) -> str:
    return f"tv:g:{tid}"


def undo(tid: str, version: int) -> str:
    return f"tv:u:{tid}:{version}"


def option(tid: str, version: int, index: int) -> str:
    return f"tv:m:{tid}:{version}:{index}"


def select(tid: str, version: int, page: int, row: int) -> str:
    return f"tv:s:{tid}:{version}:{page}:{row}"


def page(tid: str, version: int, page_no: int) -> str:
    return f"tv:p:{tid}:{version}:{page_no}"


def addbot(tid: str) -> str:
    return f"tv:b:{tid}"


def suggest(tid: str, version: int) -> str:
    return f"tv:k:{tid}:{version}"


def confirm(kind: str, tid: str, version: int) -> str:
    return f"tv:c:{kind[0]}:{tid}:{version}"  # resign -> r, abandon -> a
