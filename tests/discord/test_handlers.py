"""Handlers driven with interaction stand-ins against real Redis: the right table-service calls, the
right answers, hidden information only in ephemeral answers, refused presses that change nothing."""
import logging
import time
from types import SimpleNamespace


from bot import table_doc as T
from bot.discord import app as app_module
from bot.models import Place, TableEvent
from tests.discord.conftest import CHANNEL, GUILD, image_view
from tests.discord.fakes import FakeGuild, FakeInteraction, components, custom_ids, press

PLACE = Place("discord", str(CHANNEL))


async def open_table(group, members, service, players=("ann", "bob", "cat"), options="rounds=3"):
    """Ann opens a pebbles table, the others join, Ann starts it. Returns the table doc."""
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options=options)
    tid = (await service.tables_in(PLACE))[-1]["id"]
    for name in players[1:]:
        await group.get_command("join").callback(members.act(getattr(members, name)), table=tid)
    await group.get_command("start").callback(members.act(members.ann), table=tid)
    return await service.table(tid)


def pid_of(user) -> str:
    return f"discord:{user.id}"


def lead_of(doc, members):
    return members.by_pid(doc["seats"][0])  # pebbles: seat 0 chooses the first stake


async def open_panel(members, user, tid):
    inter = members.act(user)
    await press(inter, f"tv:a:{tid}")
    return inter.last()


def option_id(panel, text_start):
    """custom_id of the panel button whose label starts with `text_start`."""
    for row in components(panel.view):
        for c in row["components"]:
            if c.get("label", "").startswith(text_start):
                return c["custom_id"]
    raise AssertionError(f"no button {text_start!r} in {custom_ids(panel.view)}")


# ---- lobby -------------------------------------------------------------------------------------------

async def test_new_creates_a_table_and_posts_the_lobby_with_join_and_start(group, members, service, client):
    inter = members.act(members.ann)
    await group.get_command("new").callback(inter, game="pebbles", options="rounds=2 stakes=no")
    [doc] = await service.tables_in(PLACE)
    assert doc["options"] == {"rounds": 2, "stakes": False}
    assert doc["creator"] == f"discord:{members.ann.id}"
    assert inter.response.deferred == {"ephemeral": True, "thinking": True}
    assert inter.last().ephemeral
    lobby = client.posts[-1]
    assert custom_ids(lobby.view) == [f"tv:j:{doc['id']}", f"tv:g:{doc['id']}", f"tv:b:{doc['id']}"]
    refs = (await service.table(doc["id"]))["refs"]
    assert refs == {"discord_msg": str(lobby.id), "discord_guild": str(GUILD)}


async def test_a_bad_option_is_explained_privately(group, members, service, client):
    inter = members.act(members.ann)
    await group.get_command("new").callback(inter, game="pebbles", options="rounds=99")
    assert "between 1 and 6" in inter.last().content and inter.last().ephemeral
    assert await service.tables_in(PLACE) == [] and client.posts == []


async def test_join_leave_and_the_full_table(group, members, service):
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options=None)
    for name in ("bob", "cat", "dan"):
        await group.get_command("join").callback(members.act(getattr(members, name)), table=None)
    late = members.act(members.eve)
    await group.get_command("join").callback(late, table=None)
    assert "full" in late.last().content and late.last().ephemeral
    await group.get_command("leave").callback(members.act(members.dan), table=None)
    doc = (await service.tables_in(PLACE))[0]
    assert [p["name"] for p in doc["players"]] == ["Ann", "Bob", "Cat"]


async def test_start_posts_the_public_board_with_act_and_hand_buttons(group, members, service, client, renderer):
    doc = await open_table(group, members, service)
    board = client.posts[-1]
    assert board.file and image_view(board.file)["seat"] is None
    assert custom_ids(board.view) == [f"tv:a:{doc['id']}", f"tv:h:{doc['id']}"]
    lead = lead_of(doc, members)
    assert f"Now: <@{lead.id}>" in board.content
    assert all(v["seat"] is None for v in renderer.views)  # nothing private drawn yet


# ---- acting ------------------------------------------------------------------------------------------

