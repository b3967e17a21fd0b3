"""The adapter inside the real discord.py client, against a stand-in of Discord's HTTP API on loopback.

Interactions enter exactly as the gateway delivers them (ConnectionState.parse_interaction_create), so
discord.py's own command tree, autocomplete, DynamicItem dispatch, defer/followup/edit calls,
multipart PNG uploads and REST channel posts all run; the table service runs on real Redis."""
import asyncio
import itertools

import discord
import pytest

import i18n
from bot import table_doc as T
from bot.discord.app import DiscordApp
from bot.discord.client import TavoloBot
from bot.models import Place, Player, TableEvent
from tests.discord.loopback import APP_ID, FakeDiscordAPI

GUILD, CHANNEL = "555", "777"
EPHEMERAL = 64
_ids = itertools.count(1_300_000_000_000)


def member(uid: int, name: str, perms: int = 0) -> dict:
    return {"user": {"id": str(uid), "username": name.lower(), "discriminator": "0", "global_name": name,
                     "avatar": None},
            "roles": [], "joined_at": "2025-01-01T00:00:00+00:00", "deaf": False, "mute": False,
            "permissions": str(perms), "flags": 0}


def base(user: dict, kind: int, data: dict, message: dict | None = None, locale: str = "en-US",
         guild: str = GUILD, channel: str = CHANNEL) -> dict:
    payload = {"id": str(next(_ids)), "application_id": str(APP_ID), "type": kind, "token": f"tok{next(_ids)}",
               "version": 1, "guild_id": guild, "channel_id": channel,
               "channel": {"id": channel, "type": 0, "guild_id": guild, "name": "games", "position": 0,
                           "permission_overwrites": [], "nsfw": False, "parent_id": None},
               "member": user, "app_permissions": "0", "locale": locale, "guild_locale": "en-US",
               "attachment_size_limit": 10 * 1024 * 1024, "entitlements": [],
               "authorizing_integration_owners": {"0": guild}, "context": 0, "data": data}
    if message is not None:
        payload["message"] = message
    return payload


def slash(user, sub: str, focused: str | None = None, locale: str = "en-US", where: dict | None = None,
          **opts) -> dict:
    """A /tavolo subcommand as the gateway delivers it: always by its default (English) names, whatever
    language the member's app showed them in. `where`: {"guild": ..., "channel": ...} other than the default."""
    options = [{"name": k, "type": 3, "value": v, **({"focused": True} if k == focused else {})}
               for k, v in opts.items() if v is not None]
    return base(user, 4 if focused else 2, {"id": "1", "name": "tavolo", "type": 1,
                                            "options": [{"name": sub, "type": 1, "options": options}]},
                locale=locale, **(where or {}))


def component(user, message: dict, custom_id: str, values: list[str] | None = None, where: dict | None = None) -> dict:
    kind = 3 if values is not None else 2
    data = {"custom_id": custom_id, "component_type": kind}
    if values is not None:
        data["values"] = values
    return base(user, 3, data, message, **(where or {}))


@pytest.fixture
async def live(service, monkeypatch):
    api = FakeDiscordAPI()
    monkeypatch.setattr(discord.http.Route, "BASE", await api.start())
    app = DiscordApp(service)
    service.bus.subscribe(app.on_event)
    bot = TavoloBot(app)
    await bot.login("fake-token")  # runs setup_hook: the commands are synced once
    try:
        yield api, bot
    finally:
        await bot.close()
        await api.stop()
    # the real API refuses what a stand-in might accept: nothing may be refused by design
    unexpected = [(r.method, r.path, why) for r, status, why in api.refused if why != "Cannot send messages to this user"]
    assert not unexpected, unexpected


def is_callback(req, type_=None):
    return req.path.endswith("/callback") and (type_ is None or req.json["type"] == type_)


async def deliver(bot, api, payload, predicate):
    """Feed an interaction as the gateway would, and wait for the request `predicate` picks."""
    start = len(api.requests)
    bot._connection.parse_interaction_create(payload)
    return await api.wait_for(predicate, start=start)


