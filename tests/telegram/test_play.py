"""A whole game of pebbles played through the real Application against the Bot API stand-in:
lobby, deep link, private menus, secret simultaneous choices, and refused presses."""
from __future__ import annotations

import re

from bot.telegram import callbacks as cb
from tests.telegram.conftest import ANN, BOB, CID, GROUP, view_of_image
from tests.telegram.fake_api import private_chat

USERS = {f"telegram:{u['id']}": u for u in (ANN, BOB, CID)}


def pid(u: dict) -> str:
    return f"telegram:{u['id']}"


async def open_table(tg, *options: str) -> str:
    """Ann opens a pebbles table and Bob joins with the lobby's Join button; the table id."""
    tid = await tg.open_table("pebbles " + " ".join(options))
    assert "Pebbles" in tg.api.sent("sendMessage", GROUP["id"])[-1].text
    return tid


def default_data(tg, doc, who: dict, menu) -> str:
    """The callback data of the default option in `who`'s menu."""
    from bot.models import Player

    opts = tg.service.options_of(doc, Player("telegram", str(who["id"]), who["first_name"]))
    index = next(o.index for o in opts.options if o.default)
    data = [d for d in menu.callback_data if d.startswith("o|") and cb.parse(d).index == index]
    assert data, "the default option has no button"
    return data[0]


def check_privacy(tg, doc, private_lines: list[str]) -> None:
    """Group chat: only public images and no private line or secret choice; private chats: only
    the view of the seat of their own user."""
    group = GROUP["id"]
    for call in tg.api.calls:
        for img in call.images:
            seen = view_of_image(img)
            if call.chat == group:
                assert seen["seat"] is None, f"{call.method} sent a private view to the group"
            else:
                who = f"telegram:{call.chat}"
                assert seen["seat"] in (None, doc["seats"].index(who)), f"{call.method} sent a foreign view to {who}"
        if call.chat == group:
            for line in private_lines:
                assert line not in call.text, f"private line {line!r} went to the group"
            assert not re.search(r"\bplay \d", call.text), f"a secret choice went to the group: {call.text!r}"
            assert not re.search(r"You (played|draw)", call.text)


async def test_whole_game_of_pebbles_by_buttons(tg, service):
    private_lines: list[str] = []

    async def collect(event):
        for lines in event.private.values():
            private_lines.extend(lines)
    service.bus.subscribe(collect)

    tid = await open_table(tg, "rounds=2")
    # Ann opens her private chat through the deep link the group offers.
    calls = await tg.do(ANN, private_chat(ANN), f"/start t_{tid}")
    assert any(c.chat == ANN["id"] for c in calls)
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    assert doc["status"] == "active"
    commands = tg.api.sent("setMyCommands")
    assert commands and {"new", "join", "move", "settings", "mygames"} <= {c["command"] for c in
                                                                          commands[0].params["commands"]}

    bob_opened = False
    checked_foreign = checked_turn = checked_stale = checked_retry = False
    first_play_menu = None  # Ann's menu of round 1's card play, pressed again in round 2
    for _ in range(40):
        doc = await service.table(tid)
        if doc["status"] != "active":
            break
        to_act = service.to_act(doc)
        if pid(BOB) in to_act and not bob_opened:
            # Bob never opened the private chat: the board tells him how, by mention and deep link.
            board = tg.api.sent("sendPhoto", GROUP["id"])[-1]
            assert 'tg://user?id=1002' in board.text and "My hand" in board.text
            assert any(b.get("url", "").endswith(f"?start=t_{tid}") for b in board.buttons)
            await tg.do(BOB, private_chat(BOB), f"/start t_{tid}")
            bob_opened = True
        who = ANN if pid(ANN) in to_act else USERS[to_act[0]]  # Ann chooses first in a secret round
        menu = tg.menus(who, tid)[-1]
        data = default_data(tg, doc, who, menu)
        version = doc["version"]
        playing = data.split("|")[0] == "o" and len(to_act) > 1  # the secret card play

        if playing and not checked_foreign:
            other = BOB
            answer = await tg.press(other, menu, data)  # another player's button
            assert "another player" in answer.params["text"]
            answer = await tg.press(CID, menu, data)  # somebody not at the table
            assert "not seated" in answer.params["text"]
            assert (await service.table(tid))["version"] == version
            checked_foreign = True

        if playing and who is ANN and first_play_menu is not None and not checked_stale:
            old = first_play_menu
            answer = await tg.press(ANN, old, old.callback_data[0])  # round 1's button in round 2
            assert "earlier moment" in answer.params["text"]
            assert (await service.table(tid))["version"] == version
            assert tg.menus(ANN, tid)[-1] is not old  # and the fresh moves came with the refusal
            menu = tg.menus(ANN, tid)[-1]
            checked_stale = True

        answer = await tg.press(who, menu, data, query_id=f"q-{tid}-{version}")
        assert answer.params["text"].startswith("✓")
        after = (await service.table(tid))["version"]
        assert after > version

        if not checked_retry:  # Telegram re-delivers the same press: applied once
            await tg.press(who, menu, data, query_id=f"q-{tid}-{version}")
            assert (await service.table(tid))["version"] == after
            checked_retry = True
        if playing and who is ANN and not checked_turn:
            answer = await tg.press(ANN, menu, data)  # pressed again after choosing
            assert "not your turn" in answer.params["text"]
            assert (await service.table(tid))["version"] == after
            checked_turn = True
        if playing and who is ANN and first_play_menu is None:
            first_play_menu = menu

    doc = await service.table(tid)
    assert doc["status"] == "finished"
    assert checked_foreign and checked_turn and checked_stale and checked_retry and bob_opened
    final = tg.api.sent("sendPhoto", GROUP["id"])[-1]
    assert "Game over" in final.text
    # Secret choices were told privately...
    pm_texts = " ".join(c.text for c in tg.api.calls if c.chat in (ANN["id"], BOB["id"]))
    assert "You played" in pm_texts
    # ...and nowhere in the group, which saw who had chosen.
    assert any("plays a card face down" in t for t in tg.group_texts())
    assert private_lines
    check_privacy(tg, doc, private_lines)
    for call in tg.api.calls:
        for data in call.callback_data:
            assert len(data.encode()) <= 64