async def test_act_opens_an_ephemeral_panel_with_my_private_image_and_my_actions(group, members, service):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    panel = await open_panel(members, lead, doc["id"])
    assert panel.ephemeral
    assert image_view(panel.file)["seat"] == 0 and "hand" in image_view(panel.file)
    assert [c.split(":")[4] for c in custom_ids(panel.view)] == ["0", "1"]  # single, double
    assert "Choose the stake" in panel.content


async def test_a_button_press_moves_and_the_board_follows(group, members, service, client):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    panel = await open_panel(members, lead, doc["id"])
    inter = members.act(lead, message_ephemeral=True)
    await press(inter, option_id(panel, "Double"))
    after = await service.table(doc["id"])
    assert "stake to double" in " ".join(await service.log(doc["id"]))
    # the lead must now play a card too: the same panel shows the new choices
    assert inter.last().where == "edit" and "Play a card" in inter.last().content
    board = client.posts[-1]
    assert "sets the stake to double" in board.content
    assert "Waiting for choices from:" in board.content
    for pid in service.to_act(after):  # the others are pinged; the lead, who just chose, is named only
        if pid == pid_of(lead):
            assert f"<@{lead.id}>" not in board.content and T.name_of(after, pid) in board.content
        else:
            assert f"<@{pid.split(':')[1]}>" in board.content


async def test_hidden_choice_goes_only_to_the_player(group, members, service, client):
    doc = await open_table(group, members, service, options="rounds=2 stakes=no")
    ann = members.by_pid(doc["seats"][1])
    panel = await open_panel(members, ann, doc["id"])
    inter = members.act(ann, message_ephemeral=True)
    cid = custom_ids(panel.view)[0]
    await press(inter, cid)
    answer = inter.last()
    assert answer.ephemeral and "You played" in answer.content
    now = await service.table(doc["id"])
    assert custom_ids(answer.view) == [f"tv:u:{doc['id']}:{now['version']}"]  # and may take it back
    assert "plays a card face down" not in client.posts[-1].content  # one card of a step: no board yet
    for pid in doc["seats"]:  # the others play: the step resolves and one board sums it up
        if pid != pid_of(ann):
            user = members.by_pid(pid)
            await press(members.act(user, message_ephemeral=True),
                        custom_ids((await open_panel(members, user, doc["id"])).view)[0])
    board = client.posts[-1]
    assert board.content.count("plays a card face down") == 3
    assert "play " not in board.content.lower().replace("plays a card", "")  # the summary never names a card
    assert image_view(board.file)["seat"] is None and "hand" not in image_view(board.file)


async def test_typed_move_with_autocomplete(group, members, service, renderer):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    drawn = len(renderer.views)
    ac = members.act(lead, namespace={"table": None})
    move = group.get_command("move")
    choices = await move._params["action"].autocomplete(ac, "dou")
    assert [c.value for c in choices] == ["double"]
    assert len(renderer.views) == drawn  # autocomplete never draws
    inter = members.act(lead)
    await move.callback(inter, action="double", table=None)
    assert (await service.table(doc["id"]))["version"] > doc["version"]
    assert inter.last().ephemeral and "Play a card" in inter.last().content


async def test_autocomplete_offers_at_most_25_of_my_legal_actions(app, members):
    from bot.models import Option
    from bot.discord.texts import action_suggestions

    opts = [Option(i, f"take {i} castle", f"Take {i}", "Take") for i in range(60)]
    got = action_suggestions(opts, "take 1")
    assert len(got) <= 25 and all(v.startswith("take 1") for _, v in got)
    assert len(action_suggestions(opts, "")) == 25


async def test_move_autocomplete_is_empty_for_a_member_not_seated(group, members, service):
    await open_table(group, members, service)
    ac = members.act(members.eve, namespace={"table": None})
    assert await group.get_command("move")._params["action"].autocomplete(ac, "") == []


async def test_new_options_autocomplete(group, members):
    ac = members.act(members.ann, namespace={"game": "pebbles"})
    param = group.get_command("new")._params["options"]
    values = [c.value for c in await param.autocomplete(ac, "rounds=2 st")]
    assert values == ["rounds=2 stakes=yes", "rounds=2 stakes=no"]
    values = [c.value for c in await param.autocomplete(ac, "")]
    assert "rounds=3" in values and "stakes=no" in values and len(values) <= 25