async def test_the_adapter_runs_inside_discord_py(live, service):
    api, bot = live
    ann, bob = member(1001, "Ann"), member(1002, "Bob")
    sync = [r for r in api.requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert len(sync) == 1 and sync[0].json[0]["name"] == "tavolo"

    # /tavolo new: acknowledged with a deferred ephemeral reply, then a followup; the lobby is posted by REST
    n = len(api.requests)
    await deliver(bot, api, slash(ann, "new", game="pebbles", options="rounds=1 stakes=no"),
                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    reqs = api.since(n)
    assert reqs[0].path.endswith("/callback") and reqs[0].json == {"type": 5, "data": {"flags": EPHEMERAL}}
    lobby_req = next(r for r in reqs if r.method == "POST" and r.path == f"/channels/{CHANNEL}/messages")
    tid = (await service.tables_in(Place("discord", CHANNEL)))[0]["id"]
    lobby = api.messages[str((await service.table(tid))["refs"]["discord_msg"])]
    assert lobby["components"][0]["components"][0]["custom_id"] == f"tv:j:{tid}"
    assert lobby_req.json["allowed_mentions"]["parse"] == ["users"]

    # autocomplete of the options string answers with type 8 and at most 25 choices
    cb = await deliver(bot, api, slash(ann, "new", focused="options", game="pebbles", options="rou"),
                       lambda r: is_callback(r, 8))
    assert [c["value"] for c in cb.json["data"]["choices"]][:2] == ["rounds=1", "rounds=2"]

    # Bob presses Join on the lobby message: a DynamicItem built from the custom_id
    await deliver(bot, api, component(bob, lobby, f"tv:j:{tid}"),
                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    assert len((await service.table(tid))["players"]) == 2
    lobbies = {lobby["id"], (await service.table(tid))["refs"]["discord_msg"]}  # a join shows the lobby anew
    assert len(lobbies) == 2
    # the presser is answered first, then the board is posted (issue 12.2) and its id stored
    n = len(api.requests)
    await deliver(bot, api, component(ann, lobby, f"tv:g:{tid}"),
                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    await api.wait_for(lambda r: r.path == f"/channels/{CHANNEL}/messages" and r.files, start=n)
    for _ in range(300):  # the board's id replaces the lobby's once the board is stored
        if (await service.table(tid))["refs"].get("discord_msg") not in (None, *lobbies):
            break
        await asyncio.sleep(0.01)
    doc = await service.table(tid)
    assert doc["status"] == T.ACTIVE
    board = api.messages[doc["refs"]["discord_msg"]]
    board_req = [r for r in api.requests if r.path == f"/channels/{CHANNEL}/messages" and r.files][-1]
    assert board_req.files[0].startswith(b"\x89PNG") and len(board_req.files[0]) < 10 * 1024 * 1024

    # each player: Act (ephemeral panel with the private PNG), then a card button (deferred update + edit)
    members = {f"discord:{u['user']['id']}": u for u in (ann, bob)}
    while doc["status"] == T.ACTIVE:
        pid = service.to_act(doc)[0]
        who = members[pid]
        panel_req = await deliver(bot, api, component(who, board, f"tv:a:{tid}"),
                                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/") and r.files)
        assert panel_req.json["flags"] & EPHEMERAL and panel_req.files[0].startswith(b"\x89PNG")
        panel = api._message(CHANNEL, {**panel_req.json, "flags": EPHEMERAL})  # the panel as Discord shows it
        button = panel["components"][0]["components"][0]["custom_id"]
        assert button.startswith(f"tv:m:{tid}:")
        n = len(api.requests)
        await deliver(bot, api, component(who, panel, button),
                      lambda r: r.method == "PATCH" and r.path.endswith("/messages/@original"))
        assert api.since(n)[0].json == {"type": 6}  # a silent deferred update of the panel
        doc = await service.table(tid)
        # a stale press of the same button changes nothing and is explained
        n = len(api.requests)
        before = doc["version"]
        await deliver(bot, api, component(who, panel, button),
                      lambda r: r.method in ("POST", "PATCH") and r.path.startswith("/webhooks/"))
        assert (await service.table(tid))["version"] == before
        doc = await service.table(tid)

    assert doc["status"] == T.FINISHED
    await api.wait_for(lambda r: r.method == "POST" and "Game over" in str((r.json or {}).get("content")))
    # nothing posted to the channel carried a player's private line
    for r in api.requests:
        if r.path == f"/channels/{CHANNEL}/messages" and r.json:
            assert "You played" not in (r.json.get("content") or "")


async def test_reminder_dm_failure_is_logged_not_raised(live, service, caplog):
    api, bot = live
    app = bot.tavolo
    ann = Player("discord", "1001", "Ann")
    doc = await service.create(Place("discord", CHANNEL), "pebbles", [], ann)
    api.closed_dms = {"1001"}
    event = TableEvent("reminder", doc["id"], Place("discord", CHANNEL), doc["version"], "Your turn.", "pebbles",
                       [ann.pid], [], {ann.pid: ["A secret."]}, None)
    await app.on_event(event)
    assert any(r.path == f"/channels/{CHANNEL}/messages" and "<@1001>" in r.json["content"] for r in api.requests)
    assert "could not send a direct message" in caplog.text
    assert "1001" not in caplog.text  # not to whom: a private reminder may be of a secret window


async def test_an_italian_app_gets_italian_commands_and_answers(live, service):
    """The synced commands carry their Italian names (/tavolo nuovo); a member whose app is Italian is
    refused in Italian, ephemerally; the fixture checks that nothing was refused by the API stand-in."""
    api, bot = live
    (sync,) = [r for r in api.requests if r.method == "PUT" and r.path.endswith("/commands")]
    subs = {c["name"]: c for c in sync.json[0]["options"]}
    assert subs["new"]["name_localizations"] == {"it": "nuovo"}
    assert subs["status"]["name_localizations"] == {"it": "stato"}
    anna = member(1011, "Anna")
    answer = await deliver(bot, api, slash(anna, "settings", locale="it", key="deadline"),
                           lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    assert answer.json["flags"] & EPHEMERAL and answer.json["content"] == "Indica un valore per deadline."
    # a table opened from an Italian app speaks Italian in the channel
    await deliver(bot, api, slash(anna, "new", locale="it", game="pebbles"),
                  lambda r: r.method == "POST" and r.path == f"/channels/{CHANNEL}/messages")
    lobby = [r for r in api.requests if r.method == "POST" and r.path == f"/channels/{CHANNEL}/messages"][-1]
    assert "Premi Unisciti per sederti" in lobby.json["content"]
    assert [c["label"] for c in lobby.json["components"][0]["components"]] == [
        "Unisciti", "Inizia", i18n.say("it", "Add a computer player")]


async def test_resigning_asks_first_with_a_button_discord_dispatches(live, service):
    """/tavolo resign answers privately with a question and a danger button (a DynamicItem, so a press
    after a restart works); the press resigns. A lobby closes without asking."""
    api, bot = live
    ann, bob = member(1021, "Ann"), member(1022, "Bob")
    await deliver(bot, api, slash(ann, "new", game="pebbles"),
                  lambda r: r.method == "POST" and r.path == f"/channels/{CHANNEL}/messages")
    tid = (await service.tables_in(Place("discord", CHANNEL)))[-1]["id"]
    for who, sub in ((bob, "join"), (ann, "start")):
        await deliver(bot, api, slash(who, sub, table=tid),
                      lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    assert (await service.table(tid))["status"] == T.ACTIVE
    asked = await deliver(bot, api, slash(bob, "resign", table=tid),
                          lambda r: r.method == "POST" and r.path.startswith("/webhooks/"))
    assert asked.json["flags"] & EPHEMERAL and "Resign from" in asked.json["content"]
    (button,) = asked.json["components"][0]["components"]
    assert button["style"] == 4 and button["custom_id"].startswith(f"tv:c:r:{tid}:")  # 4: danger (red)
    assert (await service.table(tid))["status"] == T.ACTIVE  # nothing happened yet
    question = api._message(CHANNEL, {**asked.json, "flags": EPHEMERAL})
    await deliver(bot, api, component(bob, question, button["custom_id"]),
                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/")
                  and "You resigned" in str((r.json or {}).get("content")))
    assert (await service.table(tid))["status"] != T.ACTIVE  # pebbles ends when a player leaves

    await deliver(bot, api, slash(ann, "new", game="pebbles"),  # a lobby loses nothing: closed at once
                  lambda r: r.method == "POST" and r.path == f"/channels/{CHANNEL}/messages")
    lobby = (await service.tables_in(Place("discord", CHANNEL)))[-1]["id"]
    await deliver(bot, api, slash(ann, "abandon", table=lobby),
                  lambda r: r.method == "POST" and r.path.startswith("/webhooks/") and "is closed" in
                  str((r.json or {}).get("content")))
    assert (await service.table(lobby))["status"] == T.ABANDONED
