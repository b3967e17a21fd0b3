"""Discord's documented limits that this adapter must respect (developers/components/reference,
application-commands, resources/message), and the small helper that keeps texts inside them."""
from __future__ import annotations

import re

CONTENT = 2000  # message content
BUTTON_LABEL = 80
SELECT_OPTIONS = 25  # options in one select menu
SELECT_TEXT = 100  # select option label, value and description
SELECT_PLACEHOLDER = 150
CUSTOM_ID = 100
ROWS = 5  # action rows per message
BUTTONS_PER_ROW = 5
CHOICES = 25  # static choices and autocomplete suggestions
CHOICE_TEXT = 100  # choice name and string value
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
COMMAND_TOTAL = 4000  # names + descriptions + choice values of one top-level command
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
UPLOAD = 10 * 1024 * 1024  # default per-file upload limit of bots (10 MiB)


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, marking the cut with an ellipsis."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def clip_lines(lines: list[str], limit: int, keep: str = "last") -> str:
    """Whole lines joined up to `limit` characters: the last ones (a log) or the first ones."""
    out: list[str] = []
    size = 0
    seq = reversed(lines) if keep == "last" else lines
    for line in seq:
        line = clip(line, limit)
        extra = len(line) + (1 if out else 0)  # the newline joining it to the others
        if size + extra > limit:
            break
        out.append(line)
        size += extra
    if keep == "last":
        out.reverse()
    return "\n".join(out)