async def test_table_autocomplete_lists_the_channels_tables(group, members, service):
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options=None)
    await group.get_command("new").callback(members.act(members.bob), game="pebbles", options=None)
    ac = members.act(members.cat)
    choices = await group.get_command("join")._params["table"].autocomplete(ac, "")
    docs = await service.tables_in(PLACE)
    assert [c.value for c in choices] == [d["id"] for d in docs]
    # with two tables a command must say which
    inter = members.act(members.cat)
    await group.get_command("join").callback(inter, table=None)
    assert "several tables" in inter.last().content


# ---- refusals ----------------------------------------------------------------------------------------

async def test_stale_button_is_refused_with_fresh_options_and_changes_nothing(group, members, service):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    old_panel = await open_panel(members, lead, doc["id"])
    await group.get_command("move").callback(members.act(lead), action="single", table=None)
    before = await service.table(doc["id"])
    inter = members.act(lead, message_ephemeral=True)
    await press(inter, option_id(old_panel, "Double"))
    after = await service.table(doc["id"])
    assert after["version"] == before["version"] and after["state"] == before["state"]
    answer = inter.last()
    assert answer.ephemeral and "earlier moment" in answer.content
    assert all(c.startswith(f"tv:m:{doc['id']}:") for c in custom_ids(answer.view))
    assert "Play a card" in answer.content  # the fresh options


async def test_a_member_not_seated_is_refused(group, members, service, client):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    panel = await open_panel(members, lead, doc["id"])
    posts = len(client.posts)
    for cid in (f"tv:a:{doc['id']}", f"tv:h:{doc['id']}", option_id(panel, "Double")):
        inter = members.act(members.eve, message_ephemeral=True)
        await press(inter, cid)
        assert inter.last().ephemeral and "not seated" in inter.last().content
    assert (await service.table(doc["id"]))["state"] == doc["state"]
    assert len(client.posts) == posts


async def test_out_of_turn_is_refused(group, members, service, client):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    other = members.by_pid(doc["seats"][1])
    panel = await open_panel(members, lead, doc["id"])
    posts = len(client.posts)
    mine = await open_panel(members, other, doc["id"])
    assert mine.ephemeral and "Nothing for you to choose now" in mine.content and mine.view is None
    inter = members.act(other, message_ephemeral=True)
    await press(inter, option_id(panel, "Double"))  # somebody else's button
    assert inter.last().ephemeral and "not your turn" in inter.last().content
    assert (await service.table(doc["id"]))["state"] == doc["state"]
    assert len(client.posts) == posts


async def test_a_retried_press_applies_once(group, members, service):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    panel = await open_panel(members, lead, doc["id"])
    cid = option_id(panel, "Double")
    first = members.act(lead, message_ephemeral=True)
    await press(first, cid)
    once = await service.table(doc["id"])
    retry = members.act(lead, message_ephemeral=True)
    retry.id = first.id  # Discord redelivering the same interaction: the service's idem key
    await press(retry, cid)
    assert (await service.table(doc["id"]))["state"] == once["state"]
    assert len([e for e in await service.store.full_log(doc["id"]) if e["kind"] == "move"]) == 1
    assert retry.last().content == first.last().content  # answered as the first time, not refused


async def test_abandon_needs_the_opener_or_a_channel_manager(group, members, service, client):
    doc = await open_table(group, members, service)
    bob = members.act(members.bob)
    await group.get_command("abandon").callback(bob, table=None)
    assert "Only the player who opened" in bob.last().content
    mod = members.act(members.eve, admin=True)
    await group.get_command("abandon").callback(mod, table=None)
    asked = mod.last()  # a running game is closed only once confirmed, by its private button
    assert asked.ephemeral and "Close" in asked.content and "for everyone?" in asked.content
    assert (await service.table(doc["id"]))["status"] == T.ACTIVE
    (yes,) = custom_ids(asked.view)
    refused = members.act(members.bob)  # the button of another (a forged press) is still checked
    await press(refused, yes)
    assert "Only the player who opened" in refused.last().content and refused.last().ephemeral
    await press(members.act(members.eve, admin=True), yes)
    assert (await service.table(doc["id"]))["status"] == T.ABANDONED
    assert "closed the table" in client.posts[-1].content


