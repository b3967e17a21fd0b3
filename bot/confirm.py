"""What a player confirms before it happens: resigning and closing a running table cannot be taken back, and
a slash command or a tap on a command menu is easily made by mistake. The adapters ask with these words and
a button that carries the table's version: once the table has moved on, the button is refused as stale and
the player asks again."""
from __future__ import annotations

from bot import table_doc as T
from rules.core.text import N_

RESIGN, ABANDON = "resign", "abandon"

QUESTIONS = {
    RESIGN: N_("Resign from {table}? You leave the game for good; this cannot be taken back."),
    ABANDON: N_("Close {table} for everyone? The game ends here and cannot be resumed."),
}
BUTTONS = {RESIGN: N_("Yes, resign"), ABANDON: N_("Yes, close the table")}
STALE = N_("The table has moved on since you asked: ask again if you still want to.")


def needed(kind: str, doc: dict) -> bool:
    """Whether to ask first: always to resign; to close a table only once its game runs (a lobby loses
    nothing)."""
    return kind == RESIGN or doc["status"] == T.ACTIVE
