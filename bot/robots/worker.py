"""Who plays the computer's moves, and when: a due set in Redis like the reminders' (bot/reminders/queue.py,
under the hash tag `{bots}`), one member per (table, seat the computer plays).

Planning: on every table event of this process (and a sweep at start-up), each seat the computer plays is
due when the table waits for it, else cancelled: at once, or after the pause (`TableService.pause_until`)
when its move would open a turn while a person may still answer an out-of-turn window beside it (a thief
before a computer player's turn). The due time is the member's score in Redis, so a restart keeps it.
While such a window is open, every seat of the computer that the public knows may be asked (each other
thief holder) is due at once too: its look finds out in private whether it may answer (`machine_may_act`),
so neither the members nor the logs tell which of them may. Working: claim due members (a lease), re-read
the table, think in the pool (thinker.py), and play through `TableService.machine_move` on the version it
thought about; a table that moved on meanwhile is simply planned again. The move's own event plans the
next, so the computer players of a table move one at a time, each posted like anyone's move.
"""
from __future__ import annotations

import asyncio
import logging
import random
import weakref

from bot import table_doc as T
from bot.errors import Broken, ServiceError, Stale
from bot.reminders.queue import Claim, Queue
from bot.robots.thinker import RESIGNED_LEVEL, Thinker, public_seed, shared

log = logging.getLogger(__name__)

NEVER = 2 ** 52  # a table version newer than any: for tables that no longer exist
LEASE = 120.0  # s: longer than any search (thinker.CAP + GRACE); a dead process's move waits this long
PLAN_KINDS = {"started", "moved", "private", "undone", "resigned", "abandoned", "finished", "deadline"}
def level_of(doc: dict, pid: str) -> str:
    return T.bot_level(doc, pid) or RESIGNED_LEVEL


