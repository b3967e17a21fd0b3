"""Issue 20: a closed table's document and log are packed as the table closes (bot/packed.py), and every
reader (the table, the log, export and replay, the final board) reads them as before; a table closed by
the bot before packing still reads, and `python -m bot.compact` packs it, once, however many run it."""
import asyncio
import json
import os
import random
import subprocess
import sys

import pytest

from bot import table_doc as T
from bot.announce import Announcer
from bot.errors import Broken, NotAllowed
from bot.events import Bus
from bot.models import Place, Player
from bot.packed import MAGIC, line
from bot.service import TableService
from bot.store import Store
from rules import get_game
from rules.cli import main as rules_main
from tests.cluster import both_backends  # noqa: F401  (packed tables on one Redis and on a Redis Cluster)
from tests.conftest import ROOT

HERE = Place("discord", "chan-packed")
PEOPLE = [Player("discord", str(i), name) for i, name in enumerate(("Ann", "Bob", "Cat", "Dan"), 1)]
GAMES = ("castles", "alhambra", "bruges", "macao", "colonia")
SEED = 424_242_424_242


@pytest.fixture
def seeded(monkeypatch):
    monkeypatch.setattr("bot.service.secrets.randbits", lambda bits: SEED)


@pytest.fixture
def written(service, monkeypatch):
    """Every log entry the service hands to the store, in order: what the log must read back."""
    entries = []
    save = service.store.save

    async def recording(tid, expected, doc, log_entries, **kw):
        version = await save(tid, expected, doc, log_entries, **kw)
        if version != -1:
            entries.extend(log_entries)
        return version

    monkeypatch.setattr(service.store, "save", recording)
    return entries


async def opened(service, game: str, players: int = 4) -> dict:
    doc = await service.create(HERE, game, {}, PEOPLE[0])
    for p in PEOPLE[1:players]:
        await service.join(doc["id"], p)
    return await service.start(doc["id"], PEOPLE[0])


async def play(service, doc: dict, rng: random.Random, moves: int = 100_000) -> dict:
    """Random legal moves by option number (as buttons send them) until the game ends or `moves` were made."""
    by_pid = {p.pid: p for p in PEOPLE}
    while doc["status"] == "active" and moves:
        player = by_pid[rng.choice(service.to_act(doc))]
        opts = service.options_of(doc, player)
        doc = await service.move(doc["id"], player, index=rng.randrange(len(opts.options)), version=opts.version)
        moves -= 1
    return doc


async def table_keys(store, tid: str) -> dict[str, int]:
    """The table's keys by their last part, each with its TTL."""
    out = {}
    async for key in store.r.scan_iter(match=f"{store.prefix}:{{t:{tid}}}:*"):
        out[key.split("}:", 1)[1]] = await store.r.ttl(key)
    return out


async def packed_document(store, tid: str) -> bool:
    """Whether the table's document is stored packed (else as JSON)."""
    raw = await store.r.execute_command("GET", store._k(tid, "table"), NEVER_DECODE=[])
    assert raw.startswith(MAGIC) or raw.startswith(b"{")
    return raw.startswith(MAGIC)


async def old_form(store, tid: str, copy: str) -> None:
    """Table `tid` stored as the bot before packing stored a closed table, under id `copy`: its document
    and its log as a list of entries, kept as long as the table."""
    doc = await store.load(tid)
    doc.pop("refs")
    doc["id"] = copy
    ttl = await store.r.ttl(store._k(tid, "table"))
    r, k = store.r, store._k
    await r.set(k(copy, "table"), json.dumps(doc, separators=(",", ":")), ex=ttl)
    await r.set(k(copy, "ver"), doc["version"], ex=ttl)
    await r.rpush(k(copy, "log"), *[line(e) for e in await store.full_log(tid)])
    await r.expire(k(copy, "log"), ttl)


