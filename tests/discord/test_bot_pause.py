"""Before a computer player's turn a person may play a thief (issue 19), in Discord: the channel's board
says when the computer moves, and the thief holder is told by direct message as at any window."""
from bot.models import Player
from tests.alhambra.helpers import every_thief
from tests.discord.test_handlers import PLACE
from tests.positions import set_position


async def test_the_board_says_when_the_bot_moves_and_the_thief_is_told_in_private(group, members, service, client):
    ann = members.ann
    await group.get_command("new").callback(members.act(ann), game="alhambra", options="thieves=yes")
    tid = (await service.tables_in(PLACE))[-1]["id"]
    await group.get_command("addbot").callback(members.act(ann), level="easy", table=tid)
    await group.get_command("start").callback(members.act(ann), table=tid)
    me = Player("discord", str(ann.id), ann.display_name)
    seat = (await service.table(tid))["seats"].index(me.pid)

    def anns_turn(st):  # every player holds a thief of each currency; Ann's turn begins
        every_thief(st)
        st.data["turn"], st.data["decision"], st.data["thief"] = seat, "action", None

    doc = await set_position(service, tid, anns_turn)
    take = next(o.text for o in service.options_of(doc, me).options if o.text.startswith("take "))
    await group.get_command("move").callback(members.act(ann), action=take, table=tid)
    doc = await service.table(tid)
    assert service.machine_to_act(doc) == ["bot:1"] and service.may_act(doc) == [me.pid]
    board = [p for p in client.posts if p.where == "channel"][-1]
    assert board.content.endswith("\nBot 1 moves in 3 min.")
    dm = [p for p in client.posts if p.where == "dm"][-1]
    assert str(dm.channel) == str(ann.id) and "Before Bot 1 moves, you may play a thief" in dm.content
