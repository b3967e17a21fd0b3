"""Reminder queue at scale: 100,000 planned looks in Redis, how long finding and claiming the due ones takes.

Usage: python bench/reminders_claim.py [--total 100000] [--due 1000] [--batch 100]
Uses REDIS_URL (default redis://127.0.0.1:6379/0) under a prefix of its own, removed afterwards.
Prints one JSON line.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis.asyncio as aioredis  # noqa: E402

from bot.reminders.queue import Queue, member  # noqa: E402


async def main(total: int, due: int, batch: int) -> dict:
    r = aioredis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), decode_responses=True)
    prefix = f"bench-rem-{uuid.uuid4().hex[:8]}"
    q = Queue(r, prefix)
    now = 1_900_000_000.0
    try:
        # Plan `total` looks: `due` of them in the past hour, the rest spread over the coming week.
        t0 = time.perf_counter()
        for start in range(0, total, 10_000):
            mapping = {}
            for i in range(start, min(total, start + 10_000)):
                when = now - 3600 * (i + 1) / due if i < due else now + 1 + (i * 7919 % 604_800)
                mapping[member(f"t{i:06d}", f"discord:{i % 997}")] = when
            await r.zadd(q.due_key, mapping)
        load_s = time.perf_counter() - t0

        # Planning cost: the versioned schedule script, as table events call it.
        n_sched = 2000
        t0 = time.perf_counter()
        for i in range(n_sched):
            await q.schedule(f"s{i}", "discord:1", i, now + 86_400 + i)
        schedule_us = (time.perf_counter() - t0) / n_sched * 1e6
        await r.zrem(q.due_key, *[member(f"s{i}", "discord:1") for i in range(n_sched)])

        # An idle poll: nothing due yet among all of them (what every process does every few seconds).
        idle = []
        for _ in range(200):
            t0 = time.perf_counter()
            assert await q.claim(now - 7200, batch) == []
            idle.append(time.perf_counter() - t0)
        idle.sort()

        # Claim every due look, batch by batch.
        claimed, calls = 0, 0
        t0 = time.perf_counter()
        while True:
            got = await q.claim(now, batch)
            calls += 1
            claimed += len(got)
            if len(got) < batch:
                break
        claim_s = time.perf_counter() - t0
        assert claimed == due, (claimed, due)
        return {
            "bench": "reminders_claim", "scheduled": total, "due": due, "batch": batch, "claimed": claimed,
            "claim_all_due_ms": round(claim_s * 1000, 2), "claim_calls": calls,
            "ms_per_claim_call": round(claim_s * 1000 / calls, 3),
            "idle_poll_ms_median": round(idle[len(idle) // 2] * 1000, 3),
            "idle_poll_ms_p99": round(idle[int(len(idle) * 0.99)] * 1000, 3),
            "schedule_us_per_call": round(schedule_us, 1), "load_s": round(load_s, 2),
        }
    finally:
        for key in (q.due_key, q.lease_key, q.ver_key):
            await r.delete(key)
        await r.aclose()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--total", type=int, default=100_000)
    ap.add_argument("--due", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=100)
    a = ap.parse_args()
    print(json.dumps(asyncio.run(main(a.total, a.due, a.batch))))
