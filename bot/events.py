"""In-process fan-out of table events to whoever listens (the adapters of this process).

Every process that changes a table (a chat handler, a reminder worker) holds the chat clients
too, so delivering in the process that made the change is enough; Redis stays the only state.
"""
from __future__ import annotations

import logging
from typing import Awaitable, Callable

from bot.models import TableEvent

log = logging.getLogger(__name__)
Listener = Callable[[TableEvent], Awaitable[None]]


class Bus:
    def __init__(self):
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def emit(self, event: TableEvent) -> None:
        for listener in list(self._listeners):
            try:
                await listener(event)
            except Exception:  # one broken adapter must not stop the others or undo the move
                log.exception("listener failed on %s event of table %s", event.kind, event.table)
