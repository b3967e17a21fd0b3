"""Fixtures: the real python-telegram-bot Application, polling a local stand-in of the Bot API,
wired to a TableService on real Redis."""
from __future__ import annotations

import asyncio
import json
import logging

import pytest_asyncio

from tests.telegram.fake_api import TOKEN, FakeBotAPI, Call, group_chat, private_chat, user

ANN, BOB, CID, DAN = user(1001, "Ann"), user(1002, "Bob"), user(1003, "Cid"), user(1004, "Dan")
GROUP = group_chat(-1001234)
TRAILER = b"\n--tavolo-test--"


def view_of_image(png: bytes) -> dict:
    """Which view an uploaded image was drawn from (the test renderer appends it after the PNG's end)."""
    assert TRAILER in png, "an image not drawn by the renderer"
    return json.loads(png.split(TRAILER, 1)[1])


class Harness:
    def __init__(self, api: FakeBotAPI, adapter, service):
        self.api = api
        self.adapter = adapter
        self.service = service

    async def settle(self, timeout: float = 30) -> None:
        """Wait until every scripted update was fetched and handled and its messages were sent (a generous
        bound: a loaded machine slows a computer player's thinking several times)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        calm = 0
        while calm < 3:
            last = self.api.updates[-1]["update_id"] if self.api.updates else 0
            if self.api.returned_upto >= last and self.adapter.idle:
                calm += 1
            else:
                calm = 0
            if loop.time() > end:
                raise TimeoutError("the bot did not settle")
            await asyncio.sleep(0.01)

    async def do(self, who: dict, chat: dict, text: str) -> list[Call]:
        """`who` sends a command in `chat`; the calls the bot made in response."""
        before = len(self.api.calls)
        self.api.command(who, chat, text)
        await self.settle()
        return self.api.calls[before:]

    async def press(self, who: dict, message: Call, data: str, query_id: str | None = None) -> Call:
        """`who` presses a button; the answerCallbackQuery the bot gave."""
        qid = self.api.press(who, message, data, query_id)
        await self.settle()
        answers = self.api.answers(qid)
        assert answers, f"press {data!r} was not answered"
        return answers[-1]

    async def open_table(self, new: str, joiner: dict | None = None, alone: bool = False) -> str:
        """Ann sends `/new <new>` in the group and `joiner` (Bob) presses Join (unless Ann plays `alone`: a
        solo game); the table id."""
        from bot.telegram import callbacks as cb

        await self.do(ANN, GROUP, f"/new {new}")
        lobby = self.api.sent("sendMessage", GROUP["id"])[-1]
        tid = next(d.split("|")[1] for d in lobby.callback_data if d.startswith("j|"))
        if alone:
            return tid
        answer = await self.press(joiner or BOB, lobby, cb.simple("j", tid))
        assert "at the table" in answer.params["text"]
        return tid

    def menus(self, who: dict, tid: str) -> list[Call]:
        """Move menus the bot sent to `who`'s private chat for table `tid`."""
        return [c for c in self.api.sent("sendPhoto", who["id"])
                if any(d.startswith(f"o|{tid}|") for d in c.callback_data)]

    def group_texts(self) -> list[str]:
        return [c.text for c in self.api.calls if c.chat == GROUP["id"]]


@pytest_asyncio.fixture
async def tg(service):
    from render import render_png

    from bot.telegram import TelegramAdapter, build_application, run
    from bot.telegram.app import rate_limiter

    def render(view: dict) -> bytes:
        mark = {"table": view.get("table"), "seat": view.get("seat"), "version": view.get("version")}
        return render_png(view) + TRAILER + json.dumps(mark).encode()

    errors: list[logging.LogRecord] = []

    class Collect(logging.Handler):
        def emit(self, record):
            errors.append(record)

    catcher = Collect(logging.ERROR)
    logging.getLogger().addHandler(catcher)
    api = await FakeBotAPI().start()
    api.chats[GROUP["id"]] = GROUP
    for u in (ANN, BOB, CID):
        api.chats[u["id"]] = private_chat(u)
    # The real limiter, with limits high enough for a test game played in a second.
    app = build_application(TOKEN, base_url=api.url, limiter=rate_limiter(100000, 100000))
    adapter = TelegramAdapter(service, app, render=render)
    ready = asyncio.Event()
    task = asyncio.create_task(run(adapter, ready=ready))
    await asyncio.wait_for(ready.wait(), 10)
    harness = Harness(api, adapter, service)
    try:
        yield harness
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await api.stop()
        logging.getLogger().removeHandler(catcher)
    # a delivery that failed is only logged (the bus must not break a move): fail the test on it
    assert not errors, [f"{r.name}: {r.getMessage()} {r.exc_info}" for r in errors]
    # the real Bot API refuses what a stand-in might accept: no call may be refused by design
    refused = [(c.method, c.chat, why) for c, code, why in api.refused if c.chat not in api.gone]
    assert not refused, refused
