"""Private chats: long move menus navigated by buttons, reminders, settings, /mygames."""
from __future__ import annotations

import pytest

import rules.registry
from rules.core import Action, Game, Result
from rules.core.types import rank_by

from bot.models import Place, TableEvent
from bot.telegram import callbacks as cb
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import private_chat


class Dial(Game):
    """Two players each dial a number from 0 to 119 once: 120 options in 12 groups."""

    id = "dial"
    title = "Dial"
    min_players = max_players = 2

    def setup(self, st):
        st.data = {"turn": 0, "total": [0, 0], "done": 0}

    def to_act(self, st):
        return [st.data["turn"]]

    def legal_actions(self, st, seat):
        return [Action(f"dial {n}", f"Dial {n}", f"Tens {n // 10}", default=(n == 0), data=n) for n in range(120)]

    def perform(self, st, seat, action, ctx):
        st.data["total"][seat] += action.data
        st.data["done"] += 1
        st.data["turn"] = 1 - seat
        ctx.log(f"{st.names[seat]} dials.")

    def player_view(self, st, seat):
        return {"total": st.data["total"]}

    def is_over(self, st):
        return st.data["done"] >= 2

    def result(self, st):
        ranking, winners = rank_by(st.data["total"], st.data["total"])
        return Result(list(st.data["total"]), [{} for _ in st.data["total"]], ranking, winners)


@pytest.fixture
def dial(monkeypatch):
    monkeypatch.setitem(rules.registry._loaded, "dial", Dial())


async def seated_table(tg, game: str, *options: str) -> str:
    await tg.do(ANN, GROUP, f"/new {game} " + " ".join(options))
    tid = (await tg.service.tables_in(Place("telegram", str(GROUP["id"]))))[-1]["id"]
    await tg.do(BOB, GROUP, f"/join {tid}")
    await tg.do(ANN, private_chat(ANN), "/start")
    await tg.do(BOB, private_chat(BOB), "/start")
    return tid


async def test_a_long_menu_opens_on_groups_and_pages_by_editing_the_keyboard(tg, service, dial):
    tid = await seated_table(tg, "dial")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    first = {ANN["id"]: ANN, BOB["id"]: BOB}[int(doc["seats"][0].split(":")[1])]
    menu = tg.menus(first, tid)
    assert not menu  # the first screen lists groups, not moves
    screen = [c for c in tg.api.sent("sendPhoto", first["id"]) if any(d.startswith("v|") for d in c.callback_data)][-1]
    assert [b["text"] for b in screen.buttons][:2] == ["Tens 0 (10)", "Tens 1 (10)"]
    tens11 = next(d for d in screen.callback_data if d.startswith("v|") and cb.parse(d).group == "11")
    answer = await tg.press(first, screen, tens11)
    edit = tg.api.sent("editMessageReplyMarkup", first["id"])[-1]
    labels = [b["text"] for b in edit.buttons]
    assert "Dial 115" in labels and "Dial 15" not in labels and "☰ groups" in labels
    press = next(b["callback_data"] for b in edit.buttons if b["text"] == "Dial 115")
    answer = await tg.press(first, screen, press)
    assert answer.params["text"] == "✓ Dial 115"
    doc = await service.table(tid)
    assert doc["version"] > 0 and service.view_of(doc, None)["total"][0] == 115


