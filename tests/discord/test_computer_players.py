"""Computer players and hints on Discord (issue 19), end to end: the adapter inside the real discord.py client
against the loopback stand-in of Discord's HTTP API (tests/discord/loopback.py), which refuses what the real API
refuses (the fixture fails the test on any refusal). One person opens a table, seats computer players by
`/tavolo addbot` and by the lobby's button, starts, and plays a whole game through the board's Act button and
the panel's buttons and menus; after each of their moves the computer players' worker plays every due move
(`robots(service).drain()`, as `python -m bot` runs it beside the reminders). Nobody pings a computer player or
writes to it. The refusals and the hints are tested through the adapter's handlers (tests/discord/fakes.py)."""
from __future__ import annotations

import io
import random
import re

import discord
import pytest

from bot import table_doc as T
from bot.discord.app import DiscordApp
from bot.discord.client import TavoloBot
from bot.models import Place, Player
from bot.robots import robots
from tests.discord.conftest import CHANNEL as FAKE_CHANNEL
from tests.discord.fakes import custom_ids, press
from tests.discord.loopback import FakeDiscordAPI
from tests.discord.test_loopback import CHANNEL, EPHEMERAL, component, deliver, member, slash

NUMBERED = re.compile(r"The computer would play \d+\. ")


def tiny_png(view: dict) -> bytes:
    """A real PNG, drawn at once: the whole games test the chat, not the drawing (see test_bot_board_at_phone_width)."""
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 8), (255, 255, 255)).save(out, "PNG")
    return out.getvalue()


@pytest.fixture
async def live(service, monkeypatch):
    api = FakeDiscordAPI()
    monkeypatch.setattr(discord.http.Route, "BASE", await api.start())
    app = DiscordApp(service, render=tiny_png)
    service.bus.subscribe(app.on_event)
    bot = TavoloBot(app)
    await bot.login("fake-token")
    try:
        yield api, bot
    finally:
        await bot.close()
        await api.stop()
    assert not api.refused, [(r.method, r.path, why) for r, status, why in api.refused]


def followup(r) -> bool:
    return r.method == "POST" and r.path.startswith("/webhooks/")


def choices(message: dict) -> list[tuple[str, list[str] | None]]:
    """(custom_id, values) of every move a panel offers: its option buttons and each entry of its menus."""
    out = []
    for row in message["components"]:
        for c in row["components"]:
            cid = c.get("custom_id", "")
            if cid.startswith("tv:m:"):
                out.append((cid, None))
            elif cid.startswith("tv:s:"):
                out.extend((cid, [o["value"]]) for o in c["options"])
    return out


async def open_with_bots(api, bot, service, game: str, bots: int, options: str = "") -> str:
    """Ann opens a table of `game`, seats `bots` computer players (the first by command, at level strong, the
    second by the lobby's button, any others by command) and starts it: the table id."""
    ann = member(1001, "Ann")
    await deliver(bot, api, slash(ann, "new", game=game, options=options or None), followup)
    (doc,) = await service.tables_in(Place("discord", CHANNEL))
    tid = doc["id"]
    for i in range(bots):
        n = len(api.requests)
        if i == 1:
            lobby = api.messages[(await service.table(tid))["refs"]["discord_msg"]]
            assert f"tv:b:{tid}" in [c["custom_id"] for c in lobby["components"][0]["components"]]
            answer = await deliver(bot, api, component(ann, lobby, f"tv:b:{tid}"), followup)
        else:
            answer = await deliver(bot, api, slash(ann, "addbot", level="strong" if i == 0 else None), followup)
        assert answer.json["flags"] & EPHEMERAL and "A computer player sits at" in answer.json["content"]
        assert any(r.path == f"/channels/{CHANNEL}/messages" and r.method == "POST" for r in api.since(n))  # lobby
    doc = await service.table(tid)
    assert [p["name"] for p in doc["players"]] == ["Ann"] + [f"Bot {i + 1}" for i in range(bots)]
    assert [p.get("bot") for p in doc["players"][1:]] == ["strong"] + ["normal"] * (bots - 1)
    lobby = api.messages[doc["refs"]["discord_msg"]]
    await deliver(bot, api, component(ann, lobby, f"tv:g:{tid}"), followup)
    assert (await service.table(tid))["status"] == T.ACTIVE
    return tid


