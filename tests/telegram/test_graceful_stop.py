"""SIGTERM: stop taking updates, let the work under way finish, exit 0, lose nothing; and the readiness
state (bot/lifecycle.py) the ops endpoints read.

End to end: `python -m bot` as a process of its own serves Telegram against the loopback stand-in of the
Bot API, on real Redis under a prefix of its own; the stand-in holds or fails the group's board posts on
demand, so that a stop lands while a move's board is in flight or still unposted."""
from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from aiohttp import web

from bot import lifecycle
from bot.announce import Announcer
from bot.config import Settings
from bot.events import Bus
from bot.main import serve_adapters
from bot.models import Place, Player
from bot.service import TableService
from tests.cluster import SINGLE_URL as REDIS_URL
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import TOKEN, WELL_FORMED_TOKEN, FakeBotAPI, private_chat
from tests.test_config_checks import clean_env

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = {f"telegram:{u['id']}": u for u in (ANN, BOB)}


class Gate(FakeBotAPI):
    """The stand-in, able to hold the group's board posts (until `release`) or fail them (502)."""

    def __init__(self, token: str = TOKEN):
        super().__init__(token)
        self.holding: asyncio.Event | None = None
        self.held = asyncio.Event()  # a board post is waiting at the gate
        self.fail = False
        self.failed = asyncio.Event()
        self.polls = 0

    def hold(self) -> None:
        self.holding, self.held = asyncio.Event(), asyncio.Event()

    def release(self) -> None:
        self.holding.set()
        self.holding = None

    async def _handle(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if method == "getUpdates":
            self.polls += 1
        elif method in ("sendPhoto", "sendMediaGroup") and (await request.post()).get("chat_id") == str(GROUP["id"]):
            if self.fail:
                self.failed.set()
                return web.json_response({"ok": False, "error_code": 502, "description": "Bad Gateway"}, status=502)
            if self.holding is not None:
                gate = self.holding
                self.held.set()
                await gate.wait()
        return await super()._handle(request)

    def boards(self) -> list:
        return [c for c in self.sent("sendPhoto", GROUP["id"]) if "ends" in c.text.lower()]


async def until(predicate, timeout: float = 60) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.05)


async def castles_started(service) -> dict:
    ann, bob = (Player("telegram", str(u["id"]), u["first_name"]) for u in (ANN, BOB))
    doc = await service.create(Place("telegram", str(GROUP["id"])), "castles", {}, ann)
    await service.join(doc["id"], bob)
    return await service.start(doc["id"], ann)


async def gate_for(token: str) -> Gate:
    api = await Gate(token).start()
    api.chats[GROUP["id"]] = GROUP
    for u in (ANN, BOB):
        api.chats[u["id"]] = private_chat(u)
    return api


class Bot:
    """`python -m bot` serving Telegram in a process of its own; its stderr kept in a file."""

    def __init__(self, api: Gate, prefix: str, log: Path):
        self.api, self.prefix, self.log = api, prefix, log

    async def start(self) -> "Bot":
        env = clean_env(TELEGRAM_TOKEN=WELL_FORMED_TOKEN, TELEGRAM_API_URL=self.api.url, REDIS_URL=REDIS_URL,
                        TAVOLO_PREFIX=self.prefix, TAVOLO_AI_WORKERS="0", LOG_LEVEL="INFO")
        self.err = open(self.log, "w")
        polls = self.api.polls
        self.proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                         stdout=self.err, stderr=self.err)
        await until(lambda: self.api.polls > polls or self.proc.returncode is not None)
        assert self.proc.returncode is None, self.log.read_text()
        return self

    def term(self) -> None:
        self.proc.send_signal(signal.SIGTERM)

    async def exit_code(self) -> int:
        code = await asyncio.wait_for(self.proc.wait(), 40)
        self.err.close()
        return code

    @property
    def stderr(self) -> str:
        return self.log.read_text()


async def test_sigterm_finishes_the_move_under_way_and_leaves_an_unposted_board_to_the_next_process(store, tmp_path):
    service = TableService(store, Bus())  # the real clock, like the bot's processes
    doc = await castles_started(service)
    tid = doc["id"]
    api = await gate_for(WELL_FORMED_TOKEN)
    try:
        # 1. a stop while a move's board is in flight: the process waits for it, posts it, exits 0
        first = await Bot(api, store.prefix, tmp_path / "first.log").start()
        await until(lambda: api.sent("sendPhoto", GROUP["id"]))  # its start-up sweep posted the opening board
        api.hold()
        api.command(PLAYERS[service.to_act(doc)[0]], GROUP, "/move end-turn")
        await asyncio.wait_for(api.held.wait(), 30)  # saved; its board is on the way
        first.term()
        await asyncio.sleep(1.0)
        assert first.proc.returncode is None  # still finishing what it started
        assert api.boards() == []
        api.release()
        assert await first.exit_code() == 0, first.stderr
        assert len(api.boards()) == 1  # the board of the move under way, posted after SIGTERM
        after = await store.load(tid)
        assert after["version"] > doc["version"]
        assert (await store.announced(tid))["v"] >= after["post_v"]
        assert "shutting down" in first.stderr and "Traceback" not in first.stderr, first.stderr

        # 2. a board that could not be posted when the stop came stays recorded in Redis
        second = await Bot(api, store.prefix, tmp_path / "second.log").start()
        api.fail = True
        api.command(PLAYERS[service.to_act(after)[0]], GROUP, "/move end-turn")
        await asyncio.wait_for(api.failed.wait(), 30)
        # the refusal logged first (with its traceback, as any failed delivery is), then the stop: what
        # follows "shutting down" must be clean
        await until(lambda: "delivering moved event" in second.log.read_text(), 30)
        second.term()
        assert await second.exit_code() == 0, second.stderr
        moved = await store.load(tid)
        assert moved["version"] > after["version"]  # the move is saved
        assert (await store.announced(tid))["v"] < moved["post_v"]  # its board is not posted...
        assert tid in dict(await store.announce_list("telegram", float("inf")))  # ...and still due
        assert len(api.boards()) == 1
        assert "Traceback" not in second.stderr.split("shutting down", 1)[1], second.stderr  # a clean stop

        # 3. the next process posts it
        api.fail = False
        third = await Bot(api, store.prefix, tmp_path / "third.log").start()
        await until(lambda: len(api.boards()) == 2, 30)
        third.term()
        assert await third.exit_code() == 0, third.stderr
        assert (await store.announced(tid))["v"] >= moved["post_v"]
        assert "Traceback" not in third.stderr, third.stderr
    finally:
        for bot in [b for b in locals().values() if isinstance(b, Bot)]:
            if bot.proc.returncode is None:
                bot.proc.kill()
                await bot.proc.wait()
        if api.holding is not None:
            api.release()
        await api.stop()


