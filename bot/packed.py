"""How a closed table (finished or abandoned) is stored: packed. Its document and its action log are each
one bz2 value, about a tenth of their size as JSON (`bench/finished_size.py`), since from then on they
are only read (its board, `log`, `export`) until they expire.

An open table's document is JSON and its log a list of JSON entries, one appended per change. The save
that closes a table writes both packed in its compare-and-set (bot/save_table.lua): no moment exists
when a closed table is half packed. A change saved later (a settings change of a finished table) packs
them again. A table closed by a bot from before packing has its JSON and its list, and reads as it is;
`python -m bot.compact` packs those (`Store.compact`). `document` and `entries` are the one reader of
either form.
"""
from __future__ import annotations

import bz2
import json

from bot.errors import Broken

PACKED, LISTED = "logz", "log"  # the two log keys' last parts, beside the table's `table` and `ver`
MAGIC = b"BZh"  # how every bz2 value begins, and no JSON document or list does
LEVEL = 9  # bz2's largest block (900 kB): a whole game's log fits in one block


def line(entry: dict) -> str:
    """One log entry as stored in the list (and in the packed list): compact JSON, UTF-8."""
    return json.dumps(entry, separators=(",", ":"), ensure_ascii=False)


def pack_log(entries: list[dict]) -> bytes:
    return pack("[" + ",".join(line(e) for e in entries) + "]")


def pack(text: str) -> bytes:
    return bz2.compress(text.encode(), LEVEL)


def is_packed(raw: bytes | None) -> bool:
    return bool(raw) and raw.startswith(MAGIC)


def document(tid: str, raw: bytes) -> bytes:
    """The JSON of a stored table document, packed or not (then bot/table_doc.py `checked` reads it)."""
    if not is_packed(raw):
        return raw
    try:
        return bz2.decompress(raw)
    except (OSError, ValueError, EOFError):
        raise Broken(tid, "the packed document cannot be read") from None


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
