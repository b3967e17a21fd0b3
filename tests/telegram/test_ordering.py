"""One person's updates are handled in the order they were sent, everyone else's alongside (ordering.py)."""
from __future__ import annotations

import asyncio

from telegram import Update

from bot.telegram.ordering import InOrderPerSender
from rules.registry import get_game
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import private_chat

PLAYERS = {f"telegram:{u['id']}": u for u in (ANN, BOB)}


def update(update_id: int, who: dict, text: str) -> Update:
    chat = private_chat(who)
    return Update.de_json({"update_id": update_id, "message": {
        "message_id": update_id, "date": 0, "chat": chat, "from": who, "text": text}}, None)


async def test_a_senders_later_update_waits_for_the_earlier_one_and_others_do_not():
    processor = InOrderPerSender(16)
    done: list[str] = []

    async def handle(name: str, seconds: float):
        await asyncio.sleep(seconds)
        done.append(name)

    jobs = [(update(1, ANN, "/move take"), handle("Ann's first", 0.2)),  # slow: an image to draw, say
            (update(2, ANN, "/move buy"), handle("Ann's second", 0.0)),
            (update(3, BOB, "/status"), handle("Bob's", 0.0))]
    # as the Application does: one task per update, started in the order the updates came
    await asyncio.gather(*(asyncio.create_task(processor.process_update(u, c)) for u, c in jobs))
    assert done == ["Bob's", "Ann's first", "Ann's second"]
    assert not len(processor.queues)  # nothing kept once a sender's updates are done


async def test_an_update_of_nobody_is_not_held_up():
    processor = InOrderPerSender(4)
    done: list[str] = []

    async def handle():
        done.append("it")

    await processor.process_update(object(), handle())
    assert done == ["it"]


async def test_two_moves_typed_back_to_back_are_both_applied_in_order(tg, service):
    assert isinstance(tg.adapter.app.update_processor, InOrderPerSender)
    tid = await tg.open_table("castles")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    pid = service.to_act(doc)[0]
    seat = doc["seats"].index(pid)
    game = get_game("castles")
    st = game.load(doc["state"])
    first = game.default_action(st, seat)
    game.apply(st, seat, first)
    assert game.current(st) == [seat], "a Castles turn has two dice: the same player moves again"
    second = game.default_action(st, seat)
    who = PLAYERS[pid]
    # both in one batch of updates, the second sent before the first was answered
    tg.api.command(who, private_chat(who), f"/move {first.text}")
    tg.api.command(who, private_chat(who), f"/move {second.text}")
    await tg.settle()
    moves = [e["action"] for e in await service.store.log(tid, 50) if e["kind"] == "move"]
    assert moves[-2:] == [first.text, second.text]
