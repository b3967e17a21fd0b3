"""One person's requests handled in the order they came, everyone's at once.

Chat libraries handle each update or interaction in a task of its own, so two moves a player sent half a
second apart (two typed commands, two quick presses) could be applied the wrong way round, the first then
refused as illegal. An adapter takes a `Turn` for the sender the moment a request arrives, before anything is
awaited, and does the work inside it: the work waits until the sender's earlier requests are done.
"""
from __future__ import annotations

import asyncio
from collections.abc import Hashable

# how long a request waits for the sender's earlier one at most: a request that never finishes (its handler
# died before it began its work) must not hold the person's later ones for ever
WAIT_MAX = 15.0


class Turn:
    """A request's place in its sender's queue: `async with turn:` waits for the one before."""

    def __init__(self, queue: InOrder, key: Hashable, before: Turn | None):
        self._queue = queue
        self._key = key
        self._before = before
        self._done = asyncio.Event()

    async def __aenter__(self) -> Turn:
        if self._before is not None:
            try:
                await asyncio.wait_for(self._before._done.wait(), WAIT_MAX)
            except asyncio.TimeoutError:
                pass  # the earlier request is stuck: go on rather than hold this one too
            self._before = None  # (what came before is not kept alive by what came after)
        return self

    async def __aexit__(self, *exc) -> None:
        self.finish()

    def finish(self) -> None:
        """This request is done (or will never start its work): the sender's next one may go."""
        self._done.set()
        self._queue._ended(self._key, self)


class InOrder:
    """Per-sender queues of requests; a sender with nothing under way takes no memory."""

    def __init__(self):
        self._last: dict[Hashable, Turn] = {}

    def take(self, key: Hashable) -> Turn:
        """The turn of a request of `key` that arrives now (call it before awaiting anything)."""
        turn = Turn(self, key, self._last.get(key))
        self._last[key] = turn
        return turn

    def _ended(self, key: Hashable, turn: Turn) -> None:
        if self._last.get(key) is turn:
            del self._last[key]

    def __len__(self) -> int:
        return len(self._last)
