"""Issue 12.1 through the real Application: a saved move's board is never lost, whether the process
dies right after saving or is stopped cleanly with a press under way."""
from __future__ import annotations

import asyncio

from bot.announce import Announcer
from bot.models import Place, Player
from bot.service import ANNOUNCE_AFTER
from bot.telegram import TelegramAdapter, build_application, run
from bot.telegram.app import rate_limiter
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import TOKEN, FakeBotAPI, private_chat

PLAYERS = {f"telegram:{u['id']}": u for u in (ANN, BOB)}


def boards(api) -> list:
    return api.sent("sendPhoto", GROUP["id"])


async def castles_started(service) -> dict:
    ann, bob = (Player("telegram", str(u["id"]), u["first_name"]) for u in (ANN, BOB))
    doc = await service.create(Place("telegram", str(GROUP["id"])), "castles", {}, ann)
    await service.join(doc["id"], bob)
    return await service.start(doc["id"], ann)


async def test_a_process_that_dies_after_saving_loses_no_board(tg, service, monkeypatch):
    tid = await tg.open_table("castles")
    await tg.do(ANN, GROUP, "/start_game")
    shown = len(boards(tg.api))

    async def died(self, tid):  # the process that saved the move is gone before it posts
        return True
    monkeypatch.setattr(Announcer, "flush", died)
    who = PLAYERS[service.to_act(await service.table(tid))[0]]
    await tg.do(who, GROUP, "/move end-turn")
    assert len(boards(tg.api)) == shown
    monkeypatch.undo()
    service.clock_value[0] += ANNOUNCE_AFTER + 1  # any other process, a moment later
    await tg.adapter.delivery.announcer.run_due()
    await tg.settle()
    assert len(boards(tg.api)) == shown + 1
    board = boards(tg.api)[-1]
    assert "ends" in board.text.lower() and "tg://user?id=" in board.text  # the turn, and who is next


async def test_a_clean_stop_with_a_press_under_way_loses_no_board(service):
    api = await FakeBotAPI().start()
    api.chats[GROUP["id"]] = GROUP
    for u in (ANN, BOB):
        api.chats[u["id"]] = private_chat(u)

    def adapter():
        app = build_application(TOKEN, base_url=api.url, limiter=rate_limiter(100000, 100000))
        return TelegramAdapter(service, app, render=lambda view: b"png")

    doc = await castles_started(service)
    first = adapter()
    ready = asyncio.Event()
    task = asyncio.create_task(run(first, ready=ready))
    await asyncio.wait_for(ready.wait(), 10)
    try:
        who = PLAYERS[service.to_act(doc)[0]]
        api.command(who, GROUP, "/move end-turn")
        task.cancel()  # SIGTERM on a redeploy, with the press just arrived
        await asyncio.gather(task, return_exceptions=True)
        second = adapter()  # the new deploy
        ready = asyncio.Event()
        task = asyncio.create_task(run(second, ready=ready))
        await asyncio.wait_for(ready.wait(), 10)
        loop = asyncio.get_running_loop()
        end = loop.time() + 30  # generous: a loaded CI machine is slow; the loop ends as soon as it is posted
        while loop.time() < end:
            now = await service.table(doc["id"])
            if now["version"] > doc["version"] and any("ends" in b.text.lower() for b in boards(api)):
                break
            service.clock_value[0] += 1
            await asyncio.sleep(0.05)
        now = await service.table(doc["id"])
        assert now["version"] > doc["version"]  # the move was played by one of the two processes
        assert sum("ends" in b.text.lower() for b in boards(api)) == 1  # and its board posted once
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await api.stop()


async def test_a_board_of_two_images_keeps_one_board_in_edit_mode(service):
    """A board too big for one phone-sized image (Alhambra with 5-6 cities) comes as the main photo plus an
    album; in edit mode the previous album goes, so the group holds one board."""
    api = await FakeBotAPI().start()
    api.chats[GROUP["id"]] = GROUP
    app = build_application(TOKEN, base_url=api.url, limiter=rate_limiter(100000, 100000))
    adapter = TelegramAdapter(service, app, render=lambda view: [b"main", b"more"])
    ready = asyncio.Event()
    task = asyncio.create_task(run(adapter, ready=ready))
    await asyncio.wait_for(ready.wait(), 10)
    try:
        doc = await castles_started(service)
        await service.change_settings(doc["id"], Player("telegram", str(ANN["id"]), "Ann"), True,
                                      {"telegram_post": "edit"})
        for _ in range(12):  # a few turns on autopilot: a board each time the turn passes
            doc = await service.table(doc["id"])
            await service.autoplay(doc["id"], service.to_act(doc)[0], reason="test")
            await adapter.settled()
        albums = api.sent("sendMediaGroup", GROUP["id"])
        assert len(albums) >= 2 and not api.refused
        deleted = [c.params["message_id"] for c in api.sent("deleteMessage", GROUP["id"])]
        assert len(deleted) == len(albums) - 1  # every album but the last was removed
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await api.stop()
