"""Latency of one move through the table service (load, check, apply, save, log; no rendering)
with many active tables in Redis. Prints one JSON line with p50_ms and p99_ms. Target: p99 < 20 ms.

    python bench/table_latency.py [--tables 1000] [--moves 2000] [--game castles] [--players 4]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TAVOLO_EXTRA_GAMES", "tests.games.pebbles:GAME")

from bot.events import Bus  # noqa: E402
from bot.models import Place, Player  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import Store, connect  # noqa: E402
from rules import get_game  # noqa: E402


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--game", default="castles")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    game = get_game(args.game)
    store = Store(connect(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")), f"tvbench-{uuid.uuid4().hex[:8]}")
    service = TableService(store, Bus())
    players = [Player("bench", str(i), f"P{i}") for i in range(args.players)]
    place = Place("bench", "c")
    try:
        ids = []
        for _ in range(args.tables):
            doc = await service.create(place, game.id, {}, players[0])
            for p in players[1:]:
                await service.join(doc["id"], p)
            ids.append((await service.start(doc["id"], players[0]))["id"])
        rng = random.Random(1)
        samples = []
        by_pid = {p.pid: p for p in players}
        while len(samples) < args.moves:
            tid = rng.choice(ids)
            doc = await service.table(tid)
            if doc["status"] != "active":
                ids.remove(tid)
                if not ids:
                    break
                continue
            player = by_pid[service.to_act(doc)[0]]
            opts = service.options_of(doc, player)
            choice = rng.randrange(len(opts.options))
            started = time.perf_counter()
            await service.move(tid, player, index=choice, version=opts.version)  # load, check, apply, save, log
            samples.append((time.perf_counter() - started) * 1000)
        samples.sort()
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        print(json.dumps({"game": game.id, "tables": args.tables, "moves": len(samples),
                          "p50_ms": round(statistics.median(samples), 3), "p99_ms": round(p99, 3),
                          "target_p99_ms": 20}))
    finally:
        await store.delete_prefix()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
