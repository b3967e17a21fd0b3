"""Resigning and closing a running table are asked first in Telegram, where a command is one tap in the menu:
the question's button does it, only for whom it was asked, and only while the table is as it was."""
from bot.models import Player
from tests.telegram.conftest import ANN, BOB, CID, GROUP


async def started(tg, service) -> str:
    tid = await tg.open_table("pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    assert (await service.table(tid))["status"] == "active"
    return tid


def question(calls, kind: str):
    """The message that asks, and its one button's callback data."""
    (asked,) = [c for c in calls if c.method == "sendMessage" and any(d.startswith(kind + "|") for d in c.callback_data)]
    (data,) = asked.callback_data
    return asked, data


async def resigns(service, tid) -> int:
    return [e["kind"] for e in await service.store.full_log(tid)].count("resign")


async def test_resigning_is_asked_first_and_only_its_player_can_confirm(tg, service):
    tid = await started(tg, service)
    asked, data = question(await tg.do(BOB, GROUP, "/resign"), "r")
    assert "Resign from" in asked.text and await resigns(service, tid) == 0
    answer = await tg.press(ANN, asked, data)  # Ann presses the button asked of Bob: her seat is not his
    assert "belong to another player" in answer.params["text"] and await resigns(service, tid) == 0

    doc = await service.table(tid)  # the table moves on before Bob answers: his question is stale
    lead = doc["seats"][0]
    who = next(u for u in (ANN, BOB) if f"telegram:{u['id']}" == lead)
    opts = service.options_of(doc, Player("telegram", str(who["id"]), who["first_name"]))
    await service.move(tid, Player("telegram", str(who["id"]), who["first_name"]), index=0, version=opts.version)
    answer = await tg.press(BOB, asked, data)
    assert "moved on since you asked" in answer.params["text"] and await resigns(service, tid) == 0

    asked, data = question(await tg.do(BOB, GROUP, "/resign"), "r")
    before = len(tg.api.calls)
    await tg.press(BOB, asked, data)
    assert await resigns(service, tid) == 1
    spent = [c for c in tg.api.calls[before:] if c.method == "editMessageReplyMarkup"]
    assert spent and not spent[-1].callback_data  # the question's button is gone once used

    calls = await tg.do(CID, GROUP, f"/resign {tid}")  # not seated: refused at once, nothing asked
    assert not any(c.callback_data for c in calls) and calls


async def test_closing_a_running_table_is_asked_and_checked_again_on_the_press(tg, service):
    tid = await started(tg, service)
    calls = await tg.do(CID, GROUP, "/abandon")  # neither its opener nor an admin: refused, nothing asked
    assert "Only the player who opened" in calls[-1].text and not any(c.callback_data for c in calls)
    asked, data = question(await tg.do(ANN, GROUP, "/abandon"), "x")
    assert "for everyone?" in asked.text and (await service.table(tid))["status"] == "active"
    answer = await tg.press(CID, asked, data)  # anyone sees the group's question: the press is checked again
    assert "Only the player who opened" in answer.params["text"]
    await tg.press(ANN, asked, data)
    assert (await service.table(tid))["status"] == "abandoned"
