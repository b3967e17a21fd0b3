"""A user's interactions are handled in the order they came (bot/in_order.py), other users' alongside."""
import asyncio

from rules.registry import get_game
from tests.discord.test_handlers import lead_of, open_table


async def test_two_moves_sent_in_quick_succession_are_applied_in_order(app, group, members, service, monkeypatch):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    seat = doc["seats"].index(f"discord:{lead.id}")
    game = get_game("pebbles")
    st = game.load(doc["state"])
    game.apply(st, seat, "double")
    assert seat in game.current(st), "the lead plays a card after choosing the stake"
    card = game.actions(st, seat)[0].text
    real_move = service.move

    async def slow_first(tid, player, action=None, **kw):
        if action == "double":  # the first move takes a while (a busy Redis, say): the second must wait
            await asyncio.sleep(0.3)
        return await real_move(tid, player, action, **kw)

    monkeypatch.setattr(service, "move", slow_first)
    move = group.get_command("move")
    first, second = members.act(lead), members.act(lead)
    await asyncio.gather(asyncio.create_task(move.callback(first, action="double", table=None)),
                         asyncio.create_task(move.callback(second, action=card, table=None)))
    moves = [e["action"] for e in await service.store.log(doc["id"], 50) if e["kind"] == "move"]
    assert moves[-2:] == ["double", card]
    assert "not a legal move" not in (second.last().content or "")
    assert not app.turns and not len(app.in_order)  # nothing left once both are done
