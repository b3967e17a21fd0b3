"""Public boards that are never lost: the table's log is the outbox, a marker beside it the offset.

A change worth a board (`TableService._to_post`: the turn passed, something came to light, the game
started or ended) records its version in the table (`post_v`) and puts the table on its platform's
due set before it is saved. Any process serving that platform posts what its channel has not been
shown yet: the process that made the move at once (`flush`, from the bus), every process now and then
from the due set (`run`), and each process at start-up for every table of its platform (`sweep`).
So a crash or a stop between saving a move and posting its board only delays the board.

One board sums up everything public since the last one, and mentions only the players who must act
now and were not already waiting at the last board (or have played since, beside others: a new round asks
anew; a player alone in the middle of their turn is not pinged). A lock per table (with a lease) keeps two
processes from posting the same board; a process that dies holding it delays the board by the lease.
"""
from __future__ import annotations

import asyncio
import logging
import os
import socket
from typing import Awaitable, Callable

from bot import table_doc as T
from bot.errors import Broken, NotFound

log = logging.getLogger(__name__)

LEASE = 120  # s: long enough for a board behind a busy group's flood limit
LOOKBACK = 400  # log entries read back for one board's summary
POLL = 2.0  # s between looks at the due set
RETRY = 30.0  # s before a board that failed to post is tried again

NOT_ON_BOARD = {"join", "leave", "settings", "abandon"}  # the lobby and settings have messages of their own
# post(doc, public lines since the last board, players to mention) posts the board in the table's place
Post = Callable[[dict, list[str], list[str]], Awaitable[None]]


def as_played(entries) -> list[dict]:
    """The log entries as the turn was finally played: a move taken back is left out, and so is the
    undo (the board sums up what stands, not the hesitations)."""
    out: list[dict] = []
    for e in entries:
        if e["kind"] == "undo":
            taken = e.get("count", 1)
            while taken and out and out[-1]["kind"] == "move":
                out.pop()
                taken -= 1
            if taken:  # its moves were before the last board: say so as the log does
                out.append(e)
        else:
            out.append(e)
    return out


class Announcer:
    def __init__(self, service, platform: str, post: Post):
        self.service = service
        self.platform = platform
        self.post = post
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{id(self)}"
        self.swept = asyncio.Event()  # the start-up sweep is done (the adapter is ready only after it)

    @property
    def store(self):
        return self.service.store

    async def flush(self, tid: str) -> bool:
        """Post the board of `tid` if its channel has not seen its latest change worth one. False when
        another process is posting it right now."""
        if not await self.store.announce_lock(tid, self.owner, LEASE):
            return False
        try:
            doc = await self.service.table(tid)
            marker = await self.store.announced(tid)
            if doc.get("post_v", 0) <= marker["v"] or T.place_of(doc).platform != self.platform:
                return True
            entries = as_played(e for e in await self.store.log(tid, LOOKBACK)
                             if e["v"] > marker["v"] and e["kind"] not in NOT_ON_BOARD)
            lines = [T.say(doc, ev) for e in entries for ev in e["events"] if ev["seat"] is None]
            waiting = self.service.public_to_act(doc)
            # a player asked anew: not waiting at the last board, or has played since while others did too
            # (a new round). One who alone has moved since is still in the middle of their turn (a reveal
            # within it, such as change drawn from the bag, posts a board): they are not pinged.
            movers = {doc["seats"][e["seat"]] for e in entries if e["kind"] == "move" and e.get("seat") is not None}
            new = [pid for pid in waiting if pid not in marker["to_act"] or (pid in movers and movers != {pid})]
            await self.post(doc, lines, new)
            await self.store.set_announced(tid, {"v": doc["version"], "to_act": waiting})
            return True
        finally:
            await self.store.announce_unlock(tid, self.owner)

    async def run_due(self) -> int:
        """Post the boards of every table due now; how many were handled."""
        now = self.service.clock()
        handled = 0
        for tid, score in await self.store.announce_list(self.platform, now):
            try:
                if not await self.flush(tid):
                    continue  # another process holds it; it stays due
            except (Broken, NotFound):  # nothing that could ever be posted (reported where it was read)
                pass
            except Exception:
                log.exception("posting the board of table %s failed; trying again later", tid)
                await self.store.announce_due(self.platform, tid, now + RETRY)
                continue
            await self.store.announce_done(self.platform, tid, score)
            handled += 1
        return handled

    async def sweep(self) -> int:
        """Start-up: every open table of this platform whose channel misses a board becomes due."""
        count = 0
        async for tid in self.store.open_table_ids(self.platform):
            try:
                doc = await self.store.load(tid)
            except Broken:
                continue
            if doc and doc.get("post_v", 0) > (await self.store.announced(tid))["v"]:
                await self.store.announce_due(self.platform, tid, self.service.clock())
                count += 1
        return count

    async def run(self) -> None:
        """Until cancelled: the start-up sweep, then the due set every POLL seconds."""
        try:
            found = await self.sweep()
            if found:
                log.info("%d %s table(s) miss their latest board; posting", found, self.platform)
        except Exception:
            log.exception("the announcement sweep failed")
        self.swept.set()  # even after a failure: the due set below still posts what is recorded
        while True:
            try:
                await self.run_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("announcing due boards failed")
            await asyncio.sleep(POLL)
