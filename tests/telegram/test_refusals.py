"""Issue 12.3 through the real Application: forged buttons are answered and refused, and a board goes
only where its table lives."""
from __future__ import annotations

from tests.telegram.conftest import ANN, CID, GROUP
from tests.telegram.fake_api import group_chat, private_chat


async def test_forged_buttons_are_answered_and_change_nothing(tg, service):
    tid = await tg.open_table("pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]
    other = group_chat(-777, "Strangers")
    tg.api.chats[other["id"]] = other
    forged = [f"v|{tid}|{doc['version']}|0|x|0", f"v|{tid}|{doc['version']}|0|-1|0", f"G|{tid}|x|0|0",
              f"o|{tid}|{doc['version']}|0|99999", "p|zzzzzz", "h|zzzzzz"]
    for data in forged:
        answer = await tg.press(ANN, lobby, data)
        assert answer.params.get("text"), data  # answered with a reason: no spinner left running
    assert (await service.table(tid))["version"] == doc["version"]


async def test_a_board_is_posted_only_where_its_table_lives(tg, service):
    tid = await tg.open_table("pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    other = group_chat(-777, "Strangers")
    tg.api.chats[other["id"]] = other
    await tg.do(CID, other, "/help")  # a message in the other group to press under
    message = tg.api.sent("sendMessage", other["id"])[-1]
    answer = await tg.press(CID, message, f"p|{tid}")
    assert "another group" in answer.params["text"]
    assert not tg.api.sent("sendDocument", other["id"])
    await tg.do(CID, private_chat(CID), "/help")
    message = tg.api.sent("sendMessage", CID["id"])[-1]
    answer = await tg.press(CID, message, f"p|{tid}")  # not seated: no board in private either
    assert "not seated" in answer.params["text"]
    assert not tg.api.sent("sendDocument", CID["id"])


async def test_a_player_who_blocked_the_bot_is_named_on_the_board_with_the_way_back(tg, service):
    from tests.telegram.conftest import BOB

    tid = await tg.open_table("pebbles")
    for who in (ANN, BOB):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    tg.api.gone.add(BOB["id"])  # Bob blocks the bot
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    lead = ANN if service.to_act(doc) == [f"telegram:{ANN['id']}"] else BOB
    await tg.do(lead, GROUP, "/move single")
    board = tg.api.sent("sendPhoto", GROUP["id"])[-1]
    assert f"tg://user?id={BOB['id']}" in board.text and "My hand" in board.text


async def test_a_group_that_removed_the_bot_does_not_stop_the_game(tg, service):
    """403 from the group: the players are told privately once, play on in private, and after
    GONE_DAYS the table closes."""
    from bot.telegram.delivery import GONE_DAYS
    from tests.telegram.conftest import BOB

    tid = await tg.open_table("pebbles stakes=no rounds=3")
    for who in (ANN, BOB):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    tg.api.gone.add(GROUP["id"])  # the bot is removed from the group

    async def everyone_plays():
        doc = await service.table(tid)
        for pid in service.to_act(doc):
            who = ANN if pid == f"telegram:{ANN['id']}" else BOB
            menu = tg.menus(who, tid)[-1]
            data = next(d for d in menu.callback_data if d.startswith("o|"))
            await tg.press(who, menu, data)

    await everyone_plays()  # the round resolves: its board cannot be posted
    for who in (ANN, BOB):
        told = [c.text for c in tg.api.sent("sendMessage", who["id"]) if "no longer post" in c.text]
        assert len(told) == 1
    doc = await service.table(tid)
    assert doc["status"] == "active" and service.to_act(doc)  # the next round's menus came in private
    service.clock_value[0] += GONE_DAYS * 86400 + 1
    await everyone_plays()
    await tg.settle()
    assert (await service.table(tid))["status"] == "abandoned"


async def test_a_forged_join_from_another_group_is_refused(tg, service):
    tid = await tg.open_table("pebbles")
    other = group_chat(-777, "Strangers")
    tg.api.chats[other["id"]] = other
    await tg.do(CID, other, "/help")
    message = tg.api.sent("sendMessage", other["id"])[-1]
    answer = await tg.press(CID, message, f"j|{tid}")
    assert "another group" in answer.params["text"]
    assert f"telegram:{CID['id']}" not in [p["pid"] for p in (await service.table(tid))["players"]]


async def test_a_reminder_to_a_group_that_removed_the_bot_reaches_the_player_privately(tg, service):
    from bot.models import TableEvent, Place
    from tests.telegram.conftest import BOB

    tid = await tg.open_table("pebbles")
    for who in (ANN, BOB):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    tg.api.gone.add(GROUP["id"])
    doc = await service.table(tid)
    pid = service.to_act(doc)[0]
    await service.bus.emit(TableEvent("reminder", tid, Place("telegram", str(GROUP["id"])), doc["version"],
                                      "Reminder: waited 12 h.", "pebbles", [pid], [], {pid: ["Your turn."]}))
    await tg.settle()
    uid = int(pid.split(":")[1])
    texts = [c.text for c in tg.api.sent("sendMessage", uid)]
    assert any("no longer post" in t for t in texts) and any("Your turn." in t for t in texts)