async def test_resigning_is_asked_first_and_a_question_from_before_a_move_is_stale(group, members, service):
    doc = await open_table(group, members, service)
    quitter = members.by_pid(doc["seats"][1])  # not the lead, who moves first

    async def resigns() -> int:
        return [e["kind"] for e in await service.store.full_log(doc["id"])].count("resign")

    asked = members.act(quitter)
    await group.get_command("resign").callback(asked, table=None)
    (yes,) = custom_ids(asked.last().view)
    assert asked.last().ephemeral and "Resign from" in asked.last().content and yes.startswith(f"tv:c:r:{doc['id']}:")
    await group.get_command("move").callback(members.act(lead_of(doc, members)), action="single", table=None)
    late = members.act(quitter)  # the table moved on before the answer: nothing happens, ask again
    await press(late, yes)
    assert "moved on since you asked" in late.last().content and late.last().ephemeral
    assert await resigns() == 0
    outsider = members.act(members.eve)  # not seated: refused at once, nothing asked
    await group.get_command("resign").callback(outsider, table=doc["id"])
    assert outsider.last().view is None and outsider.last().ephemeral and "not seated" in outsider.last().content
    asked = members.act(quitter)
    await group.get_command("resign").callback(asked, table=None)
    await press(members.act(quitter), custom_ids(asked.last().view)[0])
    assert await resigns() == 1


# ---- reading -----------------------------------------------------------------------------------------

async def test_status_is_public_and_hand_and_log_are_private(group, members, service):
    doc = await open_table(group, members, service, options="rounds=2 stakes=no")
    ann = members.by_pid(doc["seats"][0])
    status = members.act(members.eve)
    await group.get_command("status").callback(status, table=None)
    assert status.response.deferred == {"ephemeral": False, "thinking": True}
    assert not status.last().ephemeral and image_view(status.last().file)["seat"] is None
    hand = members.act(ann)
    await group.get_command("hand").callback(hand, table=None)
    assert hand.last().ephemeral and image_view(hand.last().file)["hand"]
    assert custom_ids(hand.last().view) == [f"tv:a:{doc['id']}"]  # a shortcut to act, since it is my turn
    await group.get_command("move").callback(members.act(ann), action=f"play {image_view(hand.last().file)['hand'][0]}",
                                           table=None)
    log = members.act(ann)
    await group.get_command("log").callback(log, table=None)
    assert log.last().ephemeral and "You played" in log.last().content
    eve_log = members.act(members.eve)
    await group.get_command("log").callback(eve_log, table=None)
    assert "You played" not in eve_log.last().content and "face down" in eve_log.last().content
    eve_hand = members.act(members.eve)
    await group.get_command("hand").callback(eve_hand, table=None)
    assert "not seated" in eve_hand.last().content and eve_hand.last().file is None


async def test_rules_shows_the_summary(group, members):
    inter = members.act(members.ann)
    await group.get_command("rules").callback(inter, game="pebbles")
    assert "Play a card in secret" in inter.last().content and "rounds=" in inter.last().content


async def test_mygames_lists_tables_waiting_for_me_with_jump_links(group, members, service, client):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    inter = members.act(lead)
    await group.get_command("mygames").callback(inter)
    board = [p for p in client.posts if p.file][-1]
    assert f"https://discord.com/channels/{GUILD}/{CHANNEL}/{board.id}" in inter.last().content
    # asked in another server, the table is still listed (issue: mygames across every server), with its link
    elsewhere = FakeInteraction(members.client, lead, 999, guild=FakeGuild(GUILD + 1, {999}))
    await group.get_command("mygames").callback(elsewhere)
    assert "Elsewhere:" in elsewhere.last().content and "in another server" in elsewhere.last().content
    assert f"https://discord.com/channels/{GUILD}/{CHANNEL}/{board.id}" in elsewhere.last().content
    other = members.act(members.by_pid(doc["seats"][1]))
    await group.get_command("mygames").callback(other)
    assert "No table is waiting for you" in other.last().content


