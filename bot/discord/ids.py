"""Compact custom_ids of the adapter's buttons and menus (<= 100 characters, parsed after restarts).

Every id starts with `tv:` and one letter naming the family; the rest is what the press needs:
table id, the table version the options were drawn at, and an option index or page number."""
from __future__ import annotations

TID = r"(?P<tid>[a-z0-9]{1,16})"
VER = r"(?P<ver>\d{1,10})"

ACT = rf"tv:a:{TID}"  # open my action panel
HAND = rf"tv:h:{TID}"  # my private view
JOIN = rf"tv:j:{TID}"
START = rf"tv:g:{TID}"
UNDO = rf"tv:u:{TID}"
OPTION = rf"tv:m:{TID}:{VER}:(?P<idx>\d{{1,5}})"  # one legal action by index
SELECT = rf"tv:s:{TID}:{VER}:(?P<page>\d{{1,4}}):(?P<row>\d)"  # a menu of actions; value = index
PAGE = rf"tv:p:{TID}:{VER}:(?P<page>\d{{1,4}})"  # show another page of my actions


def act(tid: str) -> str:
    return f"tv:a:{tid}"


def hand(tid: str) -> str:
    return f"tv:h:{tid}"


def join(tid: str) -> str:
    return f"tv:j:{tid}"


def start(tid: str) -> str:
    return f"tv:g:{tid}"


def undo(tid: str) -> str:
    return f"tv:u:{tid}"


def option(tid: str, version: int, index: int) -> str:
    return f"tv:m:{tid}:{version}:{index}"


def select(tid: str, version: int, page: int, row: int) -> str:
    return f"tv:s:{tid}:{version}:{page}:{row}"


def page(tid: str, version: int, page_no: int) -> str:
    return f"tv:p:{tid}:{version}:{page_no}"
