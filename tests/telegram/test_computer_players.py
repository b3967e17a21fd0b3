"""Computer players and hints on Telegram (issue 19), end to end: the real python-telegram-bot Application
polling the Bot API stand-in (the tg fixture fails the test on any call the real API would refuse, and on any
error logged). One person opens a table in the group, seats computer players by /addbot and by the lobby's
button, starts, and plays a whole game with /move in the private chat; after each move the computer players'
worker plays every due move (`robots(service).drain()`, as `python -m bot` runs it beside the reminders).
Nobody mentions a computer player or writes to it; a suggestion comes only in the private chat."""
from __future__ import annotations

import random
import re

import pytest

from bot import table_doc as T
from bot.models import Player
from bot.robots import robots
from bot.telegram import callbacks as cb
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import private_chat

NUMBERED = re.compile(r"The computer would play \d+\. ")
PM = private_chat(ANN)
ANN_PID = f"telegram:{ANN['id']}"


async def open_with_bots(tg, service, game: str, bots: int, options: str = "") -> str:
    """Ann opens a table and seats `bots` computer players: by /addbot strong, by the lobby's button, then
    by /addbot <id>; she starts it. The table id."""
    tid = await tg.open_table(f"{game} {options}".strip(), alone=True)
    await tg.do(ANN, PM, f"/start t_{tid}")
    for i in range(bots):
        if i == 1:
            lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]
            assert cb.simple("b", tid) in lobby.callback_data
            answer = await tg.press(ANN, lobby, cb.simple("b", tid))
            assert "A computer player sits at" in answer.params["text"]
        else:
            await tg.do(ANN, GROUP, "/addbot strong" if i == 0 else f"/addbot {tid}")
        lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]  # the lobby again, with who sits
        assert f"Bot {i + 1}" in lobby.text and cb.simple("b", tid) in lobby.callback_data
    doc = await service.table(tid)
    assert [p["name"] for p in doc["players"]] == ["Ann"] + [f"Bot {i + 1}" for i in range(bots)]
    assert [p.get("bot") for p in doc["players"][1:]] == ["strong"] + ["normal"] * (bots - 1)
    await tg.do(ANN, GROUP, "/start_game")
    assert (await service.table(tid))["status"] == T.ACTIVE
    return tid


def last_private_text(tg) -> str:
    return tg.api.sent("sendMessage", ANN["id"])[-1].text


async def play_to_the_end(tg, service, tid: str, seed: int, hints: bool) -> int:
    """Ann moves by number in her private chat until the game ends; her moves. With hints on she asks by the
    menu's Suggest button on her first turn and by /suggest in the group on her second."""
    rng, worker, moves = random.Random(seed), robots(service), 0
    ann = Player("telegram", str(ANN["id"]), "Ann")
    while True:
        await worker.drain()
        await tg.settle()
        doc = await service.table(tid)
        if doc["status"] != T.ACTIVE:
            return moves
        assert service.to_act(doc) == [ANN_PID]
        opts = service.options_of(doc, ann)
        if hints and moves == 0:
            menu = [c for c in tg.api.sent("sendPhoto", ANN["id"])
                    if any(d.startswith(f"k|{tid}|{opts.version}|") for d in c.callback_data)][-1]
            data = next(d for d in menu.callback_data if d.startswith("k|"))
            answer = await tg.press(ANN, menu, data)
            assert answer.params["text"] == "Thinking…"
            assert NUMBERED.search(last_private_text(tg)), last_private_text(tg)
        elif hints and moves == 1:
            calls = await tg.do(ANN, GROUP, "/suggest")
            assert [c.text for c in calls if c.chat == GROUP["id"]] == ["✓ I answered in our private chat."]
            assert NUMBERED.search(last_private_text(tg)), last_private_text(tg)
        await tg.do(ANN, PM, f"/move {rng.randint(1, len(opts.options))}")
        moves += 1
        assert moves < 400


def nobody_writes_to_a_computer_player(tg) -> None:
    for c in tg.api.calls:
        assert c.chat in (None, GROUP["id"], ANN["id"]), (c.method, c.chat)  # the group and the person only
        assert "bot:" not in c.text, c.text
        assert set(re.findall(r"tg://user\?id=([^\"&]+)", c.text)) <= {str(ANN["id"])}, c.text
    for c in tg.api.calls:  # a suggestion is never shown to the group
        if c.chat == GROUP["id"]:
            assert not NUMBERED.search(c.text)


@pytest.mark.parametrize("game,bots,options,hints", [("castles", 3, "hints=yes", True), ("alhambra", 2, "", False)])
async def test_a_person_plays_a_whole_game_with_computer_players(tg, service, game, bots, options, hints):
    tid = await open_with_bots(tg, service, game, bots, options)
    moves = await play_to_the_end(tg, service, tid, seed=5, hints=hints)
    doc = await service.table(tid)
    assert doc["status"] == T.FINISHED and moves >= 5
    boards = tg.api.sent("sendPhoto", GROUP["id"])
    assert "Game over" in boards[-1].text and any("Bot 1" in b.text for b in boards)
    suggests = [d for c in tg.api.calls for d in c.callback_data if d.startswith("k|")]
    assert bool(suggests) == hints
    nobody_writes_to_a_computer_player(tg)
    # the tg fixture checks on teardown that the Bot API refused no call and nothing logged an error


