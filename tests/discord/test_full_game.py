"""A whole game of the test game pebbles, played only through the adapter's slash-command callbacks
and DynamicItem callbacks by three simulated members, against real Redis."""
import random

from bot import table_doc as T
from bot.models import Place
from tests.discord.conftest import CHANNEL, image_view
from tests.discord.fakes import components, custom_ids, press

PLACE = Place("discord", str(CHANNEL))


def _choices(view):
    """(custom_id, values) for every action a panel offers: buttons, and each option of each menu."""
    out = []
    for row in components(view):
        for c in row["components"]:
            cid = c.get("custom_id", "")
            if cid.startswith("tv:m:"):
                out.append((cid, None))
            elif cid.startswith("tv:s:"):
                out.extend((cid, [o["value"]]) for o in c["options"])
    return out


async def test_a_full_game_of_pebbles_through_the_adapter(app, group, members, client, service, renderer):
    rng = random.Random(7)
    new = group.get_command("new")
    opener = members.act(members.ann)
    await new.callback(opener, game="pebbles", options="rounds=3")
    assert opener.response.deferred == {"ephemeral": True, "thinking": True}
    assert "You opened" in opener.last().content and opener.last().ephemeral

    [doc] = await service.tables_in(PLACE)
    tid = doc["id"]
    lobby = client.posts[-1]
    assert lobby.where == "channel" and f"#{tid}" in lobby.content
    join_id, start_id, addbot_id = custom_ids(lobby.view)
    assert (join_id, start_id, addbot_id) == (f"tv:j:{tid}", f"tv:g:{tid}", f"tv:b:{tid}")
    assert (await service.table(tid))["refs"]["discord_msg"] == str(lobby.id)

    await press(members.act(members.bob), join_id)  # Bob joins with the lobby's button
    await group.get_command("join").callback(members.act(members.cat), table=None)  # Cat types it
    assert len((await service.table(tid))["players"]) == 3

    refused = members.act(members.bob)  # only the opener (or an admin) may start
    await press(refused, start_id)
    assert "Only the player who opened" in refused.last().content and refused.last().ephemeral
    await press(members.act(members.ann), start_id)
    doc = await service.table(tid)
    assert doc["status"] == T.ACTIVE

    presses = 0
    while doc["status"] == T.ACTIVE:
        board = [p for p in client.posts if p.where == "channel" and p.file][-1]
        act_id, hand_id = custom_ids(board.view)
        for pid in service.to_act(doc):  # whoever must act is named (pinged unless they just moved alone)
            assert f"<@{pid.split(':')[1]}>" in board.content or T.name_of(doc, pid) in board.content
        pid = rng.choice(service.to_act(doc))
        user = members.by_pid(pid)
        opening = members.act(user)
        await press(opening, act_id)
        panel = opening.last()
        assert panel.ephemeral and panel.view is not None
        assert image_view(panel.file)["seat"] == T.seat_of(doc, pid)  # the panel shows my private view
        cid, values = rng.choice(_choices(panel.view))
        choosing = members.act(user, message_ephemeral=True, values=values)
        await press(choosing, cid)
        assert choosing.response.deferred == {"ephemeral": True, "thinking": False}
        answer = choosing.last()
        assert answer.ephemeral and answer.where == "edit", answer
        presses += 1
        doc = await service.table(tid)
        assert presses < 200

    assert doc["status"] == T.FINISHED
    # the board of the last move shows the end, once: no second message repeats it
    ends = [p for p in client.posts if "Game over" in (p.content or "")]
    assert len(ends) == 1 and ends[0].file and ends[0] is client.posts[-1]
    # Everything posted in the channel shows the public view only; hands went to ephemeral answers.
    for post in client.posts:
        assert post.where in ("channel", "channel-edit")
        if post.file:
            assert image_view(post.file)["seat"] is None
        assert "You played" not in (post.content or "") and "You draw" not in (post.content or "")
    assert presses >= 3 * 3  # three rounds, three cards each
