"""Starting and stopping: `serve` by polling (and a clear log line on 409 Conflict), by webhook."""
from __future__ import annotations

import asyncio
import json
import logging
import socket

import httpx

from bot.config import Settings
from bot.telegram import TelegramAdapter, build_application, run, serve
from bot.telegram.app import rate_limiter, webhook_secret
from tests.telegram.fake_api import TOKEN, FakeBotAPI, group_chat, user


async def wait_until(predicate, timeout: float = 30) -> None:  # generous: a loaded machine is slow
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.02)


async def test_second_poller_gets_conflict_and_says_so(service, monkeypatch, caplog):
    api = await FakeBotAPI().start()
    api.conflict = True
    monkeypatch.setenv("TELEGRAM_API_URL", api.url)
    settings = Settings.from_env({"TELEGRAM_TOKEN": TOKEN})
    caplog.set_level(logging.INFO, logger="tavolo.telegram")
    task = asyncio.create_task(serve(service, settings))
    try:
        await wait_until(lambda: any("409 Conflict" in r.getMessage() for r in caplog.records))
        # the command menu was registered at start-up, before polling
        assert api.sent("setMyCommands")
        assert not task.done()  # it keeps retrying: the other process may stop
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await api.stop()
    conflict = next(r for r in caplog.records if "409 Conflict" in r.getMessage())
    assert conflict.levelno == logging.ERROR and "TELEGRAM_WEBHOOK_URL" in conflict.getMessage()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_webhook_mode_registers_the_hook_and_accepts_only_signed_updates(service):
    api = await FakeBotAPI().start()
    app = build_application(TOKEN, base_url=api.url, limiter=rate_limiter(1000, 1000))
    adapter = TelegramAdapter(service, app, render=lambda view: b"png")
    port = free_port()
    ready = asyncio.Event()
    task = asyncio.create_task(run(adapter, "https://bot.example.org/tg-hook", port, listen="127.0.0.1",
                                   ready=ready))
    try:
        await asyncio.wait_for(ready.wait(), 10)
        hook = api.sent("setWebhook")[-1]
        assert hook.params["url"] == "https://bot.example.org/tg-hook"
        assert hook.params["secret_token"] == webhook_secret(TOKEN) and TOKEN not in hook.params["secret_token"]
        group = group_chat(-555)
        api.chats[-555] = group
        update = {"update_id": 1, "message": {
            "message_id": 9, "date": 0, "chat": group, "from": user(7, "Eve"), "text": "/help",
            "entities": [{"type": "bot_command", "offset": 0, "length": 5}]}}
        async with httpx.AsyncClient() as client:
            url = f"http://127.0.0.1:{port}/tg-hook"
            forged = await client.post(url, content=json.dumps(update),
                                       headers={"Content-Type": "application/json"})
            assert forged.status_code == 403
            signed = await client.post(url, content=json.dumps(update),
                                       headers={"Content-Type": "application/json",
                                                "X-Telegram-Bot-Api-Secret-Token": webhook_secret(TOKEN)})
            assert signed.status_code == 200
        await wait_until(lambda: api.sent("sendMessage", -555))
        assert "Tavolo" in api.sent("sendMessage", -555)[0].text
        assert len(api.sent("sendMessage", -555)) == 1  # the forged update did nothing
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await api.stop()