async def play_to_the_end(api, bot, service, tid: str, seed: int, hints: bool) -> int:
    """Ann plays with the panels' buttons and menus; the computer players answer after each move. Ann's
    moves. With hints on, she asks for a suggestion by the panel's button on her first turn and by
    `/tavolo suggest` on her second."""
    ann, pid = member(1001, "Ann"), "discord:1001"
    rng, worker, moves = random.Random(seed), robots(service), 0
    while True:
        await worker.drain()
        doc = await service.table(tid)
        if doc["status"] != T.ACTIVE:
            return moves
        assert service.to_act(doc) == [pid]  # the table waits for the person only: the computer moved
        board = api.messages[doc["refs"]["discord_msg"]]
        panel_req = await deliver(bot, api, component(ann, board, f"tv:a:{tid}"), lambda r: followup(r) and r.files)
        assert panel_req.json["flags"] & EPHEMERAL
        panel = api._message(CHANNEL, {**panel_req.json, "flags": EPHEMERAL})
        ids = [c.get("custom_id", "") for row in panel["components"] for c in row["components"]]
        assert any(i.startswith(f"tv:k:{tid}:") for i in ids) == hints
        if hints and moves < 2:
            if moves == 0:
                suggest = next(i for i in ids if i.startswith("tv:k:"))
                answer = await deliver(bot, api, component(ann, panel, suggest), followup)
            else:
                answer = await deliver(bot, api, slash(ann, "suggest"), followup)
            assert answer.json["flags"] & EPHEMERAL and NUMBERED.search(answer.json["content"]), answer.json
        cid, values = rng.choice(choices(panel))
        await deliver(bot, api, component(ann, panel, cid, values),
                      lambda r: r.method == "PATCH" and r.path.endswith("/messages/@original"))
        moves += 1
        assert moves < 400


def nobody_pings_a_computer_player(api) -> None:
    """No mention but the person's, no "bot:" pid shown, no direct message opened with anyone else."""
    for r in api.requests:
        content = str((r.json or {}).get("content") or "") if isinstance(r.json, dict) else ""
        assert "bot:" not in content, content
        assert set(re.findall(r"<@!?(\d+)>", content)) <= {"1001"}, content
        if r.path == "/users/@me/channels":
            assert str(r.json["recipient_id"]) == "1001"


@pytest.mark.parametrize("game,bots,options,hints", [("castles", 3, "hints=yes", True), ("alhambra", 2, "", False)])
async def test_a_person_plays_a_whole_game_with_computer_players(live, service, game, bots, options, hints):
    api, bot = live
    tid = await open_with_bots(api, bot, service, game, bots, options)
    moves = await play_to_the_end(api, bot, service, tid, seed=3, hints=hints)
    doc = await service.table(tid)
    assert doc["status"] == T.FINISHED and moves >= 5
    assert sorted(doc["result"]["ranking"]) == list(range(bots + 1))
    await api.wait_for(lambda r: r.method == "POST" and "Game over" in str((r.json or {}).get("content")))
    boards = [r for r in api.requests if r.path == f"/channels/{CHANNEL}/messages" and r.files]
    assert any("Bot 1" in str(r.json.get("content")) for r in boards)  # the computer's moves are posted
    nobody_pings_a_computer_player(api)
    # the fixture checks on teardown that the API stand-in refused nothing


# ---- through the handlers: refusals, removebot, hints -------------------------------------------------------

PLACE = Place("discord", str(FAKE_CHANNEL))


async def _opened(group, members, service, options: str = "") -> str:
    await group.get_command("new").callback(members.act(members.ann), game="castles", options=options or None)
    return (await service.tables_in(PLACE))[-1]["id"]


async def test_addbot_and_removebot_by_command_with_levels(group, members, service, client):
    tid = await _opened(group, members, service)
    add = group.get_command("addbot")
    inter = members.act(members.ann)
    await add.callback(inter, level="easy", table=None)
    assert inter.last().ephemeral and "A computer player sits at" in inter.last().content
    await add.callback(members.act(members.ann), level="forte", table=None)  # the Italian word works too
    doc = await service.table(tid)
    assert [(p["name"], p.get("bot")) for p in doc["players"][1:]] == [("Bot 1", "easy"), ("Bot 2", "strong")]
    lobby = [p for p in client.posts if p.where == "channel"][-1]
    assert "Bot 2" in lobby.content and f"tv:b:{tid}" in custom_ids(lobby.view)
    wrong = members.act(members.ann)
    await add.callback(wrong, level="grandmaster", table=None)
    assert wrong.last().ephemeral and "easy, normal or strong" in wrong.last().content

    remove = group.get_command("removebot")
    inter = members.act(members.ann)
    await remove.callback(inter, table=None)
    assert inter.last().ephemeral and "A computer player left" in inter.last().content
    assert [p["name"] for p in (await service.table(tid))["players"]] == ["Ann", "Bot 1"]
    await remove.callback(members.act(members.ann), table=None)
    empty = members.act(members.ann)
    await remove.callback(empty, table=None)
    assert empty.last().ephemeral and "no computer player" in empty.last().content