async def test_removebot_and_the_refusals(tg, service):
    tid = await tg.open_table("castles")  # Ann opens, Bob joins
    calls = await tg.do(ANN, GROUP, "/removebot")
    assert any("no computer player" in c.text for c in calls)
    calls = await tg.do(ANN, GROUP, "/addbot grandmaster")
    assert any("easy, normal or strong" in c.text for c in calls)
    await tg.do(ANN, GROUP, "/addbot facile")  # the level in Italian
    await tg.do(BOB, GROUP, "/addbot")
    doc = await service.table(tid)
    assert [(p["name"], p.get("bot")) for p in doc["players"][2:]] == [("Bot 1", "easy"), ("Bot 2", "normal")]
    await tg.do(BOB, GROUP, "/removebot")
    assert [p["name"] for p in (await service.table(tid))["players"]] == ["Ann", "Bob", "Bot 1"]
    lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]  # the lobby again, without Bot 2
    assert "At the table (3/4): Ann, Bob, Bot 1\n" in lobby.text
    # a lobby button pressed from a private chat (a forged one) is refused, and so is a stranger's press
    await tg.do(ANN, PM, f"/start t_{tid}")
    elsewhere = await tg.press(ANN, tg.api.sent("sendMessage", ANN["id"])[-1], cb.simple("b", tid))
    assert "another group" in elsewhere.params["text"]
    lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]
    stranger = {"id": 1009, "is_bot": False, "first_name": "Eve"}
    answer = await tg.press(stranger, lobby, cb.simple("b", tid))
    assert "join first" in answer.params["text"]
    await tg.do(ANN, GROUP, "/start_game")
    answer = await tg.press(ANN, lobby, cb.simple("b", tid))  # the lobby is closed
    assert answer.params["text"] and len((await service.table(tid))["players"]) == 3
    calls = await tg.do(ANN, GROUP, "/removebot")
    assert calls and len((await service.table(tid))["players"]) == 3


async def test_suggest_with_hints_off_is_refused_kindly_and_the_menu_has_no_suggest_button(tg, service):
    tid = await open_with_bots(tg, service, "castles", 1)
    await robots(service).drain()
    await tg.settle()
    calls = await tg.do(ANN, PM, "/suggest")
    assert any("Hints are off" in c.text for c in calls)
    calls = await tg.do(ANN, GROUP, "/suggest")
    assert any("Hints are off" in c.text for c in calls) and not any(NUMBERED.search(c.text) for c in calls)
    assert not [d for c in tg.api.calls for d in c.callback_data if d.startswith("k|")]
    doc = await service.table(tid)
    ann = Player("telegram", str(ANN["id"]), "Ann")
    menu = tg.menus(ANN, tid)[-1]
    forged = await tg.press(ANN, menu, cb.suggest(tid, service.options_of(doc, ann).version, T.seat_of(doc, ANN_PID)))
    assert forged.params["text"] == "Thinking…" and "Hints are off" in last_private_text(tg)


async def test_a_stale_or_foreign_suggest_button_is_refused_kindly(tg, service):
    tid = await open_with_bots(tg, service, "castles", 1, "hints=yes")
    await robots(service).drain()
    await tg.settle()
    doc = await service.table(tid)
    ann = Player("telegram", str(ANN["id"]), "Ann")
    version = service.options_of(doc, ann).version
    seat = T.seat_of(doc, ANN_PID)
    menu = [c for c in tg.api.sent("sendPhoto", ANN["id"]) if cb.suggest(tid, version, seat) in c.callback_data][-1]
    other = await tg.press(ANN, menu, cb.suggest(tid, version, 1 - seat))
    assert "another player" in other.params["text"]
    await tg.do(ANN, PM, "/move 1")
    await robots(service).drain()
    await tg.settle()
    if (await service.table(tid))["status"] != T.ACTIVE:
        return
    menus = len(tg.menus(ANN, tid))
    stale = await tg.press(ANN, menu, cb.suggest(tid, version, seat))
    assert "earlier moment" in stale.params["text"] and len(tg.menus(ANN, tid)) == menus + 1
    group = await tg.do(ANN, GROUP, "/help")
    assert any("/addbot" in c.text and "/suggest" in c.text for c in group)
    (menu_en,) = [c for c in tg.api.sent("setMyCommands") if "language_code" not in c.params]
    names = [c["command"] for c in menu_en.params["commands"]]
    assert {"addbot", "removebot", "suggest"} <= set(names)
