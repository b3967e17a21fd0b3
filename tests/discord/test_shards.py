"""One Discord bot split over two processes by shard (issue 20): `python -m bot` twice (through
tests/discord/run_bot.py, which points discord.py at the loopback stand-in), DISCORD_SHARD_COUNT=2 and
DISCORD_SHARD_IDS 0 and 1, on one Redis prefix. The stand-in's gateway sends each guild's events only to
the shard that owns it, as Discord does, and records which process made each HTTP request.

Each process answers the interactions of its own guilds; only the process holding shard 0 uploads the
commands; a board left due before the start is posted once, by shard 0's process in shard 1's guild
(boards are HTTP posts to a channel id, which any process can make); a game in a guild of shard 1 is played by slash
commands and buttons to its end; the real API would have refused nothing; SIGTERM stops both cleanly."""
from __future__ import annotations

import asyncio
import time

import pytest

from bot import table_doc as T
from bot.models import Place, Player
from tests.discord.loopback import APP_ID, FakeDiscordAPI, shard_of
from tests.discord.test_loopback import EPHEMERAL, component, member, slash
from tests.processes import Processes, processes  # noqa: F401  (processes: the fixture)

COUNT = 2
GUILD0, GUILD1 = str((1000 << 22) + 7), str((1001 << 22) + 7)  # on shards 0 and 1
CHANNEL0, CHANNEL1 = "880000", "880001"
WHERE0 = {"guild": GUILD0, "channel": CHANNEL0}
WHERE1 = {"guild": GUILD1, "channel": CHANNEL1}


@pytest.fixture
async def stand_in():
    api = FakeDiscordAPI()
    await api.start()
    api.add_guild(int(GUILD0), int(CHANNEL0))
    api.add_guild(int(GUILD1), int(CHANNEL1))
    try:
        yield api
    finally:
        await api.stop()


async def until(check, what: str, procs: Processes, timeout: float = 60.0):
    """Poll `check()` until it returns something true; fail early if a bot process died."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        dead = [name for name, p in procs.procs.items() if p.returncode is not None]
        assert not dead, f"{dead} exited while waiting for {what}"
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


async def start_bot(procs: Processes, api: FakeDiscordAPI, name: str, origin: str, redis_url: str, prefix: str,
                    **env: str) -> None:
    """`python -m bot` serving Discord only, through the stand-in, requests tagged `origin`."""
    await procs.start(name, "tests.discord.run_bot", {
        "DISCORD_TOKEN": "ZmFrZQ.bG9vcGJhY2s.dG9rZW4", "DISCORD_GUILD_ID": "", "TELEGRAM_TOKEN": "", "DISCORD_SHARD_COUNT": "",
        "DISCORD_SHARD_IDS": "", "REDIS_URL": redis_url, "TAVOLO_PREFIX": prefix, "TAVOLO_AI_WORKERS": "0",
        "LOOPBACK_DISCORD_API": api.base_for(origin), "LOOPBACK_DISCORD_GATEWAY": api.gateway_for(origin),
        "LOG_LEVEL": "INFO", **env})


class Members:
    """Interactions delivered through the stand-in's gateway; each returns the origin it went to."""

    def __init__(self, api: FakeDiscordAPI, procs: Processes):
        self.api, self.procs = api, procs

    async def send(self, payload: dict, answered) -> tuple[str, object]:
        """Dispatch an INTERACTION_CREATE to the shard of its guild; wait for the request `answered(r)`
        (restricted to this interaction's callback and webhook); (origin it went to, that request)."""
        start = len(self.api.requests)
        origin = await self.api.dispatch("INTERACTION_CREATE", payload, int(payload["guild_id"]))
        mine = (f"/interactions/{payload['id']}/", f"/webhooks/{APP_ID}/{payload['token']}")
        req = await until(lambda: next((r for r in self.api.requests[start:]
                                        if r.path.startswith(mine) and answered(r)), None),
                          f"the answer to {payload['data']}", self.procs, timeout=30)
        return origin, req


def followup(r) -> bool:
    return r.method == "POST" and r.path.startswith("/webhooks/")


