"""Scaling out: moves per second, with the public board drawn after each move, for 1, 2 and 4 bot processes
on the same Redis, and the CPU each move costs. Prints one JSON line per process count.

Each bot process (multiprocessing, spawn) has its own table service, store connection and image workers
(bot/drawing.py, TAVOLO_RENDER_WORKERS or `--render-workers`), plays its own tables concurrently (random legal
moves through the service's move API, as a button press does) and draws each table's public board after every
move through bot/drawing.py, as an adapter posting it would. After a warm-up (tables set up, image workers
started) every process plays for the same `--seconds`. CPU: each bot process with its image workers (Linux
/proc), summed; Redis's own CPU (INFO, a server maybe shared with other work) is reported apart.

    python bench/scale_out.py [--processes 1,2,4] [--seconds 20] [--tables 4] [--game castles] [--players 4]
                              [--render-workers N] [--no-images]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import drawing  # noqa: E402
from bot.events import Bus  # noqa: E402
from bot.models import Place, Player  # noqa: E402
from bot.service import TableService  # noqa: E402
from bot.store import Store, connect  # noqa: E402

REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
WARM_UP = 4.0  # s of play before the measured window: every image worker has started and loaded its fonts
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a live process, from /proc/<pid>/stat (fields 14 and 15, in clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def own_cpu() -> float:
    """This bot process and its image workers (its live child processes)."""
    return time.process_time() + sum(cpu_seconds(p.pid) for p in multiprocessing.active_children())


async def redis_cpu(store: Store) -> float:
    info = await store.r.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


class Bench:
    def __init__(self, index: int, args, prefix: str):
        self.index, self.args = index, args
        self.store = Store(connect(REDIS_URL), prefix)
        self.service = TableService(self.store, Bus())
        self.drawer = drawing.use(drawing.Drawer(args.render_workers))
        self.players = [Player("bench", f"{index}-{i}", f"P{i + 1}") for i in range(args.players)]
        self.by_pid = {p.pid: p for p in self.players}
        self.rng = random.Random(index)
        self.moves = 0

    async def new_table(self, place: Place) -> str:
        doc = await self.service.create(place, self.args.game, {}, self.players[0])
        for p in self.players[1:]:
            await self.service.join(doc["id"], p)
        return (await self.service.start(doc["id"], self.players[0]))["id"]

    async def play(self, place: Place, until: float) -> None:
        """Random legal moves at one table (a new one when it ends), drawing its board after each."""
        tid = await self.new_table(place)
        while time.monotonic() < until:
            doc = await self.service.table(tid)
            if doc["status"] != "active":
                tid = await self.new_table(place)
                continue
            player = self.by_pid[self.service.to_act(doc)[0]]
            opts = self.service.options_of(doc, player)
            doc = await self.service.move(tid, player, index=self.rng.randrange(len(opts.options)),
                                          version=opts.version)
            if self.args.images:
                await drawing.pngs(self.service.view_of(doc, None), self.store)
            self.moves += 1

    async def run(self, barrier, results) -> None:
        places = [Place("bench", f"p{self.index}-t{t}") for t in range(self.args.tables)]
        try:
            await asyncio.gather(*(self.play(p, time.monotonic() + WARM_UP) for p in places))
            await asyncio.to_thread(barrier.wait)  # every process starts its window together
            self.moves = 0
            redis_before = await redis_cpu(self.store) if self.index == 0 else 0.0
            cpu_before, started = own_cpu(), time.monotonic()
            await asyncio.gather(*(self.play(p, started + self.args.seconds) for p in places))
            seconds, cpu = time.monotonic() - started, own_cpu() - cpu_before
            redis = await redis_cpu(self.store) - redis_before if self.index == 0 else 0.0
            results.put({"moves": self.moves, "seconds": seconds, "cpu": cpu, "redis_cpu": redis})
        finally:
            self.drawer.close()
            await self.store.close()


def bot_process(index: int, args, prefix: str, barrier, results) -> None:
    asyncio.run(Bench(index, args, prefix).run(barrier, results))


def measure(n: int, args, prefix: str) -> dict:
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(n), ctx.Queue()
    procs = [ctx.Process(target=bot_process, args=(i, args, prefix, barrier, results)) for i in range(n)]
    for p in procs:
        p.start()
    got = [results.get(timeout=args.seconds + 600) for _ in procs]
    for p in procs:
        p.join()
    moves = sum(r["moves"] for r in got)
    seconds = max(r["seconds"] for r in got)
    return {"processes": n, "game": args.game, "players": args.players, "tables_per_process": args.tables,
            "images": args.images, "render_workers": os.cpu_count() if args.render_workers is None else args.render_workers,
            "moves": moves, "seconds": round(seconds, 2), "moves_per_second": round(moves / seconds, 1),
            "cpu_seconds_per_move": round(sum(r["cpu"] for r in got) / max(moves, 1), 4),
            "redis_cpu_seconds_per_move": round(sum(r["redis_cpu"] for r in got) / max(moves, 1), 5),
            "cores": os.cpu_count()}


async def clean(prefix: str) -> None:
    store = Store(connect(REDIS_URL), prefix)
    await store.delete_prefix()
    await store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--processes", default="1,2,4", help="bot process counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured play per process count")
    parser.add_argument("--tables", type=int, default=4, help="tables each bot process plays at once")
    parser.add_argument("--game", default="castles")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--render-workers", type=int, default=None,
                        help="image processes per bot process (default: one per core, as the bot's)")
    parser.add_argument("--no-images", dest="images", action="store_false", help="moves only, no boards drawn")
    args = parser.parse_args()
    prefix = f"tvbench-{uuid.uuid4().hex[:8]}"
    try:
        for n in (int(x) for x in args.processes.split(",")):
            print(json.dumps(measure(n, args, prefix)), flush=True)
    finally:
        asyncio.run(clean(prefix))


if __name__ == "__main__":
    main()