async def test_addbot_refusals_are_private_and_friendly(group, members, service, client):
    tid = await _opened(group, members, service)
    stranger = members.act(members.bob)  # not seated: neither by button nor by command
    await press(stranger, f"tv:b:{tid}")
    assert stranger.last().ephemeral and "join first" in stranger.last().content
    elsewhere = members.act(members.ann, channel=FAKE_CHANNEL + 1)  # a lobby button copied to another channel
    await press(elsewhere, f"tv:b:{tid}")
    assert elsewhere.last().ephemeral and "another channel" in elsewhere.last().content
    await press(members.act(members.ann), f"tv:b:{tid}")
    await group.get_command("start").callback(members.act(members.ann), table=None)
    late = members.act(members.ann)  # the lobby is closed once the game runs
    await press(late, f"tv:b:{tid}")
    assert late.last().ephemeral and late.last().content
    assert len((await service.table(tid))["players"]) == 2
    removing = members.act(members.ann)
    await group.get_command("removebot").callback(removing, table=None)
    assert removing.last().ephemeral and len((await service.table(tid))["players"]) == 2
    gone = members.act(members.ann)
    await press(gone, "tv:b:zzzzzz")  # no such table
    assert gone.last().ephemeral and gone.last().content


async def test_suggest_with_hints_off_is_refused_kindly_and_the_panel_has_no_suggest_button(
        group, members, service):
    tid = await _opened(group, members, service)
    await press(members.act(members.ann), f"tv:b:{tid}")
    await group.get_command("start").callback(members.act(members.ann), table=None)
    await robots(service).drain()
    asking = members.act(members.ann)
    await group.get_command("suggest").callback(asking, table=None)
    assert asking.last().ephemeral and "Hints are off" in asking.last().content
    opening = members.act(members.ann)
    await press(opening, f"tv:a:{tid}")
    assert not any(c.startswith("tv:k:") for c in custom_ids(opening.last().view))
    forged = members.act(members.ann)  # a Suggest button this table never drew
    doc = await service.table(tid)
    await press(forged, f"tv:k:{tid}:{service.options_of(doc, ann_of(members)).version}")
    assert forged.last().ephemeral and "Hints are off" in forged.last().content
    stranger = members.act(members.bob)
    await group.get_command("suggest").callback(stranger, table=None)
    assert stranger.last().ephemeral and stranger.last().content


def ann_of(members) -> Player:
    return Player("discord", str(members.ann.id), "Ann")


async def test_suggest_with_hints_on_answers_privately_and_a_stale_button_gets_the_fresh_panel(
        group, members, service, client):
    tid = await _opened(group, members, service, "hints=yes")
    await press(members.act(members.ann), f"tv:b:{tid}")
    await group.get_command("start").callback(members.act(members.ann), table=None)
    await robots(service).drain()
    opening = members.act(members.ann)
    await press(opening, f"tv:a:{tid}")
    panel = opening.last()
    (suggest,) = [c for c in custom_ids(panel.view) if c.startswith("tv:k:")]
    asking = members.act(members.ann, message_ephemeral=True)
    posts = len(client.posts)
    await press(asking, suggest)
    answer = asking.last()
    assert answer.ephemeral and NUMBERED.search(answer.content), answer.content
    assert len(client.posts) == posts  # nothing in the channel
    # a move, then the old panel's Suggest: its numbers are stale, so the fresh panel comes instead
    move = next(c for c in custom_ids(panel.view) if c.startswith("tv:m:"))
    await press(members.act(members.ann, message_ephemeral=True), move)
    await robots(service).drain()
    stale = members.act(members.ann, message_ephemeral=True)
    await press(stale, suggest)
    if (await service.table(tid))["status"] == T.ACTIVE:
        assert stale.last().ephemeral and "options have changed" in stale.last().content
        assert any(c.startswith("tv:k:") for c in custom_ids(stale.last().view))


@pytest.mark.parametrize("game,bots", [("castles", 3), ("alhambra", 2)])
async def test_bot_board_at_phone_width(service, game, bots):
    """The public board of a table with computer players ("Bot 1"...), mid-game and at the end, as a phone
    shows it 400 px wide: within the phone-sized canvas, every text at least width/45 (9 px at 400 px), and
    the computer players' names drawn."""
    from render import canvas, registry

    ann = Player("discord", "1001", "Ann")
    doc = await service.create(PLACE, game, [], ann)
    for _ in range(bots):
        await service.add_bot(doc["id"], ann)
    await service.start(doc["id"], ann)
    worker, tid = robots(service), doc["id"]

    async def person_moves(count: int) -> None:  # the person by the safe default, the computer by its search
        for _ in range(count):
            await worker.drain()
            doc = await service.table(tid)
            if doc["status"] != T.ACTIVE:
                return
            await service.autoplay(tid, service.to_act(doc)[0], reason="test")
        await worker.drain()

    for when in ("mid-game", "finished"):
        await person_moves(12 if when == "mid-game" else 1000)
        assert ((await service.table(tid))["status"] == T.FINISHED) == (when == "finished")
        view = service.view_of(await service.table(tid), None)
        with canvas.record_text() as drawn:
            images = registry.render_images(view)
        for img in images:
            assert img.width <= canvas.MAX_WIDTH and img.height <= canvas.MAX_HEIGHT
            small = [t for size, t in drawn if size < img.width / 45]
            assert not small, (when, small[:5])
        texts = " ".join(str(t) for _, t in drawn)
        assert all(f"Bot {i + 1}" in texts for i in range(bots)), (when, texts[:300])