async def test_undo_button_takes_back_my_move(group, members, service, client):
    doc = await open_table(group, members, service, options="rounds=2 stakes=no")
    ann = members.by_pid(doc["seats"][0])
    panel = await open_panel(members, ann, doc["id"])
    inter = members.act(ann, message_ephemeral=True)
    await press(inter, custom_ids(panel.view)[0])
    undo_id = custom_ids(inter.last().view)[0]
    undo = members.act(ann, message_ephemeral=True)
    await press(undo, undo_id)
    assert (await service.table(doc["id"]))["state"] == doc["state"]
    assert "Taken back" in undo.last().content and undo.last().ephemeral
    assert "takes back" not in client.posts[-1].content  # a step within the turn: no new board
    # issue 11.1: the same undo button pressed again takes back nothing more
    version = (await service.table(doc["id"]))["version"]
    again = members.act(ann, message_ephemeral=True)
    await press(again, undo_id)
    assert "earlier moment" in again.last().content and again.last().ephemeral
    # and an undo button drawn before buttons carried a version is refused the same way
    old = members.act(ann, message_ephemeral=True)
    await press(old, f"tv:u:{doc['id']}")
    assert "earlier moment" in old.last().content
    assert (await service.table(doc["id"]))["version"] == version


# ---- settings and posting modes ----------------------------------------------------------------------

async def test_settings_show_change_and_preferences_through_the_one_registry(group, members, service):
    doc = await open_table(group, members, service)
    settings = group.get_command("settings").callback
    a = members.act(members.ann)
    await settings(a, key=None, value=None, scope=None, table=None)
    shown = a.last().content
    assert "first reminder 12 h after a turn starts" in shown and "discord_post: new" in shown
    assert "telegram_post" not in shown  # another platform's setting is not ours to show
    assert shown.splitlines()[-1] == "The table's creator or a channel admin can change these: settings <key> <value>."
    b = members.act(members.bob, admin=True)  # not the opener, but a channel admin
    await settings(b, key="on-deadline", value="skip", scope="table", table=None)
    assert "on_deadline is now skip." in b.last().content and b.last().ephemeral
    other = members.act(members.ann)
    await settings(other, key="telegram_post", value="edit", scope=None, table=None)
    assert "setting of the bot on Telegram" in other.last().content
    c = members.act(members.cat)
    await settings(c, key="dm", value="off", scope="me", table=None)
    assert "only mention you" in c.last().content
    d = members.act(members.cat)  # a personal key typed without scope=me is still personal
    await settings(d, key="timezone", value="europe/rome", scope=None, table=None)
    assert "Europe/Rome" in d.last().content
    e = members.act(members.cat)
    await settings(e, key=None, value=None, scope="me", table=None)
    assert e.last().content == "Time zone Europe/Rome; quiet hours off; private reminders off."
    assert (await service.table(doc["id"]))["settings"] == {"lang": "en", "on_deadline": "skip vote"}
    f = members.act(members.ann)
    await settings(f, key="every=2d", value=None, scope=None, table=None)  # as the settings list shows it
    assert "Done: every is now 2d." in f.last().content


