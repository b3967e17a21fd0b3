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


class OpenTables:
    def __init__(self, store, every: float = EVERY, clock=time.monotonic):
        self.store = store
        self.every = every
        self.clock = clock
        self.games: dict[str, str] = {}  # open table id -> its game
        self.last: float | None = None
        self._lock = asyncio.Lock()

    async def refresh(self, force: bool = False) -> None:
        """Count again when the last count is older than `every` (or `force`); Redis away: the last stands."""
        async with self._lock:  # scrapes at once count once
            if not force and self.last is not None and self.clock() - self.last < self.every:
                return
            try:
                await self._count()
            except RedisError as exc:
                log.warning("counting the open tables failed: %s", exc)
                return
            self.last = self.clock()

    async def _count(self) -> None:
        from rules import games

        open_ids = {tid async for tid in self.store.open_table_ids()}
        self.games = {tid: g for tid, g in self.games.items() if tid in open_ids}
        self.games.update(await self.store.games_of([tid for tid in open_ids if tid not in self.games]))
        known = set(games())
        counts = collections.Counter(g if g in known else "other" for g in self.games.values())
        for game in known | set(counts):
            metrics.OPEN_TABLES.labels(game).set(counts.get(game, 0))