async def test_status_png_is_public_in_the_group_and_private_in_private(tg, service):
    tid = await open_table(tg, "rounds=1")
    await tg.do(ANN, GROUP, "/start_game")
    calls = await tg.do(BOB, GROUP, "/status png")
    docs = [c for c in calls if c.method == "sendDocument"]
    assert docs and docs[0].chat == GROUP["id"] and view_of_image(docs[0].images[0])["seat"] is None
    calls = await tg.do(BOB, private_chat(BOB), f"/status {tid} png")
    docs = [c for c in calls if c.method == "sendDocument"]
    doc = await service.table(tid)
    assert docs and view_of_image(docs[0].images[0])["seat"] == doc["seats"].index(pid(BOB))
    # The group's log holds public lines only.
    calls = await tg.do(ANN, GROUP, "/log")
    assert calls and "You " not in calls[-1].text
    check_privacy(tg, doc, [])


async def test_typed_secret_choice_is_refused_in_the_group(tg, service):
    tid = await open_table(tg, "rounds=1", "stakes=false")
    await tg.do(ANN, GROUP, "/start_game")
    version = (await service.table(tid))["version"]
    calls = await tg.do(ANN, GROUP, "/move play 1")
    assert "private chat" in calls[-1].text
    assert (await service.table(tid))["version"] == version


async def test_edit_mode_keeps_one_board_and_pings_separately(tg, service):
    tid = await open_table(tg, "rounds=2", "stakes=false")
    await tg.do(ANN, GROUP, "/settings telegram_post edit")
    assert (await service.table(tid))["settings"]["telegram_post"] == "edit"
    await tg.do(ANN, GROUP, "/start_game")
    boards = tg.api.sent("sendPhoto", GROUP["id"])
    assert len(boards) == 1
    doc = await service.table(tid)
    assert doc["refs"]["telegram_board"]["msg"] == boards[0].result["message_id"]
    first = service.to_act(doc)[0]
    await service.autoplay(tid, first, reason="test")
    await tg.settle()
    assert not tg.api.sent("editMessageMedia", GROUP["id"])  # one card of a simultaneous step: no board
    for pid in service.to_act(await service.table(tid)):  # the step resolves: one board, edited
        await service.autoplay(tid, pid, reason="test")
    await tg.settle()
    edits = tg.api.sent("editMessageMedia", GROUP["id"])
    assert len(edits) == 1 and int(edits[0].params["message_id"]) == boards[0].result["message_id"]
    assert view_of_image(edits[0].images[0])["seat"] is None
    ping = tg.api.sent("sendMessage", GROUP["id"])[-1]
    assert "your turn" in ping.text and "tg://user?id=" in ping.text
    assert len(tg.api.sent("sendPhoto", GROUP["id"])) == 1
    doc = await service.table(tid)
    while doc["status"] == "active":  # to the end: the last board is a new photo, which notifies everyone
        await service.autoplay(tid, service.to_act(doc)[0], reason="test")
        doc = await service.table(tid)
    await tg.settle()
    boards = tg.api.sent("sendPhoto", GROUP["id"])
    assert len(boards) == 2 and "Game over" in boards[-1].params["caption"]


async def test_abandon_needs_the_creator_or_a_group_admin(tg, service):
    tid = await open_table(tg)
    calls = await tg.do(CID, GROUP, "/abandon")
    assert "Only the player who opened" in calls[-1].text
    tg.api.admins.add(CID["id"])
    await tg.do(CID, GROUP, "/abandon")
    assert (await service.table(tid))["status"] == "abandoned"


async def test_several_tables_in_one_group_are_named_by_id(tg, service):
    first = await open_table(tg)
    await tg.do(BOB, GROUP, "/new pebbles")
    calls = await tg.do(CID, GROUP, "/join")
    assert "several tables" in calls[-1].text
    await tg.do(CID, GROUP, f"/join {first}")
    doc = await service.table(first)
    assert pid(CID) in [p["pid"] for p in doc["players"]]