async def test_edit_mode_edits_the_board_and_pings_briefly(group, members, service, client):
    doc = await open_table(group, members, service, options="rounds=3 stakes=no")
    refused = members.act(members.bob)
    await group.get_command("settings").callback(refused, key="discord_post", value="edit", scope=None, table=None)
    assert "Only the player who opened" in refused.last().content
    await group.get_command("settings").callback(members.act(members.ann), key="discord_post", value="edit",
                                                 scope=None, table=None)
    board_id = int((await service.table(doc["id"]))["refs"]["discord_msg"])
    images_before = len([p for p in client.posts if p.where == "channel" and p.file])
    pings = []
    for _ in range(2):  # two rounds: every player plays a card, then one board (edited) and one ping
        edits = len([p for p in client.posts if p.where == "channel-edit"])
        for seat in range(3):
            user = members.by_pid(doc["seats"][seat])
            panel = await open_panel(members, user, doc["id"])
            await press(members.act(user, message_ephemeral=True), custom_ids(panel.view)[0])
        assert len([p for p in client.posts if p.where == "channel-edit"]) == edits + 1
        edit = [p for p in client.posts if p.where == "channel-edit"][-1]
        assert edit.id == board_id and image_view(edit.file)["seat"] is None
        ping = client.posts[-1]
        assert ping.where == "channel" and ping.file is None and "<@" in ping.content
        assert f"/{board_id})" in ping.content  # links to the board
        pings.append(ping.id)
    assert len([p for p in client.posts if p.where == "channel" and p.file]) == images_before  # no new image
    assert pings[0] in client.channels[CHANNEL].deleted  # the previous ping was removed
    for seat in range(3):  # the last round: the end is a new board message, which notifies everyone
        user = members.by_pid(doc["seats"][seat])
        panel = await open_panel(members, user, doc["id"])
        await press(members.act(user, message_ephemeral=True), custom_ids(panel.view)[0])
    assert (await service.table(doc["id"]))["status"] == T.FINISHED
    end = client.posts[-1]
    assert end.where == "channel" and end.file and "Game over" in end.content and end.id != board_id


# ---- events from elsewhere ---------------------------------------------------------------------------

async def test_reminder_mentions_in_the_channel_and_sends_a_direct_message(app, group, members, service, client,
                                                                          caplog):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    pid = f"discord:{lead.id}"
    other = doc["seats"][1]
    client.closed_dms.add(int(other.split(":")[1]))
    event = TableEvent("reminder", doc["id"], PLACE, doc["version"], "Your turn is waiting (12 h).", "pebbles",
                       [pid], [], {pid: ["Choose the stake before tomorrow."], other: ["Hello"]}, None)
    with caplog.at_level(logging.WARNING):
        await app.on_event(event)
    post = [p for p in client.posts if p.where == "channel"][-1]
    assert f"<@{lead.id}>" in post.content and "12 h" in post.content
    dms = [p for p in client.posts if p.where == "dm"]
    assert [(d.channel, "Choose the stake" in d.content) for d in dms] == [(lead.id, True)]
    assert "could not send a direct message" in caplog.text


async def test_events_of_other_platforms_are_ignored(app, client):
    await app.on_event(TableEvent("moved", "zzzzzz", Place("telegram", "-100"), 3, "x"))
    assert client.posts == []


async def test_every_answer_comes_after_an_acknowledgement(group, members, service):
    """The fakes refuse a followup before defer; here every command is also acknowledged exactly once."""
    doc = await open_table(group, members, service)
    for name, kwargs in [("status", {"table": None}), ("hand", {"table": None}), ("log", {"table": None}),
                         ("undo", {"table": None}), ("mygames", {}), ("rules", {"game": None}),
                         ("resign", {"table": doc["id"]})]:
        inter = members.act(members.ann)
        await group.get_command(name).callback(inter, **kwargs)
        assert inter.response.deferred is not None and inter.sent, name


async def test_real_board_image_is_a_small_png(service, members, group, client):
    from render import render_png

    doc = await open_table(group, members, service)
    t0 = time.perf_counter()
    png = render_png(service.view_of(doc, None))
    assert png.startswith(b"\x89PNG") and len(png) < 2 * 1024 * 1024
    assert time.perf_counter() - t0 < 5


async def test_settings_with_the_real_reminders_module(group, members, service):
    doc = await open_table(group, members, service)
    settings = group.get_command("settings").callback
    change = members.act(members.ann)
    await settings(change, key="first", value="6h", scope=None, table=None)
    assert "first is now 6h" in change.last().content, change.last().content
    assert (await service.table(doc["id"]))["settings"]["first"] == "6h"
    refused = members.act(members.bob)
    await settings(refused, key="first", value="1h", scope=None, table=None)
    assert "Only the player who opened" in refused.last().content
    ac = members.act(members.ann, namespace={"key": "first"})
    values = [c.value for c in await group.get_command("settings")._params["value"].autocomplete(ac, "")]
    assert "6h" in values and "off" in values


