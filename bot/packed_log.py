"""A table's action log as Redis holds it: a list of JSON entries while the table is open (each change
appends), one packed value once it is closed (finished or abandoned).

A closed table is only read (its board, `log`, `export`), never appended to in bulk, and its log was
about nine tenths of its bytes: bz2 of the JSON list keeps it 15-25 times smaller. The packed value
(`…:logz`) is written in the same compare-and-set as the save that closes the table (bot/save_table.lua),
so no moment exists when a closed table's log is half moved. A change saved after that (a settings change
of a finished table) packs the whole log again; a table closed by an older version of the bot still has
its list, and `python -m bot.compact` packs those (`Store.compact`). `entries` is the one reader of
either form: the packed entries first, then whatever the list holds.
"""
from __future__ import annotations

import bz2
import json

from bot.errors import Broken

PACKED, LISTED = "logz", "log"  # the two keys' last parts, beside the table's `table` and `ver`
LEVEL = 9  # bz2's largest block (900 kB): a whole game's log fits one block, packed once per game


def line(entry: dict) -> str:
    """One log entry as stored in the list (and in the packed JSON list): compact, UTF-8."""
    return json.dumps(entry, separators=(",", ":"), ensure_ascii=False)


def pack(entries: list[dict]) -> bytes:
    return bz2.compress(("[" + ",".join(line(e) for e in entries) + "]").encode(), LEVEL)


def entries(tid: str, packed: bytes | None, listed: list[str]) -> list[dict]:
    """The table's whole log from what its two keys hold (either may be empty): Broken when the packed
    value cannot be read, naming nothing of its content."""
    out: list[dict] = []
    if packed:
        try:
            out = json.loads(bz2.decompress(packed))
        except (OSError, ValueError, EOFError):
            raise Broken(tid, "the packed log cannot be read") from None
        if not isinstance(out, list):
            raise Broken(tid, "the packed log is not a list")
    return out + [json.loads(x) for x in listed]