def replayed(spec: dict, tmp_path, capsys) -> dict:
    """What `python -m rules replay` prints for an exported game."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(spec))
    capsys.readouterr()
    assert rules_main(["replay", str(path)]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game", GAMES)
async def test_a_finished_game_packs_its_log_and_replays_from_it(service, seeded, written, game, tmp_path, capsys):
    doc = await play(service, await opened(service, game), random.Random(game))
    assert doc["status"] == "finished"
    keys = await table_keys(service.store, doc["id"])
    assert "log" not in keys and {"table", "ver", "logz"} <= set(keys) and await packed_document(service.store, doc["id"])
    assert (await service.store.load(doc["id"]))["result"] == doc["result"]  # read back as it was
    assert all(0 < ttl <= service.finished_ttl for ttl in keys.values())  # it all expires together
    assert await service.store.full_log(doc["id"]) == written  # every entry, as written, in order
    # export gives the whole game, which replays to the same final state and scores
    spec = await service.export(doc["id"])
    assert spec["record"] == "complete" and spec["seed"] == SEED
    g = get_game(game)
    st = g.replay(spec["players"], spec["seed"], spec["options"], [tuple(a) for a in spec["actions"]])
    assert g.dump(st) == doc["state"]
    out = replayed(spec, tmp_path, capsys)
    assert out["over"] and out["result"] == doc["result"]
    # the log still ends with the last moves and the final scores, each reader's own lines included
    public = [T.say(doc, ev) for e in written for ev in e["events"] if ev["seat"] is None]
    lines = [x.lstrip("• ").strip() for x in await service.log(doc["id"])]
    assert lines == public[-len(lines):] and lines[-1].startswith("Game over.")
    seat0 = next(p for p in PEOPLE if p.pid == doc["seats"][0])
    own = [T.say(doc, ev) for e in written for ev in e["events"] if ev["seat"] in (None, 0)]
    mine = [x.lstrip("• ").strip() for x in await service.log(doc["id"], seat0, last=40)]
    assert len(mine) >= 40 and mine == own[-len(mine):]


async def test_the_final_board_is_posted_from_the_packed_log(service):
    posted = []

    async def post(doc, lines, mention):
        posted.append((doc["version"], lines))

    boards = Announcer(service, "discord", post)
    doc = await play(service, await opened(service, "bruges", 2), random.Random(3))
    assert await service.store.r.exists(service.store._k(doc["id"], "logz"))
    assert await boards.flush(doc["id"])
    version, lines = posted[-1]
    assert version == doc["version"] and lines[-1].startswith("Game over.")
    assert await boards.flush(doc["id"]) and len(posted) == 1  # the marker holds: announced once


async def test_the_finishing_move_retried_is_applied_once(service):
    """A retried request (the same interaction id) of the move that finished the game finds it applied."""
    by_pid = {p.pid: p for p in PEOPLE}
    doc, rng, n = await opened(service, "castles", 2), random.Random(23), 0
    while doc["status"] == "active":
        player = by_pid[rng.choice(service.to_act(doc))]
        opts = service.options_of(doc, player)
        n += 1
        last = dict(tid=doc["id"], player=player, index=rng.randrange(len(opts.options)), version=opts.version,
                    idem=f"press-{n}")
        doc = await service.move(**last)
    log = await service.store.full_log(doc["id"])
    again = await service.move(**last)
    assert again["version"] == doc["version"] and await service.store.full_log(doc["id"]) == log


async def test_an_abandoned_game_drops_its_undo_states_packs_and_exports(service, seeded, tmp_path, capsys):
    doc = await play(service, await opened(service, "castles", 2), random.Random(5), moves=40)
    doc = await service.abandon(doc["id"], PEOPLE[0])
    stored = await service.store.load(doc["id"])
    assert stored["status"] == "abandoned" and stored["undo"] == []
    assert "log" not in await table_keys(service.store, doc["id"])
    spec = await service.export(doc["id"])
    g = get_game("castles")
    assert g.dump(g.replay(spec["players"], spec["seed"], spec["options"],
                           [tuple(a) for a in spec["actions"]])) == doc["state"]
    assert (await service.log(doc["id"]))[-1] == "• Ann closed the table."


async def test_a_change_saved_after_closing_packs_the_whole_log_again(service, written):
    doc = await play(service, await opened(service, "macao", 2), random.Random(7))
    before = await service.store.full_log(doc["id"])
    # (no command changes a closed table: its settings are refused; the service's one write path is used here)
    doc = await service.update(doc["id"], lambda d: ([service.log_entry(d, "settings", None, T.named("late"))], ""),
                               "settings", PEOPLE[0].pid)
    after = await service.store.full_log(doc["id"])
    assert after[:-1] == before and after[-1]["kind"] == "settings" and after == written
    assert "log" not in await table_keys(service.store, doc["id"])


async def test_two_processes_closing_a_table_at_once_pack_it_once(service, store, redis_backend):
    doc = await play(service, await opened(service, "colonia", 3), random.Random(11), moves=30)
    other = TableService(Store(redis_backend.connect(), store.prefix), Bus(), clock=service.clock)
    try:
        results = await asyncio.gather(service.abandon(doc["id"], PEOPLE[0]), other.abandon(doc["id"], PEOPLE[0]),
                                       return_exceptions=True)
    finally:
        await other.store.close()
    assert sorted(type(r).__name__ for r in results) == ["NotAllowed", "dict"]
    log = await store.full_log(doc["id"])
    assert [e["kind"] for e in log].count("abandon") == 1 and log[-1]["kind"] == "abandon"
    assert [e["v"] for e in log] == sorted(e["v"] for e in log)


async def test_a_table_closed_before_packing_reads_and_compacts_once(service, store, seeded, redis_backend):
    doc = await play(service, await opened(service, "alhambra", 3), random.Random(13))
    copies = [f"old{i}x" for i in range(6)]
    for copy in copies:
        await old_form(store, doc["id"], copy)
    assert "logz" not in await table_keys(store, copies[0]) and not await packed_document(store, copies[0])
    # read as it is, with no migration: the same log, export and final lines as the packed original
    assert await store.full_log(copies[0]) == await store.full_log(doc["id"])
    assert await service.log(copies[0]) == await service.log(doc["id"])
    assert await service.export(copies[0]) == await service.export(doc["id"])
    # packed by `python -m bot.compact`, run by two processes at once: each table packed exactly once
    # (packing is a save: the version goes up by one per packing)
    env = {**os.environ, **redis_backend.env(), "TAVOLO_PREFIX": store.prefix}
    runs = [subprocess.Popen([sys.executable, "-m", "bot.compact"], cwd=ROOT, env=env, stderr=subprocess.PIPE,
                             text=True) for _ in range(2)]
    said = [p.communicate(timeout=120)[1] for p in runs]
    assert [p.returncode for p in runs] == [0, 0], said
    packed = [int(s.split("packed ")[1].split()[0]) for s in said]
    assert sum(packed) == len(copies), said  # every old table once, none twice
    for copy in copies:
        keys = await table_keys(store, copy)
        assert "log" not in keys and "logz" in keys and all(t > 0 for t in keys.values())
        assert await packed_document(store, copy)
        assert (await store.load(copy))["version"] == doc["version"] + 1
        assert await store.full_log(copy) == await store.full_log(doc["id"])
        assert await service.export(copy) == await service.export(doc["id"])
    assert not await store.compact(copies[0])  # nothing left to do: done already


async def test_a_table_packed_by_another_process_just_after_it_was_read_is_not_packed_again(
        service, store, redis_backend, monkeypatch):
    # seen in CI: two `bot.compact` runs counted one table twice (7 of 6), as the second packed the first's
    # packing once more; the one that read the table unpacked must pack what it read, or nothing
    doc = await play(service, await opened(service, "macao", 2), random.Random(23))
    await old_form(store, doc["id"], "oldrace")
    other = Store(redis_backend.connect(), store.prefix)
    pipeline, raced = store.r.pipeline, []

    def racing_pipeline(*args, **kw):
        pipe = pipeline(*args, **kw)
        execute = pipe.execute

        async def execute_then_race(*a, **k):
            result = await execute(*a, **k)
            if not raced:  # right after the first read: the other process packs the table
                raced.append(await other.compact("oldrace"))
            return result
        pipe.execute = execute_then_race
        return pipe

    monkeypatch.setattr(store.r, "pipeline", racing_pipeline)
    try:
        assert not await store.compact("oldrace") and raced == [True]
    finally:
        await other.close()
    assert (await store.load("oldrace"))["version"] == doc["version"] + 1  # packed once
    assert await store.full_log("oldrace") == await store.full_log(doc["id"])


async def test_an_open_table_keeps_its_list_and_is_not_compacted(service, store):
    doc = await play(service, await opened(service, "castles", 2), random.Random(17), moves=10)
    assert not await store.compact(doc["id"])
    keys = await table_keys(store, doc["id"])
    assert "log" in keys and "logz" not in keys and keys["log"] == -1 and not await packed_document(store, doc["id"])


async def test_a_damaged_packed_log_or_document_is_refused_not_guessed(service, store):
    doc = await play(service, await opened(service, "bruges", 2), random.Random(19), moves=10)
    doc = await service.abandon(doc["id"], PEOPLE[0])
    await store.r.set(store._k(doc["id"], "logz"), b"BZh9 not really")
    with pytest.raises(Broken):
        await service.log(doc["id"])
    with pytest.raises(Broken):
        await service.export(doc["id"])
    with pytest.raises(NotAllowed):  # the table itself still reads
        await service.abandon(doc["id"], PEOPLE[0])
    await store.r.set(store._k(doc["id"], "table"), MAGIC + b"9 not really either")
    with pytest.raises(Broken, match="cannot be loaded"):
        await service.table(doc["id"])
