"""Issue 11.3 in Discord: a thief who may act out of turn is told by direct message, never in the channel."""
from bot.models import Player
from tests.alhambra.helpers import every_thief
from tests.discord.test_handlers import PLACE
from tests.positions import set_position


async def test_thief_holders_are_told_in_private_and_the_channel_names_nobody(group, members, service, client):
    await group.get_command("new").callback(members.act(members.ann), game="alhambra", options="thieves=yes")
    tid = (await service.tables_in(PLACE))[-1]["id"]
    for name in ("bob", "cat"):
        await group.get_command("join").callback(members.act(getattr(members, name)), table=tid)
    await group.get_command("start").callback(members.act(members.ann), table=tid)
    doc = await set_position(service, tid, every_thief)
    turn = members.by_pid(service.to_act(doc)[0])
    take = next(o.text for o in service.options_of(doc, Player("discord", str(turn.id), turn.display_name)).options
                if o.text.startswith("take "))
    await group.get_command("move").callback(members.act(turn), action=take, table=tid)
    doc = await service.table(tid)
    free = service.may_act(doc)
    assert free
    dms = [p for p in client.posts if p.where == "dm"]
    assert sorted(str(p.channel) for p in dms[-len(free):]) == sorted(pid.split(":")[1] for pid in free)
    board = [p for p in client.posts if p.where == "channel"][-1]
    for pid in free:
        assert f"<@{pid.split(':')[1]}>" not in board.content  # the next player only is mentioned
