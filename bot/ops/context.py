"""The fields every log line of the work under way carries (table, platform, kind): set once where an
interaction enters the bot, read by the log formatter (bot/ops/logs.py). A context variable, so tasks
started inside (a delivery) keep them, and concurrent interactions never mix them."""
from __future__ import annotations

import contextlib
import contextvars

_fields: contextvars.ContextVar[dict | None] = contextvars.ContextVar("tavolo_log_fields", default=None)


@contextlib.contextmanager
def log_context(**fields):
    """Inside: log lines carry `fields` (None values are left out)."""
    token = _fields.set({**(_fields.get() or {}), **{k: v for k, v in fields.items() if v is not None}})
    try:
        yield
    finally:
        _fields.reset(token)


def note_table(tid: str) -> None:
    """The table the interaction under way is about, once it is known (the first one it loads)."""
    fields = _fields.get()
    if fields is not None and "table" not in fields:
        fields["table"] = tid  # the same dict the whole interaction (and its tasks) sees


def current() -> dict:
    return dict(_fields.get() or {})
