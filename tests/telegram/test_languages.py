"""Each reader's language on Telegram (issue 14): what the group sees in the table's language (the
opener's), what a player reads privately in their own (their app's language_code), the command menu
once per language. The tg fixture fails the test on any call the real Bot API would refuse."""
from __future__ import annotations

import i18n
from bot.telegram import callbacks as cb
from bot.telegram.texts import COMMANDS
from tests.telegram.conftest import GROUP
from tests.telegram.fake_api import private_chat, user

ANNA = {**user(1011, "Anna"), "language_code": "it"}  # an Italian app
BILL = {**user(1012, "Bill"), "language_code": "en"}


async def italian_table(tg) -> str:
    """Anna (Italian app) opens a pebbles table in the group, Bill (English app) joins; both opened
    their private chat with the bot; the game is started. The table id."""
    await tg.do(ANNA, GROUP, "/new pebbles rounds=2")
    lobby = tg.api.sent("sendMessage", GROUP["id"])[-1]
    # the lobby is public: the table's language, which is its opener's
    assert "/join per sederti" in lobby.text and "In attesa" not in lobby.text
    assert [b["text"] for b in lobby.buttons] == ["Unisciti", "Inizia", i18n.say("it", "Add a computer player"),
                                                  "Apri la mia chat privata"]
    tid = next(d.split("|")[1] for d in lobby.callback_data if d.startswith("j|"))
    answer = await tg.press(BILL, lobby, cb.simple("j", tid))
    assert answer.params["text"] == "You are at the table."  # his own answer: his language
    for who in (ANNA, BILL):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    await tg.do(ANNA, GROUP, "/start_game")
    return tid


async def test_the_group_reads_the_table_language_and_each_player_their_own(tg, service):
    tid = await italian_table(tg)
    doc = await service.table(tid)
    assert doc["settings"]["lang"] == "it"
    board = [c for c in tg.api.sent("sendPhoto", GROUP["id"])][-1]
    assert "Di turno:" in board.text and "Now:" not in board.text
    assert [b["text"] for b in board.buttons][0] == "🂠 La mia mano e mosse"
    # private views and menus: Bill reads English, Anna Italian, at the same Italian table
    (bill,) = [c for c in await tg.do(BILL, private_chat(BILL), f"/hand {tid}") if c.method == "sendPhoto"]
    (anna,) = [c for c in await tg.do(ANNA, private_chat(ANNA), f"/hand {tid}") if c.method == "sendPhoto"]
    assert "· your view" in bill.text and "la tua vista" not in bill.text
    assert "· la tua vista" in anna.text
    # a private answer of the log: the player's language for the head, whatever the table's
    calls = await tg.do(BILL, private_chat(BILL), f"/log {tid}")
    assert any("recent moves" in c.text for c in calls if c.chat == BILL["id"])
    calls = await tg.do(ANNA, private_chat(ANNA), f"/log {tid}")
    assert any("ultime mosse" in c.text for c in calls if c.chat == ANNA["id"])


async def test_errors_and_help_are_in_the_askers_language(tg):
    calls = await tg.do(ANNA, private_chat(ANNA), "/join")
    assert [c.text for c in calls] == ["I tavoli stanno nei gruppi: usa questo comando nel gruppo."]
    calls = await tg.do(BILL, private_chat(BILL), "/join")
    assert [c.text for c in calls] == ["Tables live in groups: use this command in the group."]
    (help_it,) = await tg.do(ANNA, private_chat(ANNA), "/help")
    assert "<b>Nella tua chat privata con me</b>" in help_it.text
    (unknown,) = await tg.do(ANNA, private_chat(ANNA), "/boh")
    assert unknown.text == "Non conosco questo comando. /help elenca i miei."


async def test_the_command_menu_is_set_once_per_language(tg):
    await tg.do(BILL, private_chat(BILL), "/help")
    menus = tg.api.sent("setMyCommands")
    assert len(menus) == 2
    default, italian = menus
    assert "language_code" not in default.params and italian.params["language_code"] == "it"
    names = [name for name, _ in COMMANDS]
    assert [c["command"] for c in default.params["commands"]] == names  # Telegram has no localized names
    assert [c["command"] for c in italian.params["commands"]] == names
    default_help = dict((c["command"], c["description"]) for c in default.params["commands"])
    italian_help = dict((c["command"], c["description"]) for c in italian.params["commands"])
    assert default_help["join"] == "sit down at the table [id]"
    assert italian_help["join"] == "siediti al tavolo [id]"
    assert all(1 <= len(d) <= 256 for d in italian_help.values())


def test_the_menu_pages_speak_the_readers_language():
    from bot.models import Option, Options
    from bot.telegram import keyboards

    opts = Options("abcdef", 7, 0, "Choose.", [Option(i, f"take {i}", f"Take {i}", "Take") for i in range(50)])
    italian = [b.text for row in keyboards.menu(opts, lang="it").inline_keyboard for b in row]
    english = [b.text for row in keyboards.menu(opts, lang="en").inline_keyboard for b in row]
    assert "avanti ▶ (2/2)" in italian and "next ▶ (2/2)" in english
    grouped = Options("abcdef", 7, 0, "Choose.", [Option(i, f"t {i}", f"T {i}", f"G{i % 2}") for i in range(90)])
    assert keyboards.needs_group_menu(grouped)
    pages = [b.text for row in keyboards.menu(grouped, "0", lang="it").inline_keyboard for b in row]
    assert "☰ gruppi" in pages and "◀ indietro" not in pages
