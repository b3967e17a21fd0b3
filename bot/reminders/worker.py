"""The reminder worker: plans looks at waiting players, claims due looks, and acts on them.

Two ways in, one rule. Table events (from this process's bus) and a start-up sweep *plan*: for each
player the table waits for, compute when something is next due and write it to the queue; for
everyone else, cancel. The worker loop *claims* due looks from Redis, re-reads the table, plans
again from what it finds, and does the one due thing: send a reminder (behind a send guard),
close an interrupt window, apply the deadline, autoplay for a player on autopilot, or resign a
seat voted out. Then it plans the next look. Any process may run this; Redis holds everything.

A player on autopilot is also looked at while an out-of-turn window is open that may ask them (a thief
beside another's turn, as the public knows it): the look finds out in private whether they may answer,
and the autopilot answers for them like the computer players (bot/robots). Their own turn's first move
waits for the same pause as a computer player's (`TableService.pause_until`).
"""
from __future__ import annotations

import asyncio
import logging
import random

from rules import get_game
from rules.core.text import N_, msg, seat

from bot import table_doc as T
from bot.errors import Broken, ServiceError
from bot.models import TableEvent
from bot.ops import metrics
from bot.reminders import away
from bot.reminders.plan import AUTOPILOT, DEADLINE, REMIND, RESIGN, WINDOW, Situation, plan
from bot.reminders.prefs import load as load_prefs
from bot.reminders.queue import Claim, Queue
from bot.reminders.settings import TableTimes, duration

log = logging.getLogger(__name__)

NEVER = 2 ** 52  # a table version newer than any: for tables that no longer exist
LOG_TAIL = 40  # log entries read to find a player's last own move
MAX_ROUNDS = 20  # claim batches per tick
RETRY = 60.0  # seconds before retrying an action the service refused on an unchanged table
PLAN_KINDS = {"started", "moved", "private", "undone", "resigned", "abandoned", "finished", "settings", "deadline"}


class TableChanged(ServiceError):
    """Raised inside an update: the table moved on between planning and acting, or there is nothing
    left to change; the update is dropped (plan again instead)."""


def _skipped(exc: Broken, what: str) -> None:
    """The one log line for a table the reminders cannot read: its id and what is wrong, no content."""
    log.warning("reminders: table %s cannot be loaded (%s): %s", exc.table, exc.reason, what)