async def test_ready_after_connecting_and_sweeping_not_ready_from_the_moment_of_sigterm(monkeypatch, redis_url):
    """In this process: `serve_adapters` (as `python -m bot` runs it), the readiness the ops endpoints read."""
    from bot.store import Store, connect

    lifecycle.reset()
    api = await gate_for(TOKEN)
    monkeypatch.setenv("TELEGRAM_API_URL", api.url)
    prefix = f"tvtest-{os.urandom(5).hex()}"
    service = TableService(Store(connect(redis_url), prefix), Bus())  # serve_adapters closes its store
    doc = await castles_started(service)
    settings = Settings.from_env({"TELEGRAM_TOKEN": TOKEN, "TAVOLO_AI_WORKERS": "0"})
    swept, sweep = asyncio.Event(), Announcer.sweep

    async def slow_sweep(self):  # the start-up sweep of boards the channels miss, held until the test lets it
        await swept.wait()
        return await sweep(self)

    monkeypatch.setattr(Announcer, "sweep", slow_sweep)
    task = asyncio.create_task(serve_adapters(service, settings, ["bot.telegram"]))
    try:
        await until(lambda: lifecycle.platforms().get("telegram"), 30)  # connected, polling...
        await asyncio.sleep(0.3)
        assert not lifecycle.is_ready() and not lifecycle.stopping()  # ...but not ready before the sweep
        swept.set()
        await until(lifecycle.is_ready, 30)
        assert lifecycle.platforms() == {"telegram": True}
        await until(lambda: api.sent("sendPhoto", GROUP["id"]))  # the opening board
        api.hold()
        api.command(PLAYERS[service.to_act(doc)[0]], GROUP, "/move end-turn")
        await asyncio.wait_for(api.held.wait(), 30)
        os.kill(os.getpid(), signal.SIGTERM)  # caught by serve_adapters' handler on this loop
        await until(lifecycle.stopping, 5)
        assert not lifecycle.is_ready() and not task.done()  # not ready at once, while the board is in flight
        api.release()
        assert await asyncio.wait_for(task, 40) == 0
        assert lifecycle.platforms() == {"telegram": False}
        assert len(api.boards()) == 1
    finally:
        if not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        await api.stop()
        lifecycle.reset()
        cleanup = Store(connect(redis_url), prefix)
        await cleanup.delete_prefix()
        await cleanup.close()


async def test_an_update_taken_off_the_queue_but_not_yet_handled_is_handled_before_closing(service, monkeypatch):
    """The library takes an update off its queue and only then hands it to the bot's handler: a stop in between
    must still handle it and post its board (it used to be handled while closing, its board cut off)."""
    from telegram.ext import Application

    from bot.telegram import TelegramAdapter, build_application, run
    from bot.telegram.app import rate_limiter

    api = await gate_for(TOKEN)
    adapter = TelegramAdapter(service, build_application(TOKEN, base_url=api.url, limiter=rate_limiter(1e5, 1e5)),
                              render=lambda view: b"png")
    process, taken = Application.process_update, asyncio.Event()

    async def slowly(self, update):  # the window between the queue and the handler, widened
        if getattr(update, "message", None) is not None:
            taken.set()
            await asyncio.sleep(0.5)
        await process(self, update)

    monkeypatch.setattr(Application, "process_update", slowly)
    doc = await castles_started(service)
    ready = asyncio.Event()
    task = asyncio.create_task(run(adapter, ready=ready))
    try:
        await asyncio.wait_for(ready.wait(), 10)
        await until(lambda: api.sent("sendPhoto", GROUP["id"]))  # the opening board
        api.command(PLAYERS[service.to_act(doc)[0]], GROUP, "/move end-turn")
        await asyncio.wait_for(taken.wait(), 10)
        task.cancel()  # what SIGTERM does to the adapter
        await asyncio.gather(task, return_exceptions=True)
        after = await service.table(doc["id"])
        assert after["version"] > doc["version"]
        assert len(api.boards()) == 1 and (await service.store.announced(doc["id"]))["v"] >= after["post_v"]
    finally:
        if not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        await api.stop()
