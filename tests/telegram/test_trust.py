"""Issue 11.1 through the real Application: a move that leaves the same player with an identical list
still brings a fresh menu, and the old button cannot be pressed a second time."""
from __future__ import annotations

from bot.telegram import callbacks as cb
from rules import get_game
from tests.alhambra.helpers import every_thief
from tests.castles import helpers as cob
from tests.positions import set_position
from tests.telegram.conftest import ANN, BOB, GROUP
from tests.telegram.fake_api import private_chat

USERS = {f"telegram:{u['id']}": u for u in (ANN, BOB)}


async def castles_with_doubles(tg, service):
    tid = await tg.open_table("castles")
    for who in (ANN, BOB):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await set_position(service, tid, lambda st: cob.turn(st, st.data["active"], dice=(4, 4)).update(
        workers=5))  # COB-044: a double, workers to spare
    who = USERS[service.to_act(doc)[0]]
    await tg.do(who, private_chat(who), f"/start t_{tid}")  # the menu of this position
    return tid, who


def option_data(menu, index: int) -> str:
    return next(d for d in menu.callback_data if d.startswith("o|") and cb.parse(d).index == index)


async def test_identical_options_after_a_move_bring_a_fresh_menu_and_stale_the_old(tg, service):
    tid, who = await castles_with_doubles(tg, service)
    doc = await service.table(tid)
    from bot.models import Player
    player = Player("telegram", str(who["id"]), who["first_name"])
    opts = service.options_of(doc, player)
    index = next(o.index for o in opts.options if o.text == "workers 4")
    menu = tg.menus(who, tid)[-1]
    if not any(d.startswith("o|") and cb.parse(d).index == index for d in menu.callback_data):
        # a long menu shows groups first: open the one holding the option
        group = next(d for d in menu.callback_data if d.startswith(("v|", "G|")))
        await tg.press(who, menu, group)
        menu = tg.menus(who, tid)[-1]
    data = option_data(menu, index)
    before = len(tg.menus(who, tid))
    answer = await tg.press(who, menu, data)
    assert answer.params["text"].startswith("✓")
    after = await service.table(tid)
    assert [o.text for o in service.options_of(after, player).options] == [o.text for o in opts.options]
    # the player is not left without buttons: a fresh menu came
    assert len(tg.menus(who, tid)) > before
    # the old button, pressed again, is refused and spends nothing
    answer = await tg.press(who, menu, data)
    assert "earlier moment" in answer.params["text"]
    again = await service.table(tid)
    assert again["version"] == after["version"]
    assert get_game("castles").load(again["state"]).data["used"].count(True) == 1


async def test_a_wrong_move_typed_in_the_group_lists_no_private_option(tg, service):
    """Issue 11.3: the refusal of a typed move is read by the whole group: it names none of the
    player's options (an Alhambra payment names the money cards in a hand)."""
    tid = await tg.open_table("alhambra")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    who = USERS[service.to_act(doc)[0]]
    seat = doc["seats"].index(f"telegram:{who['id']}")
    hand = get_game("alhambra").view(get_game("alhambra").load(doc["state"]), seat)["hand"]
    for typed in ("/move buy tower 99 with blue 1", "/move sing a song", "/move 77"):
        calls = await tg.do(who, GROUP, typed)
        reply = " ".join(c.text for c in calls if c.chat == GROUP["id"])
        assert reply
        assert "You can" not in reply and "take " not in reply and " with " not in reply.replace(typed[6:], "")
        for card in hand:
            assert f"{card['currency']} {card['value']}" not in reply.replace(typed[6:], "")
    assert (await service.table(tid))["version"] == doc["version"]


async def test_a_thief_answer_in_private_leaves_the_group_untouched(tg, service):
    """Issue 11.3: the thief holder gets the window in private with the turn's announcement; passing
    sends nothing to the group."""
    tid = await tg.open_table("alhambra thieves=yes")
    for who in (ANN, BOB):
        await tg.do(who, private_chat(who), f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await set_position(service, tid, every_thief)
    game = get_game("alhambra")
    st = game.load(doc["state"])
    turn = USERS[service.to_act(doc)[0]]
    await tg.do(turn, GROUP, "/move " + next(a.text for a in game.actions(st, st.data["turn"])
                                             if a.text.startswith("take ")))
    doc = await service.table(tid)
    thief = USERS[service.may_act(doc)[0]]  # with two players: the one who just played (ALH-204)
    menu = tg.menus(thief, tid)[-1]  # it came in private with the turn's announcement
    assert "thief" in menu.text.lower()
    group_before = len(tg.group_texts())
    pass_data = next(d for d in menu.callback_data if d.startswith("o|") and cb.parse(d).index == 0)
    answer = await tg.press(thief, menu, pass_data)
    assert answer.params["text"].startswith("✓")
    assert len(tg.group_texts()) == group_before
    assert "thief" not in " ".join(tg.group_texts()).lower().replace("thieves may be played", "")