def panel_edit(r) -> bool:
    return r.method == "PATCH" and r.path.endswith("/messages/@original")


def channel_posts(api: FakeDiscordAPI, channel: str, with_files: bool | None = None) -> list:
    return [r for r in api.requests if r.method == "POST" and r.path == f"/channels/{channel}/messages"
            and (with_files is None or bool(r.files) == with_files)]


async def test_two_processes_split_the_shards_of_one_bot(stand_in, processes, service, redis_url):
    api = stand_in
    assert [shard_of(int(g), COUNT) for g in (GUILD0, GUILD1)] == [0, 1]
    service.clock_value[0] = time.time()  # the processes run on the real clock
    prefix = service.store.prefix

    # A table of shard 1's guild whose board was saved but never posted (a process died): due at start.
    eve, fay = Player("discord", "3001", "Eve"), Player("discord", "3002", "Fay")
    waiting = await service.create(Place("discord", CHANNEL1), "pebbles", ["rounds=1"], eve)
    await service.join(waiting["id"], fay)
    await service.start(waiting["id"], eve, False)
    assert (await service.store.announced(waiting["id"]))["v"] == 0

    # shard 0's process alone first: it posts that board in shard 1's guild, which nobody serves yet
    for n in range(COUNT):
        await start_bot(processes, api, f"shard{n}", f"p{n}", redis_url, prefix,
                        DISCORD_SHARD_COUNT=str(COUNT), DISCORD_SHARD_IDS=str(n))
        await until(lambda: len(api.sessions) == n + 1, f"shard {n} to identify", processes, timeout=90)
        if n == 0:
            posted = await until(lambda: channel_posts(api, CHANNEL1, with_files=True), "the board left due",
                                 processes, 30)
            assert [r.origin for r in posted] == ["p0"] and waiting["id"] in posted[0].json["content"]
    assert [(s.origin, list(s.shard)) for s in api.identified] == [("p0", [0, 2]), ("p1", [1, 2])]
    assert not any(r.path == "/gateway/bot" for r in api.requests)  # given the count, none asks for it
    assert (await service.store.announced(waiting["id"]))["v"] == (await service.table(waiting["id"]))["version"]
    assert "synced by the process holding shard 0" in processes.log("shard1")

    m = Members(api, processes)
    ann, bob, cat, dan = (member(uid, name) for uid, name in
                          ((2001, "Ann"), (2002, "Bob"), (2003, "Cat"), (2004, "Dan")))

    # shard 0's guild: a table opened and joined by slash commands, answered by process p0
    origin, _ = await m.send(slash(cat, "new", where=WHERE0, game="pebbles"), followup)
    assert origin == "p0"
    origin, _ = await m.send(slash(dan, "join", where=WHERE0), followup)
    assert origin == "p0"
    (opened0,) = await service.tables_in(Place("discord", CHANNEL0))
    assert [p["name"] for p in opened0["players"]] == ["Cat", "Dan"]

    # shard 1's guild: a game played to its end by slash commands and buttons, answered by process p1
    origin, _ = await m.send(slash(ann, "new", where=WHERE1, game="pebbles", options="rounds=2"), followup)
    assert origin == "p1"
    (tid,) = [d["id"] for d in await service.tables_in(Place("discord", CHANNEL1)) if d["id"] != waiting["id"]]
    lobby = api.messages[(await service.table(tid))["refs"]["discord_msg"]]
    await m.send(component(bob, lobby, f"tv:j:{tid}", where=WHERE1), followup)
    boards = len(channel_posts(api, CHANNEL1, with_files=True))
    await m.send(component(ann, lobby, f"tv:g:{tid}", where=WHERE1), followup)
    await until(lambda: len(channel_posts(api, CHANNEL1, with_files=True)) > boards, "the first board", processes)
    doc = await service.table(tid)
    assert doc["status"] == T.ACTIVE
    board = api.messages[doc["refs"]["discord_msg"]]
    members = {f"discord:{u['user']['id']}": u for u in (ann, bob)}
    moves = by_slash = 0
    while doc["status"] == T.ACTIVE:
        version = doc["version"]
        pid = service.to_act(doc)[0]
        who = members[pid]
        texts = [o.text for o in service.options_of(doc, T.player_of(doc, pid)).options]
        if "double" in texts:  # the lead's stake: typed as a slash command
            _, answer = await m.send(slash(who, "move", where=WHERE1, action="double", table=tid), followup)
            by_slash += 1
        else:  # a card: the board's Act button, then the first card on the private panel
            _, shown = await m.send(component(who, board, f"tv:a:{tid}", where=WHERE1),
                                    lambda r: followup(r) and r.files)
            assert shown.json["flags"] & EPHEMERAL
            panel = api._message(CHANNEL1, {**shown.json, "flags": EPHEMERAL})
            button = panel["components"][0]["components"][0]["custom_id"]
            _, answer = await m.send(component(who, panel, button, where=WHERE1), panel_edit)
        moves += 1
        doc = await service.table(tid)
        assert doc["version"] > version, answer.json
        board = api.messages.get(doc["refs"]["discord_msg"], board)
    assert doc["status"] == T.FINISHED and moves >= 6 and by_slash == 2
    await until(lambda: any("Game over" in str((r.json or {}).get("content")) for r in channel_posts(api, CHANNEL1)),
                "the final board", processes)

    # every interaction went to the shard of its guild, and only that process answered it
    answered_by = {}
    for origin, event, data in api.dispatched:
        assert event == "INTERACTION_CREATE"
        assert origin == f"p{shard_of(int(data['guild_id']), COUNT)}"
        keys = (f"/interactions/{data['id']}/", f"/webhooks/{APP_ID}/{data['token']}")
        answered_by[data["id"]] = {r.origin for r in api.requests if r.path.startswith(keys)}
        assert answered_by[data["id"]] == {origin}, (data["data"], answered_by[data["id"]])
    assert len(answered_by) >= 10

    # the commands were uploaded once, by shard 0's process, and the other knew not to
    syncs = [r for r in api.requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert [r.origin for r in syncs] == ["p0"]
    # the board left due was posted once: the later process found it posted
    assert len([r for r in channel_posts(api, CHANNEL1, with_files=True) if waiting["id"] in r.json["content"]]) == 1
    # one Redis prefix: each process's writes are where the other (and this test) reads them
    assert await service.store.r.get(f"{prefix}:discord:commands:global")
    assert [d["id"] for d in await service.tables_in(Place("discord", CHANNEL0))] == [opened0["id"]]  # by p0
    assert (await service.table(tid))["status"] == T.FINISHED  # by p1

    # nothing refused or unknown to the API, and both stop cleanly on SIGTERM
    assert not api.refused, [(r.origin, r.method, r.path, why) for r, _, why in api.refused]
    assert not api.unfaked, [(r.origin, r.method, r.path) for r in api.unfaked]
    codes = await asyncio.gather(*(processes.stop(f"shard{n}") for n in range(COUNT)))
    assert codes == [0, 0], codes


async def test_one_process_without_a_count_runs_every_shard_discord_recommends(stand_in, processes, service, redis_url):
    """Unchanged behaviour when nothing is set: one process asks Discord how many shards (GET /gateway/bot),
    runs them all, syncs the commands and answers every guild."""
    api = stand_in
    api.recommended_shards = COUNT
    await start_bot(processes, api, "all", "all", redis_url, service.store.prefix)
    await until(lambda: len(api.sessions) == COUNT, "every shard to identify", processes, timeout=90)
    assert sorted(list(s.shard) for s in api.identified) == [[0, 2], [1, 2]]
    assert [r.path for r in api.requests if r.path.startswith("/gateway")] == ["/gateway/bot"]
    assert len([r for r in api.requests if r.method == "PUT" and r.path.endswith("/commands")]) == 1
    m = Members(api, processes)
    for where, uid in ((WHERE0, 2101), (WHERE1, 2102)):
        origin, _ = await m.send(slash(member(uid, "Gil"), "new", where=where, game="pebbles"), followup)
        assert origin == "all"
        assert len(await service.tables_in(Place("discord", where["channel"]))) == 1
    assert not api.refused and not api.unfaked
    assert await processes.stop("all") == 0