async def test_setting_autocomplete_offers_keys_and_their_values(group, members):
    params = group.get_command("settings")._params
    keys = [c.value for c in await params["key"].autocomplete(members.act(members.ann), "")]
    assert keys == ["lang", "first", "every", "deadline", "on_deadline", "window", "hints", "discord_post", "timezone",
                    "quiet", "dm", "lang"]
    ac = members.act(members.ann, namespace={"key": "discord_post"})
    assert [c.value for c in await params["value"].autocomplete(ac, "")] == ["new", "edit"]

async def test_skip_vote_and_takeover_are_forwarded(group, members, service, monkeypatch):
    calls = []

    async def vote_skip(svc, tid, voter, target):
        calls.append(("skip", tid, voter.pid, target))
        return "Your vote is in."

    async def take_over(svc, tid, player):
        calls.append(("take", tid, player.pid))
        return "Welcome back."

    monkeypatch.setattr(app_module, "reminders_api", SimpleNamespace(vote_skip=vote_skip, take_over=take_over))
    doc = await open_table(group, members, service)
    target = doc["seats"][1]
    ac = members.act(members.ann, namespace={"table": None})
    seated = await group.get_command("skip")._params["player"].autocomplete(ac, "")
    assert sorted(c.value for c in seated) == sorted(doc["seats"])
    a = members.act(members.ann)
    await group.get_command("skip").callback(a, player=target, table=None)
    b = members.act(members.bob)
    await group.get_command("takeover").callback(b, table=None)
    assert a.last().content == "Your vote is in." and b.last().content == "Welcome back."
    assert calls == [("skip", doc["id"], f"discord:{members.ann.id}", target), ("take", doc["id"], f"discord:{members.bob.id}")]


async def test_a_page_button_from_an_older_version_shows_the_current_options(group, members, service):
    doc = await open_table(group, members, service)
    lead = lead_of(doc, members)
    await group.get_command("move").callback(members.act(lead), action="single", table=None)
    inter = members.act(lead, message_ephemeral=True)
    await press(inter, f"tv:p:{doc['id']}:{doc['version']}:1")
    answer = inter.last()
    assert answer.where == "edit" and "options have changed" in answer.content and "Play a card" in answer.content
    assert all(c.startswith(f"tv:m:{doc['id']}:") for c in custom_ids(answer.view))


async def test_a_join_shows_the_lobby_again_with_who_sits(group, members, service, client):
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options="rounds=3")
    tid = (await service.tables_in(PLACE))[-1]["id"]
    await group.get_command("join").callback(members.act(members.bob), table=tid)
    lobby = [p for p in client.posts if p.where == "channel"][-1]
    assert "At the table (2/" in lobby.content and "Ann, Bob" in lobby.content
    assert sorted(custom_ids(lobby.view)) == sorted([f"tv:j:{tid}", f"tv:g:{tid}", f"tv:b:{tid}"])
    await group.get_command("start").callback(members.act(members.ann), table=tid)
    assert (await service.table(tid))["refs"]["discord_msg"]  # the board links to the latest message


async def test_a_lobby_closed_before_it_started_says_so_to_hand_leave_and_settings(group, members, service):
    """The service's words for a table that ended reach Discord: not "the game has started" or "not started"."""
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options="rounds=3")
    tid = (await service.tables_in(PLACE))[-1]["id"]
    await group.get_command("join").callback(members.act(members.bob), table=tid)
    await group.get_command("abandon").callback(members.act(members.ann), table=tid)  # a lobby: closed at once
    assert (await service.table(tid))["status"] == "abandoned"
    for command in ("hand", "leave"):
        bob = members.act(members.bob)
        await group.get_command(command).callback(bob, table=tid)
        assert "This table has been closed." in bob.last().content, (command, bob.last().content)
    ann = members.act(members.ann)
    await group.get_command("settings").callback(ann, key=None, value=None, scope=None, table=tid)
    assert ann.last().content.splitlines()[-1] == "This table has been closed. Its settings can no longer be changed."
