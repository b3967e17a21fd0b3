"""The delayed-job queue on Redis: a sorted set of "look at (table, player) at time T".

The field's usual pattern (Sidekiq's scheduled set, BullMQ's delayed set): members scored by due
time, claimed atomically by a Lua script that moves them to a lease set, re-queued when a lease
runs out (at-least-once), and a `SET NX` guard before anything is sent, so at-least-once becomes
once per reminder. Every key here shares the hash tag `{rem}`, so the scripts stay legal on a
Redis Cluster. Nothing is kept in process memory: a restarted process simply claims again.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot import scripts

SENT_TTL = 8 * 86400  # longer than any gap between two reminders of one slot (7 d max setting)


@dataclass(frozen=True)
class Claim:
    tid: str
    pid: str
    due: float
    lease: float  # the lease expiry this worker holds

    @property
    def member(self) -> str:
        return member(self.tid, self.pid)


def member(tid: str, pid: str) -> str:
    return f"{tid}|{pid}"


def split(m: str) -> tuple[str, str]:
    tid, _, pid = m.partition("|")
    return tid, pid


class Queue:
    def __init__(self, redis, prefix: str, lease: float = 300.0, tag: str = "rem"):
        """`tag`: the hash tag of this queue's keys (the reminders' `rem`; the computer players' `bots`)."""
        self.r = redis
        self.prefix = prefix
        self.lease = lease
        self.due_key = f"{prefix}:{{{tag}}}:due"
        self.lease_key = f"{prefix}:{{{tag}}}:lease"
        self.ver_key = f"{prefix}:{{{tag}}}:ver"
        self._claim = scripts.load(redis, "bot.reminders", "claim.lua")
        self._schedule = scripts.load(redis, "bot.reminders", "schedule.lua")

    def sent_key(self, tid: str, pid: str, anchor: float, slot: int | str) -> str:
        return f"{self.prefix}:rem:sent:{tid}:{pid}:{int(anchor)}:{slot}"

    async def schedule(self, tid: str, pid: str, version: int, when: float | None, *,
                       forget: bool = False, lease: float | None = None) -> bool:
        """Look at (tid, pid) at `when` (None: cancel), decided from table `version`. False if stale."""
        args = [member(tid, pid), version, "" if when is None else repr(float(when)),
                "forget" if forget else "", "" if lease is None else repr(float(lease))]
        return bool(await self._schedule(keys=[self.due_key, self.ver_key, self.lease_key], args=args))

    async def claim(self, now: float, limit: int = 100) -> list[Claim]:
        """Due members, now leased to the caller until now + lease."""
        until = now + self.lease
        flat = await self._claim(keys=[self.due_key, self.lease_key], args=[repr(float(now)), repr(until), limit])
        out = []
        for i in range(0, len(flat), 2):
            tid, pid = split(flat[i] if isinstance(flat[i], str) else flat[i].decode())
            out.append(Claim(tid, pid, float(flat[i + 1]), until))
        return out

    async def release(self, c: Claim, version: int, when: float | None, forget: bool = False) -> bool:
        """End the lease and set the next look, unless a newer table version decided it meanwhile."""
        return await self.schedule(c.tid, c.pid, version, when, forget=forget, lease=c.lease)

    async def unlease(self, c: Claim) -> None:
        """End the lease only (the caller already rescheduled the member from a newer table version)."""
        await self._schedule(keys=[self.due_key, self.ver_key, self.lease_key],
                             args=[c.member, "", "", "", repr(float(c.lease))])

    async def first_send(self, key: str) -> bool:
        """True for exactly one caller per key: the send guard."""
        return bool(await self.r.set(key, "1", nx=True, ex=SENT_TTL))

    async def due_at(self, tid: str, pid: str) -> float | None:
        score = await self.r.zscore(self.due_key, member(tid, pid))
        return None if score is None else float(score)

    async def leased(self, tid: str, pid: str) -> bool:
        return await self.r.zscore(self.lease_key, member(tid, pid)) is not None

    async def size(self) -> int:
        return int(await self.r.zcard(self.due_key))
