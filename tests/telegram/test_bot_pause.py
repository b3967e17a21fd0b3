"""Before a computer player's turn a person may play a thief (issue 19), on Telegram end to end: the group's
board says when the computer moves, the thief's menu reaches the person in private as at any window, and the
computer moves once the pause is over."""
from bot.models import Player
from bot.robots import robots
from bot.service import MACHINE_PAUSE
from tests.alhambra.helpers import every_thief
from tests.positions import set_position
from tests.telegram.conftest import ANN, GROUP
from tests.telegram.fake_api import private_chat

PM = private_chat(ANN)


async def test_the_group_is_told_when_the_bot_moves_and_the_thief_answers_in_private(tg, service):
    tid = await tg.open_table("alhambra thieves=yes", alone=True)
    await tg.do(ANN, PM, f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/addbot")
    await tg.do(ANN, GROUP, "/start_game")
    ann = Player("telegram", str(ANN["id"]), "Ann")
    doc = await service.table(tid)
    me = doc["seats"].index(ann.pid)

    def anns_turn(st):  # every player holds a thief of each currency; Ann's turn begins
        every_thief(st)
        st.data["turn"] = me
        st.data["decision"] = "action"
        st.data["thief"] = None

    doc = await set_position(service, tid, anns_turn)
    take = next(o for o in service.options_of(doc, ann).options if o.text.startswith("take "))
    await tg.do(ANN, PM, f"/move {take.text}")
    doc = await service.table(tid)
    assert service.machine_to_act(doc) == ["bot:1"] and service.may_act(doc) == [ann.pid]
    await robots(service).drain()
    await tg.settle()
    board = tg.api.sent("sendPhoto", GROUP["id"])[-1]
    assert "▶ Bot 1 moves in 3 min." in board.text  # the bot's turn waits, and the group is told so
    assert "Until Bot 1 moves, you may play a thief" not in " ".join(tg.group_texts())  # never in the group
    menu = tg.menus(ANN, tid)[-1]
    assert "Before Bot 1 moves, you may play a thief" in menu.text  # in private, as at any window
    assert (await service.table(tid))["version"] == doc["version"]  # the bot waits
    await tg.do(ANN, PM, f"/move {tid} pass")
    service.clock_value[0] += MACHINE_PAUSE + 1
    assert await robots(service).drain() >= 1
    await tg.settle()
    last = tg.group_texts()[-1]
    assert "\nBot 1 " in last and "▶ Now: " in last  # Bot 1's turn on the board that asks Ann again
