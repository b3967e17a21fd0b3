"""How much Redis a finished table takes, and what 10,000 finished games a month cost (issue 20).

Plays N games of each game through the table service (uniformly random legal moves, every seat a person,
real Redis under a prefix of its own, removed afterwards) and measures every key of each finished table
with MEMORY USAGE: as the table is stored now (document and log packed as it closed) and as the code before the
packing stored it (the same document as JSON, the same log entries pushed one by one onto a list), and
that old form once `python -m bot.compact` packed it. Finished tables
are kept 30 days, so a month's games are all resident: the projection is 10,000 times the mean.
One JSON line per game, then a total line.

    python bench/finished_size.py [--games 3] [--players 4] [--only castles,alhambra]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.events import Bus  # noqa: E402
from bot.models import Place, Player  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import Store, connect  # noqa: E402

GAMES = ("castles", "alhambra", "bruges", "macao", "colonia")
MONTH = 10_000  # finished games a month, all resident under the 30-day TTL
GOAL_MB = 250


async def play(service: TableService, game: str, players: list[Player], rng: random.Random) -> dict:
    """One whole game of random legal moves, by option number as a button would send them."""
    by_pid = {p.pid: p for p in players}
    doc = await service.create(Place("bench", "c"), game, {}, players[0])
    for p in players[1:]:
        await service.join(doc["id"], p)
    doc = await service.start(doc["id"], players[0])
    while doc["status"] == "active":
        player = by_pid[rng.choice(service.to_act(doc))]
        opts = service.options_of(doc, player)
        doc = await service.move(doc["id"], player, index=rng.randrange(len(opts.options)), version=opts.version)
    return doc


async def key_sizes(store: Store, tid: str) -> dict[str, int]:
    """MEMORY USAGE of every key of table `tid` (its hash tag), by the key's last part."""
    out = {}
    async for key in store.r.scan_iter(match=f"{store.prefix}:{{t:{tid}}}:*", count=500):
        out[key.split("}:", 1)[1]] = int(await store.r.memory_usage(key, samples=0) or 0)
    return dict(sorted(out.items()))


async def old_form(store: Store, tid: str) -> str:
    """A copy of table `tid` as the code before packing stored a finished table (the document as it is, the
    log a list of JSON entries), under a scratch id in the same prefix: that copy's id."""
    copy = "old" + tid
    r, k = store.r, store._k
    doc = await store.load(tid)
    doc.pop("refs")
    doc["id"] = copy  # the same JSON but for the id's three more letters
    entries = await store.full_log(tid)
    async with r.pipeline(transaction=False) as p:
        p.set(k(copy, "table"), json.dumps(doc, separators=(",", ":")))
        p.set(k(copy, "ver"), await r.get(k(tid, "ver")))
        p.rpush(k(copy, "log"), *[json.dumps(e, separators=(",", ":"), ensure_ascii=False) for e in entries])
        await p.execute()
    return copy


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3, help="finished games per game")
    parser.add_argument("--players", type=int, default=4, help="a count every game plays (3 or 4)")
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    store = Store(connect(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")), f"tvbench-{uuid.uuid4().hex[:8]}")
    service = TableService(store, Bus())
    players = [Player("bench", str(i), f"Player {i + 1}") for i in range(args.players)]
    rng = random.Random(args.seed)
    totals_before, totals_after, largest = [], [], 0
    try:
        for game in args.only.split(","):
            before, after, swept, moves = [], [], [], []
            for _ in range(args.games):
                doc = await play(service, game, players, rng)
                tid = doc["id"]
                copy = await old_form(store, tid)
                before.append(await key_sizes(store, copy))
                after.append(await key_sizes(store, tid))
                await store.compact(copy)  # what `python -m bot.compact` makes of a table closed before packing
                swept.append(await key_sizes(store, copy))
                moves.append(len(await store.full_log(tid)))
                largest = max(largest, sum(after[-1].values()))
            mean = lambda rows: {k: round(sum(r.get(k, 0) for r in rows) / len(rows))  # noqa: E731
                                 for k in sorted({k for r in rows for k in r})}
            b, a = mean(before), mean(after)
            tb, ta = sum(b.values()), sum(a.values())
            totals_before.append(tb)
            totals_after.append(ta)
            print(json.dumps({"game": game, "players": args.players, "games": args.games,
                              "log_entries": round(sum(moves) / len(moves)),
                              "before_bytes": b, "before_total": tb, "after_bytes": a, "after_total": ta,
                              "ratio": round(tb / ta, 1), "old_form_swept_total": sum(mean(swept).values()), "month_mb_before": round(tb * MONTH / 1e6, 1),
                              "month_mb_after": round(ta * MONTH / 1e6, 1)}), flush=True)
        tb = sum(totals_before) / len(totals_before)
        ta = sum(totals_after) / len(totals_after)
        print(json.dumps({"total": True, "games_each": args.games, "mean_table_bytes_before": round(tb),
                          "mean_table_bytes_after": round(ta), "largest_table_after": largest,
                          f"month_{MONTH}_games_mb_before": round(tb * MONTH / 1e6, 1),
                          f"month_{MONTH}_games_mb_after": round(ta * MONTH / 1e6, 1), "goal_mb": GOAL_MB}))
    finally:
        await store.delete_prefix()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