class Reminders:
    """Reminders, deadlines and interrupt windows for every table of one service.

    `clock` defaults to the service's clock; tests drive `run_once(now)` without sleeping."""

    def __init__(self, service, clock=None, lease: float = 300.0, batch: int = 100,
                 poll: float = 3.0, sweep_every: float = 6 * 3600):
        self.service = service
        self.store = service.store
        self.clock = clock or service.clock
        self.queue = Queue(service.store.r, service.store.prefix, lease)
        self.batch = batch
        self.poll = poll
        self.sweep_every = sweep_every

    # ---- planning ------------------------------------------------------------------------------
    def attach(self) -> None:
        """Plan on every table event of this process."""
        self.service.bus.subscribe(self.on_event)

    async def on_event(self, event: TableEvent) -> None:
        if event.kind not in PLAN_KINDS:
            return
        try:
            doc = await self.store.load(event.table)
            if doc is None:
                return
            if event.kind in ("moved", "undone") and event.actor and away.record_of(doc, event.actor) \
                    and await away.came_back(self.store, doc, event.actor):
                doc = await self.welcome_back(doc, event.actor)  # the worker's look would notice too, later
            await self.plan_table(doc)
        except Broken as exc:
            _skipped(exc, f"its {event.kind} event is not planned")

    async def plan_table(self, table: str | dict) -> None:
        """Write when to look next at each seated player of a table (cancel for those not waited for)."""
        try:
            doc = table if isinstance(table, dict) else await self.store.load(table)
        except Broken as exc:
            _skipped(exc, "not planned")
            return
        if doc is None:
            return
        now = self.clock()
        waiting = set(self.service.to_act(doc))
        looks = set(self._window_looks(doc)) - waiting
        over = doc["status"] != T.ACTIVE
        shared = await self._table_facts(doc) if waiting else None
        for pid in doc["seats"]:
            when = await self._next_look(doc, pid, now, shared) if pid in waiting else now if pid in looks else None
            await self.queue.schedule(doc["id"], pid, doc["version"], when, forget=over)

    def _window_looks(self, doc: dict) -> list[str]:
        """Players on autopilot who may be asked in an open out-of-turn window, as the public knows it."""
        return [pid for pid in self.service.window_pids(doc, machine=False) if away.on_autopilot(doc, pid)]

    def _window_answers(self, doc: dict) -> list[str]:
        """Players on autopilot who may answer an open out-of-turn window now (a secret)."""
        looks = self._window_looks(doc)
        return [pid for pid in self.service.may_act(doc) if pid in looks] if looks else []

    async def _next_look(self, doc: dict, pid: str, now: float, shared=None) -> float | None:
        sit = await self.situation(doc, pid, now, shared)
        p = plan(sit, now)
        if p.act == REMIND and await self.store.r.exists(self._sent_key(doc, pid, sit, p.slot)):
            return p.next_at  # this slot already went out
        return now if p.act else p.next_at

    async def _table_facts(self, doc: dict) -> tuple[list[dict], bool]:
        """What every waiting player of a table shares: the log tail, and whether a window is open."""
        tail = await self.store.log(doc["id"], LOG_TAIL)
        return tail, bool(self.service.view_of(doc, None).get("interrupt"))

    async def situation(self, doc: dict, pid: str, now: float, shared=None) -> Situation:
        tail, interrupt = shared or await self._table_facts(doc)
        since = float(doc["waiting_since"].get(pid, now))
        own = away.last_own_act(tail, T.seat_of(doc, pid))
        autopilot = away.on_autopilot(doc, pid)
        return Situation(
            waiting_since=since, anchor=max(since, own or since), times=TableTimes.of(doc),
            prefs=await load_prefs(self.store.r, self.store.prefix, pid), interrupt=interrupt,
            autopilot=autopilot, vote_open=away.skip_vote(doc, pid) is not None,
            vote_passed=away.vote_passed(doc, pid), hold=self.service.pause_until(doc) if autopilot else None)

    def _sent_key(self, doc: dict, pid: str, sit: Situation, slot: int) -> str:
        return self.queue.sent_key(doc["id"], pid, sit.anchor, slot)

    async def sweep(self) -> int:
        """Plan every open table (start-up, and now and then): covers events lost in a crash."""
        count = 0
        async for tid in self.store.open_table_ids():
            try:
                doc = await self.store.load(tid)
            except Broken as exc:  # one table that cannot be read never stops the others
                _skipped(exc, "left out of the sweep")
                continue
            if doc and doc["status"] == T.ACTIVE:
                try:
                    await self.plan_table(doc)
                except Exception:
                    log.exception("reminder sweep: planning table %s failed", tid)
                    continue
                count += 1
        return count

    # ---- working -------------------------------------------------------------------------------
    async def tick(self) -> list[tuple]:
        return await self.run_once(self.clock())

    async def run_once(self, now: float | None = None) -> list[tuple]:
        """Claim and handle every look due at `now`; returns (table, pid, what was done) per look."""
        now = self.clock() if now is None else now
        done = []
        for _ in range(MAX_ROUNDS):  # bounded: looks that fall due again at once wait for the next tick
            claims = await self.queue.claim(now, self.batch)
            for c in claims:
                try:
                    done.append((c.tid, c.pid, await self._handle(c, now)))
                except Broken as exc:  # dropped: once the table is repaired, the next sweep plans it again
                    _skipped(exc, f"the look for {c.pid} is dropped")
                    await self.queue.release(c, NEVER, None, forget=True)
                    done.append((c.tid, c.pid, "broken"))
                except Exception:  # the lease runs out and another look retries it
                    log.exception("reminder check of table %s failed", c.tid)  # not for whom: a window may be secret
                    done.append((c.tid, c.pid, "error"))
            if len(claims) < self.batch:
                break
        return done

    async def run(self) -> None:
        """Poll until cancelled (every few seconds, with jitter so processes do not align)."""
        last_sweep = None
        while True:
            try:
                if last_sweep is None or self.clock() - last_sweep >= self.sweep_every:
                    await self.sweep()
                    last_sweep = self.clock()
                await self.tick()
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis away for a moment: keep going, leases keep the work safe
                log.exception("reminder loop step failed")
            if asyncio.current_task().cancelling():
                # a library call swallowed our cancellation (seen with client timeouts): honour it anyway
                raise asyncio.CancelledError
            await asyncio.sleep(self.poll * random.uniform(0.7, 1.3))

    async def _handle(self, c: Claim, now: float) -> str:
        doc = await self.store.load(c.tid)
        if doc is None:
            await self.queue.release(c, NEVER, None, forget=True)
            return "gone"
        if doc["status"] != T.ACTIVE or c.pid not in self.service.to_act(doc):
            if c.pid in self._window_answers(doc):
                return await self._answer_window(doc, c)
            # also a window's look for a player who may not answer: released like any, and said alike
            await self.queue.release(c, doc["version"], None, forget=doc["status"] != T.ACTIVE)
            return "not waiting"
        if away.record_of(doc, c.pid) and await away.came_back(self.store, doc, c.pid):
            doc = await self.welcome_back(doc, c.pid)
            await self.plan_table(doc)
            await self.queue.unlease(c)
            return "came back"
        sit = await self.situation(doc, c.pid, now)
        p = plan(sit, now)
        if p.act == REMIND:
            metrics.REMINDERS_DUE.inc()
            sent = await self._remind(doc, c.pid, sit, p.slot, now)
            if sent:
                metrics.reminder_sent(c.due, now)
            await self.queue.release(c, doc["version"], p.next_at)
            return f"reminded {p.slot}" if sent else "already reminded"
        if p.act is None:
            await self.queue.release(c, doc["version"], p.next_at)
            return "nothing due"
        try:
            after = await self._act(doc, c.pid, p.act, sit, now)
        except ServiceError as exc:  # the table moved on meanwhile; plan from what it is now
            log.info("reminder action %s at %s skipped: %s", p.act, c.tid, exc)  # not whose: see above
            after = await self.store.load(c.tid)
            if after is not None and after["version"] == doc["version"]:  # refused, table unchanged
                await self.queue.release(c, doc["version"], now + RETRY)
                return f"{p.act} refused"
        if after is not None:
            await self.plan_table(after)
        await self.queue.unlease(c)
        return p.act

    async def _answer_window(self, doc: dict, c: Claim) -> str:
        """The autopilot answers an out-of-turn window for a player on autopilot (a thief: steal or pass);
        a pass leaves no public trace, and nothing is logged of it (that they could answer is a secret)."""
        try:
            after = await self._autopilot(doc, c.pid)
        except ServiceError:  # the window closed meanwhile
            after = await self.store.load(c.tid)
        if after is not None:
            await self.plan_table(after)
        await self.queue.unlease(c)
        return AUTOPILOT

    # ---- the things that can be due ------------------------------------------------------------
    async def _remind(self, doc: dict, pid: str, sit: Situation, slot: int, now: float) -> bool:
        if not await self.queue.first_send(self._sent_key(doc, pid, sit, slot)):
            return False
        waited = duration(now - sit.waiting_since)
        # public: in the table's language; the private text: in the reader's
        summary = msg(N_("Reminder: {table} has waited {waited} for you."), table=T.named(T.label(doc)), waited=waited)
        t = sit.times
        if t.deadline and not sit.vote_open:
            then = (N_("autopilot plays for you") if autopilot_at_deadline(doc, pid, t)
                    else N_("the others may vote to skip you"))
            summary = msg(N_("{reminder} Deadline in {left}, then {then}."), reminder=summary,
                          left=duration(sit.anchor + t.deadline - now), then=then)
        private = {}
        if sit.prefs.dm or sit.interrupt:
            game = get_game(doc["game"])
            lang = T.reader_lang(doc, pid)
            prompt = game.prompt(game.load(doc["state"]), T.seat_of(doc, pid))
            private[pid] = [T.say(doc, msg(N_("Your turn at {table}: {prompt} The table has waited {waited} for you."),
                                           table=T.named(T.label(doc, lang)), prompt=prompt, waited=waited), lang)]
        # an out-of-turn window (a thief's) is reminded in private only: naming who has not answered
        # yet would tell the channel who has
        public = [] if sit.interrupt else [pid]
        await self.service.bus.emit(TableEvent("reminder", doc["id"], T.place_of(doc), doc["version"],
                                               T.say(doc, summary),
                                               doc["game"], public, [], private, None))
        return True

    async def _act(self, doc: dict, pid: str, act: str, sit: Situation, now: float) -> dict:
        tid = doc["id"]
        if act == RESIGN:
            return await self.service.resign(tid, T.player_of(doc, pid))
        if act == AUTOPILOT:
            return await self._autopilot(doc, pid)
        if act == WINDOW:  # an unanswered optional window closes: the seat passes (its safe default)
            return await self.service.autoplay(tid, pid, reason=N_("interrupt window closed"))
        if act == DEADLINE:
            if autopilot_at_deadline(doc, pid, sit.times):
                return await self._autopilot(await self._mark(doc, pid, "autopilot", now, sit), pid)
            return await self._mark(doc, pid, "skip", now, sit)
        raise ValueError(act)

    async def _autopilot(self, doc: dict, pid: str) -> dict:
        """The autopilot's move: the computer player's at `normal` (thought in the pool, on this version of
        the table), or the safe default when the search fails or the table moved on."""
        from bot.robots.thinker import RESIGNED_LEVEL, public_seed

        choice = await self.thinker().choose(doc["game"], doc["state"], T.seat_of(doc, pid), RESIGNED_LEVEL,
                                             public_seed(doc))
        return await self.service.autoplay(doc["id"], pid, reason=N_("deadline passed"), choice=choice,
                                           version=doc["version"])

    def thinker(self):
        from bot.robots.thinker import shared

        return shared()

    async def _mark(self, planned: dict, pid: str, kind: str, now: float, sit: Situation) -> dict:
        """Record that `pid` passed the deadline (autopilot on, or a skip vote opened)."""
        late = duration(now - sit.anchor)

        def change(doc):
            if doc["version"] != planned["version"]:
                raise TableChanged("the table changed")
            seat_ = T.seat_of(doc, pid)
            rec = {"t": now, "v": doc["version"] + 1}
            if kind == "autopilot":
                away.away_of(doc)["autopilot"][pid] = rec
                line = msg(N_("{who} has not played for {late}: the deadline has passed, so the autopilot (the "
                              "computer player) plays for {who} until they come back (take over, or simply play)."),
                           who=seat(seat_), late=late)
            else:
                away.away_of(doc)["skip"][pid] = {**rec, "votes": []}
                others = [seat(T.seat_of(doc, p)) for p in away.voters(doc, pid)]
                line = msg(N_("{who} has not played for {late}: the deadline has passed. {others}: vote to skip "
                              "{who} to remove their seat ({need} votes needed), or keep waiting."),
                           who=seat(seat_), late=late, others=others, need=away.votes_needed(doc, pid))
            return [self.service.log_entry(doc, "deadline", seat_, line)], line

        return await self.service.update(planned["id"], change, "deadline", None)

    async def welcome_back(self, planned: dict, pid: str) -> dict:
        """`pid` plays again: autopilot off, any skip vote against them closed (no change if neither)."""
        def change(doc):
            if not away.clear(doc, pid):
                raise TableChanged("nothing to clear")
            back = T.seat_of(doc, pid)
            line = msg(N_("{who} is back: no more autopilot or skip vote for {who}."), who=seat(back))
            return [self.service.log_entry(doc, "deadline", back, line)], line

        try:
            return await self.service.update(planned["id"], change, "deadline", pid)
        except TableChanged:
            return await self.store.load(planned["id"]) or planned


def autopilot_at_deadline(doc: dict, pid: str, times) -> bool:
    """Whether autopilot plays for `pid` at the deadline: the table's choice, and always at a table of one,
    where nobody could vote to skip."""
    return times.on_deadline == "autopilot" or not away.voters(doc, pid)
