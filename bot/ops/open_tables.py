"""The open-tables gauge (bot/ops/metrics.py OPEN_TABLES), counted when /metrics is scraped, at most
once a minute: a scan of the channel indexes (the open tables), and the game of each table not seen
before, read once (a table never changes its game). What this process keeps is only that id-to-game
map of the open tables: no game state."""
from __future__ import annotations

import asyncio
import collections
import logging
import time

from redis.exceptions import RedisError

from bot.ops import metrics

log = logging.getLogger(__name__)

EVERY = 60.0  # seconds between two counts
WAIT = 2.0  # seconds a scrape waits for a count under way; a longer one goes on, and the next scrape shows it


class OpenTables:
    def __init__(self, store, every: float = EVERY, clock=time.monotonic):
        self.store = store
        self.every = every
        self.clock = clock
        self.games: dict[str, str] = {}  # open table id -> its game
        self.last: float | None = None
        self._task: asyncio.Task | None = None  # the count under way: one at a time, however many scrapes

    async def refresh(self, force: bool = False, wait: float = WAIT) -> None:
        """Count again when the last count is older than `every` (or `force`), waiting for it at most `wait`
        seconds (a slow or absent Redis never holds a scrape up); Redis away: the last count stands."""
        if self._task is None or self._task.done():
            if not force and self.last is not None and self.clock() - self.last < self.every:
                return
            self._task = asyncio.create_task(self._count(), name="open-tables")
        try:
            await asyncio.wait_for(asyncio.shield(self._task), wait)
        except asyncio.TimeoutError:
            pass
        except RedisError as exc:
            log.warning("counting the open tables failed: %s", exc)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _count(self) -> None:
        from rules import games

        open_ids = {tid async for tid in self.store.open_table_ids()}
        self.games = {tid: g for tid, g in self.games.items() if tid in open_ids}
        self.games.update(await self.store.games_of([tid for tid in open_ids if tid not in self.games]))
        known = set(games())
        counts = collections.Counter(g if g in known else "other" for g in self.games.values())
        for game in known | set(counts):
            metrics.OPEN_TABLES.labels(game).set(counts.get(game, 0))
        self.last = self.clock()