class Robots:
    def __init__(self, service, thinker: Thinker | None = None, poll: float = 2.0, lease: float = LEASE):
        self.service = service
        self.store = service.store
        self.thinker = thinker or shared()
        self.queue = Queue(service.store.r, service.store.prefix, lease, tag="bots")
        self.poll = poll
        self.wake = asyncio.Event()

    # ---- planning ------------------------------------------------------------------------------
    def attach(self) -> None:
        self.service.bus.subscribe(self.on_event)

    async def on_event(self, event) -> None:
        if event.kind not in PLAN_KINDS:
            return
        try:
            doc = await self.store.load(event.table)
        except Broken as exc:
            log.warning("computer players: table %s cannot be loaded (%s)", exc.table, exc.reason)
            return
        if doc is not None and await self.plan_table(doc):
            self.wake.set()

    async def plan_table(self, doc: dict, pauses: bool = True) -> bool:
        """Due: every seat the computer plays that the table waits for (after the pause, if one applies and
        `pauses`), and every one that may be asked in an open window; the others cancelled. Whether anything
        is due now."""
        over = doc["status"] != T.ACTIVE
        due = set(self.service.machine_to_act(doc))
        looks = set(self.service.window_pids(doc)) - due
        now = self.service.clock()
        at = max(now, self.service.pause_until(doc) or now) if due and pauses else now
        for pid in machine_pids(doc):
            when = at if pid in due else now if pid in looks else None
            await self.queue.schedule(doc["id"], pid, doc["version"], when, forget=over)
        return bool(looks) or bool(due) and at <= now

    async def sweep(self, pauses: bool = True) -> int:
        """Plan every open table (start-up): covers moves planned by a process that is gone."""
        count = 0
        async for tid in self.store.open_table_ids():
            try:
                doc = await self.store.load(tid)
            except Broken:
                continue
            if doc and doc["status"] == T.ACTIVE and machine_pids(doc):
                count += await self.plan_table(doc, pauses)
        return count

    # ---- working -------------------------------------------------------------------------------
    async def run_once(self, now: float | None = None, pauses: bool = True, only_due: bool = False) -> list[tuple]:
        """Claim and play every due move; (table, pid, what happened) each. `pauses=False` (the console's
        autoplay, tests): the computer does not wait for out-of-turn windows (the moves planned after a pause
        must already have been planned at once: `drain(pauses=False)` does so). `only_due` (the console's
        `wait`): only the seats due when this batch was claimed skip their pause; a seat whose turn comes
        during the batch (after a window's answer claimed beside the move before) pauses as usual."""
        now = self.service.clock() if now is None else now
        done = []
        claims = await self.queue.claim(now, 20)
        hurried = await self._due_now({c.tid for c in claims}) if not pauses and only_due else None
        for c in claims:
            pause = pauses or (hurried is not None and (c.tid, c.pid) not in hurried)
            try:
                done.append((c.tid, c.pid, await self._handle(c, pause)))
            except Broken:
                await self.queue.release(c, NEVER, None, forget=True)
                done.append((c.tid, c.pid, "broken"))
            except Exception:  # the lease runs out and the move is tried again
                log.exception("computer player at table %s failed", c.tid)
                done.append((c.tid, c.pid, "error"))
        return done

    async def _due_now(self, tids: set[str]) -> set[tuple[str, str]]:
        """(table, pid) of every computer seat the tables wait for now."""
        out = set()
        for tid in tids:
            try:
                doc = await self.store.load(tid)
            except Broken:
                continue
            if doc is not None:
                out |= {(tid, pid) for pid in self.service.machine_to_act(doc)}
        return out

    async def drain(self, limit: int = 10_000, pauses: bool = True, only_due: bool = False) -> int:
        """Play computer moves until none is due (the console, tests): how many were played. `pauses=False`:
        the computer does not wait for people who may answer out of turn (the console's autoplay; with
        `only_due`, the console's wait: only the seats due now, see run_once)."""
        await self.sweep(pauses)  # tables changed by a process whose events this worker did not hear
        played = 0
        for _ in range(limit):
            done = await self.run_once(pauses=pauses, only_due=only_due)
            moved = sum(1 for *_, what in done if what == "moved")
            played += moved
            if not moved:
                break
        return played

    async def run(self) -> None:
        await self.sweep()
        while True:
            try:
                await self.run_once()
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis away for a moment: leases keep the work safe
                log.exception("computer player loop step failed")
            if asyncio.current_task().cancelling():
                raise asyncio.CancelledError
            try:
                await asyncio.wait_for(self.wake.wait(), self.poll * random.uniform(0.7, 1.3))
            except asyncio.TimeoutError:
                pass
            self.wake.clear()

    async def _handle(self, c: Claim, pauses: bool = True) -> str:
        doc = await self.store.load(c.tid)
        if doc is None:
            await self.queue.release(c, NEVER, None, forget=True)
            return "gone"
        waited = c.pid in self.service.machine_to_act(doc)
        if not waited and c.pid not in self.service.machine_may_act(doc):
            # also a window's look for a seat that may not answer: released like any, and said alike
            await self.queue.release(c, doc["version"], None, forget=doc["status"] != T.ACTIVE)
            return "not waiting"
        if waited and pauses:
            until = self.service.pause_until(doc)
            if until is not None and self.service.clock() < until:  # people may still answer out of turn
                await self.queue.release(c, doc["version"], until)
                return "pausing"
        if waited:
            doc = await self._windows_first(doc)
            if doc is None or c.pid not in self.service.machine_to_act(doc):
                await self.queue.unlease(c)  # (a window's answer ended the game: its event planned the rest)
                return "replanned"
        seat = T.seat_of(doc, c.pid)
        choice = await self.thinker.choose(doc["game"], doc["state"], seat, level_of(doc, c.pid), public_seed(doc))
        try:
            after = await self.service.machine_move(c.tid, c.pid, choice, doc["version"])
        except ServiceError as exc:  # the table moved on while thinking: plan from what it is now
            if not isinstance(exc, Stale):  # a table that moved on is no news (it may have been a secret pass)
                log.info("computer move at %s dropped: %s", c.tid, exc)  # not whose: it may be a secret window's
            after = await self.store.load(c.tid)
            if after is not None:
                await self.plan_table(after, pauses)
            await self.queue.unlease(c)
            return "replanned"
        await self.plan_table(after, pauses)
        await self.queue.unlease(c)
        return "moved"


    async def _windows_first(self, doc: dict) -> dict | None:
        """Before the computer's move that would close an out-of-turn window (the next player's first action),
        its other seats that may answer it do, each on its own search (a steal, or a silent pass), whatever
        order their looks were claimed in; the table as it is then."""
        for _ in range(4 * len(doc["seats"])):  # each answer passes, or spends a thief: few in all
            answering = self.service.machine_may_act(doc)
            if not answering:
                return doc
            pid = answering[0]
            choice = await self.thinker.choose(doc["game"], doc["state"], T.seat_of(doc, pid), level_of(doc, pid),
                                               public_seed(doc))
            try:
                doc = await self.service.machine_move(doc["id"], pid, choice, doc["version"])
            except Stale:  # a person moved meanwhile
                doc = await self.store.load(doc["id"])
                if doc is None:
                    return None
        return doc


def machine_pids(doc: dict) -> list[str]:
    """Every seat the computer may play at a table: computer players and resigned seats."""
    resigned = set()
    if doc.get("state"):
        from rules import get_game

        game = get_game(doc["game"])
        resigned = set(game.load(doc["state"]).resigned)
    return [pid for s, pid in enumerate(doc["seats"]) if T.is_bot(pid) or s in resigned]


_workers: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def robots(service) -> Robots:
    """The computer players' worker of a service (one per service, so its wake-up is shared)."""
    worker = _workers.get(service)
    if worker is None:
        worker = _workers[service] = Robots(service)
    return worker