async def test_reminder_mentions_in_the_group_and_writes_privately(tg, service):
    tid = await seated_table(tg, "pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    ann = f"telegram:{ANN['id']}"
    secret = "Your turn at pebbles: play a card. Your hand: 3, 5, 9."
    await service.bus.emit(TableEvent("reminder", tid, Place("telegram", str(GROUP["id"])), doc["version"],
                                      f"Reminder: pebbles #{tid} has waited 1 day for you.", "pebbles", [ann],
                                      [], {ann: [secret]}))
    await tg.settle()
    group = tg.api.sent("sendMessage", GROUP["id"])[-1]
    assert "Reminder" in group.text and "tg://user?id=1001" in group.text and secret not in group.text
    private = tg.api.sent("sendMessage", ANN["id"])[-1]
    assert secret in private.text and cb.simple("h", tid) in private.callback_data
    # "Show my moves" sends the view and the move buttons again
    await tg.press(ANN, private, cb.simple("h", tid))
    assert tg.api.sent("sendPhoto", ANN["id"])[-1].params["chat_id"] == ANN["id"]


async def test_settings_show_and_change(tg, service):
    tid = await seated_table(tg, "pebbles")
    calls = await tg.do(ANN, GROUP, "/settings")
    assert "telegram_post: new" in calls[-1].text
    assert calls[-1].text.splitlines()[-1].startswith("The table's creator or a channel admin can change these")
    calls = await tg.do(BOB, GROUP, "/settings telegram_post edit")  # Bob did not open the table
    assert "Only the player who opened" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/settings telegram_post sideways")
    assert "telegram_post is new (" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/settings discord_post edit")
    assert "setting of the bot on Discord" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/settings every=2d")  # as the settings list shows it
    assert any("Ann changed the settings: every=2d." in c.text for c in calls)
    calls = await tg.do(ANN, private_chat(ANN), "/settings me dm off")
    assert calls and calls[-1].chat == ANN["id"] and "only mention you" in calls[-1].text
    calls = await tg.do(ANN, private_chat(ANN), "/settings timezone Europe/Rome")  # personal without "me"
    assert "Europe/Rome" in calls[-1].text
    calls = await tg.do(ANN, private_chat(ANN), "/settings me")
    assert calls[-1].text == "Time zone Europe/Rome; quiet hours off; private reminders off."
    assert (await service.table(tid))["settings"].get("telegram_post") is None
    calls = await tg.do(ANN, GROUP, "/settings telegram_post edit")
    assert [c.text for c in calls if c.chat == GROUP["id"]] == [  # one message: the change, for everyone
        f"<b>Pebbles #{tid}</b>\nAnn changed the settings: telegram_post=edit."]
    assert (await service.table(tid))["settings"]["telegram_post"] == "edit"
    calls = await tg.do(ANN, private_chat(ANN), f"/settings {tid} first 6h")  # in private: the answer too
    assert [c.chat for c in calls if "Done: first is now 6h." in c.text] == [ANN["id"]]
    calls = await tg.do(BOB, GROUP, "/settings me quiet 22-7")  # about Bob alone: said in private
    assert [c.chat for c in calls if "Quiet hours" in c.text] == [BOB["id"]]
    assert "private chat" in [c for c in calls if c.chat == GROUP["id"]][-1].text


async def test_mygames_lists_waiting_tables_with_a_button_each(tg, service):
    tid = await seated_table(tg, "pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    lead = doc["seats"][0]
    who = ANN if lead.endswith(str(ANN["id"])) else BOB
    calls = await tg.do(who, private_chat(who), "/mygames")
    assert f"#{tid}" in calls[-1].text and cb.simple("h", tid) in calls[-1].callback_data


async def test_help_and_rules(tg, service):
    calls = await tg.do(ANN, GROUP, "/help")
    assert "/new" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/rules")
    assert "pebbles" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/rules pebbles")
    assert "rounds" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/new nosuchgame")
    assert "Unknown game" in calls[-1].text


async def test_skip_vote_and_takeover_commands(tg, service):
    tid = await seated_table(tg, "pebbles")
    calls = await tg.do(ANN, GROUP, "/settings on_deadline skip")
    await tg.do(ANN, GROUP, "/settings deadline 1d")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    calls = await tg.do(ANN, GROUP, "/skip Bob")  # nobody passed a deadline: no vote is open
    assert "There is no vote to skip Bob" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/skip")
    assert "Usage: /skip" in calls[-1].text
    calls = await tg.do(BOB, GROUP, "/takeover")
    assert "already playing yourself" in calls[-1].text
    assert (await service.table(tid))["version"] == doc["version"]


async def test_hand_goes_to_the_private_chat_and_unknown_commands_are_answered_there(tg, service):
    tid = await seated_table(tg, "pebbles")
    await tg.do(ANN, GROUP, "/start_game")
    before = len(tg.api.sent("sendPhoto", ANN["id"]))
    calls = await tg.do(ANN, GROUP, "/hand")
    assert "private chat" in [c for c in calls if c.chat == GROUP["id"]][-1].text
    assert len(tg.api.sent("sendPhoto", ANN["id"])) == before + 1  # to Ann's private chat, never the group
    assert not [c for c in tg.api.sent("sendPhoto", GROUP["id"]) if c in calls]
    calls = await tg.do(ANN, private_chat(ANN), "/frobnicate")
    assert "/help" in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/frobnicate")  # in a group it may be another bot's: no answer
    assert not [c for c in calls if c.chat == GROUP["id"]]


async def test_a_lobby_closed_before_it_started_says_so_to_hand_leave_and_settings(tg, service):
    tid = await seated_table(tg, "pebbles")
    await tg.do(ANN, GROUP, f"/abandon {tid}")  # a lobby closes without asking
    assert (await service.table(tid))["status"] == "abandoned"
    calls = await tg.do(BOB, private_chat(BOB), f"/hand {tid}")
    assert "This table has been closed." in calls[-1].text and "once the game starts" not in calls[-1].text
    calls = await tg.do(BOB, GROUP, f"/leave {tid}")
    assert "This table has been closed." in calls[-1].text
    calls = await tg.do(ANN, GROUP, "/settings")  # the table just closed in this group
    assert "This table has been closed. Its settings can no longer be changed." in calls[-1].text
