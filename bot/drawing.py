"""Where images are drawn: in worker processes (bot/pool.py), never in the event loop's threads, so a busy
process draws on every core and a big board holds up no other table. A public board is drawn once per table
version and variant (its language, and whatever else its view holds), by whichever process needs it first:
the others wait for its bytes in Redis. A private view (one seat's) is drawn every time and never cached, so
no seat's image can reach anyone else through the cache.

Every adapter draws through `pngs`; `Drawer._draw` is the one place a view becomes PNG bytes."""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import uuid
from concurrent.futures.process import BrokenProcessPool

from bot.ops import metrics
from bot.pool import One, WorkerPool

log = logging.getLogger(__name__)

CACHE_SECONDS = 900  # a cached board: long enough for every process that posts or shows it at that version
LOCK_SECONDS = 30  # longer than any drawing: a process that dies while drawing holds the others up this long
WAIT_SECONDS = 10.0  # then a process waiting for another's drawing draws the board itself
FIRST_PAUSE, LONGEST_PAUSE = 0.01, 0.2  # s between looks at the cache while another process draws


def draw(view: dict) -> list[bytes]:
    """Every image of a view as PNG bytes, the main one first (run in a worker: the view in, bytes out)."""
    from render import render_pngs  # Pillow is loaded only where images are drawn

    return render_pngs(view)


def variant(view: dict) -> str:
    """What besides the version tells one public picture from another: its language, and a digest of the
    whole view, so nothing a view holds (a setting, a name) can make two pictures share a key."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=repr)
    return f"{view.get('lang', '')}:{hashlib.sha256(text.encode()).hexdigest()[:16]}"


def pack(pages: list[bytes]) -> bytes:
    return b"".join(len(p).to_bytes(4, "big") + p for p in pages)


def unpack(data: bytes) -> list[bytes]:
    pages, at = [], 0
    while at < len(data):
        size = int.from_bytes(data[at:at + 4], "big")
        pages.append(data[at + 4:at + 4 + size])
        at += 4 + size
    return pages


class Drawer:
    """The process's image workers: `processes` of them (None: one per core; 0: a thread, for tests and tiny
    hosts)."""

    def __init__(self, processes: int | None = None):
        self.pool = WorkerPool((os.cpu_count() or 1) if processes is None else processes, "images")

    async def pngs(self, view: dict, store=None, render=None) -> list[bytes]:
        """Every image of `view`, the main one first. A public board of a table is cached in `store` and drawn
        once for all processes. `render`: a stand-in renderer (tests), run in a thread since it need not
        pickle."""
        if store is None or view.get("seat") is not None or "version" not in view:
            return await self._draw(view, render)
        return await self._once(store, view, render)

    async def _draw(self, view: dict, render) -> list[bytes]:
        """The one place a view becomes images."""
        with metrics.render_timer(view.get("game", "?"), metrics.view_kind(view)):
            if render is not None:
                out = await asyncio.to_thread(render, view)
                return out if isinstance(out, list) else [out]
            try:
                return await self.pool.run(draw, view)
            except BrokenProcessPool:  # a worker died (killed from outside?): once more, on the fresh pool
                return await self.pool.run(draw, view)

    async def _once(self, store, view: dict, render) -> list[bytes]:
        """The cached board, or drawn here under a lock while other processes wait for it (SET NX with a
        lease: a process that dies while drawing costs the others WAIT_SECONDS, then they draw it)."""
        key = store.image_key(view["table"], view["version"], variant(view))
        owner = uuid.uuid4().hex
        loop = asyncio.get_running_loop()
        give_up = loop.time() + WAIT_SECONDS
        pause = FIRST_PAUSE
        while True:
            data = await store.cached_image(key)
            if data is not None:
                return unpack(data)
            if await store.image_lock(key, owner, LOCK_SECONDS):
                break
            if loop.time() >= give_up:
                log.warning("table %s: no board of version %s from another process within %.0f s; drawing it here",
                            view["table"], view["version"], WAIT_SECONDS)
                return await self._draw(view, render)
            await asyncio.sleep(pause)
            pause = min(pause * 2, LONGEST_PAUSE)
        try:
            pages = await self._draw(view, render)
            await store.cache_image(key, pack(pages), CACHE_SECONDS)
            return pages
        finally:
            await store.image_unlock(key, owner)

    def close(self) -> None:
        self.pool.close()


def _from_settings() -> Drawer:
    from bot.config import Settings

    return Drawer(Settings.from_env().render_workers)


_one = One(_from_settings)
shared = _one.get  # the process's one Drawer (its workers start at the first image)
use = _one.use  # make a Drawer the process's one (tests: a thread or one worker); the previous one is closed
close = _one.close  # at shutdown: stop the workers


async def pngs(view: dict, store=None, render=None) -> list[bytes]:
    """Every image of `view` through the process's Drawer (see Drawer.pngs)."""
    return await shared().pngs(view, store, render)
