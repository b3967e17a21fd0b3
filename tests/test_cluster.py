"""Redis Cluster (REDIS_CLUSTER=yes): every Lua script and transaction touches keys of one slot (checked
without a server, for every script the bot ships), and indexes, sweeps and the console work on a real
cluster as on a single Redis (the cluster's CROSSSLOT and MOVED answers would fail them)."""
import asyncio
import os
import re
import subprocess
import sys
import uuid
from pathlib import Path

from redis.crc import key_slot

from bot.models import Place, Player
from bot.reminders.queue import Claim, Queue
from bot.store import Store
from bot.telegram.chats import Chats
from tests.cluster import both_backends  # noqa: F401  (the tests taking redis_backend run on both)

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = {p: p.read_text(encoding="utf-8") for p in sorted((ROOT / "bot").rglob("*.lua"))}
TIDS = ["4b6vq6", "zz0001", "a"]
PIDS = ["discord:1234567890", "telegram:-1001234", "console:ann", "bot:2"]


def slots(keys) -> set[int]:
    return {key_slot(k.encode()) for k in keys}


class Nothing(int):
    """What a recorded call answers: 0, and an empty list to whoever iterates it."""

    def __len__(self):
        return 0

    def __iter__(self):
        return iter(())


class Recording:
    """Stands in for a Redis client: records the keys of every Lua script call and transaction."""

    def __init__(self):
        self.script_calls: list[tuple[Path, list[str]]] = []
        self.transactions: list[list[str]] = []

    def register_script(self, text):
        (path,) = [p for p, body in SCRIPTS.items() if body == text]

        async def call(keys=(), args=()):
            self.script_calls.append((path, list(keys)))
            return Nothing()

        return call

    def pipeline(self, transaction=True):
        recording = self

        class Pipe:
            def __init__(self):
                self.keys = []

            async def __aenter__(self):
                return self

            async def __aexit__(self, *exc):
                return False

            def __getattr__(self, command):
                return lambda key, *a, **kw: self.keys.append(key)

            async def execute(self):
                if transaction:
                    recording.transactions.append(self.keys)
                return [Nothing()] * len(self.keys)

        return Pipe()


async def test_every_script_call_and_transaction_touches_keys_of_one_slot():
    r = Recording()
    store = Store(r, "tv")
    chats = Chats(store)
    queues = [Queue(r, "tv", tag=tag) for tag in ("rem", "bots")]
    for tid in TIDS:
        await store.create(tid, {"id": tid})
        await store.save(tid, 3, {"id": tid}, [{"a": 1}], idem="interaction-77")
        await store.save(tid, 3, {"id": tid}, [], idem=None, ttl=60)
        await store.announce_done("discord", tid, 1.5)
        await store.announce_unlock(tid, "owner")
        for pid in PIDS:
            await chats.take_menu(tid, pid.split(":")[1], 99, chat_id=5)
            await chats.set_menu(tid, pid.split(":")[1], 5, 99, 3)
            for q in queues:
                await q.schedule(tid, pid, 4, 1000.0)
                await q.schedule(tid, pid, 5, None, forget=True, lease=2000.0)
                await q.claim(1000.0)
                await q.release(Claim(tid, pid, 1000.0, 1300.0), 6, 5000.0)
                await q.unlease(Claim(tid, pid, 1000.0, 1300.0))
    assert {path for path, _ in r.script_calls} == set(SCRIPTS), "a script the bot ships is not checked here"
    for path, keys in r.script_calls:
        assert keys and len(slots(keys)) == 1, f"{path.name} called with keys of several slots: {keys}"
    assert r.transactions and all(len(slots(keys)) == 1 for keys in r.transactions), r.transactions


def test_every_script_is_a_file_the_slot_check_sees():
    """Scripts load only through bot/scripts.py, from the .lua files above: no inline Lua escapes the check."""
    inline = [p.relative_to(ROOT).as_posix() for p in (ROOT / "bot").rglob("*.py")
              if p.name != "scripts.py" and re.search(r"register_script|\.eval(sha)?\(|fcall", p.read_text())]
    assert inline == []


def test_every_script_touches_only_the_keys_it_is_given():
    """A key built inside a script (from ARGV, or a literal) would escape the slot check above."""
    for path, body in SCRIPTS.items():
        calls = re.findall(r"redis\.call\(\s*'(\w+)'\s*,\s*([^,)]+)", body)
        assert calls, path
        assert all(first.strip().startswith("KEYS[") for _, first in calls), (path.name, calls)


async def test_sweeps_and_cleanup_reach_every_node(service, redis_backend):
    """The start-up sweeps scan the channel indexes, which sit in many slots (on a cluster, on every
    master): each open table is found, and the tests' cleanup leaves nothing on any node."""
    store = service.store
    ids = set()
    for n in range(24):
        doc = await service.create(Place("discord", f"chan-{n}"), "pebbles", {}, Player("discord", "1", "Ann"))
        ids.add(doc["id"])
    found = [tid async for tid in store.open_table_ids("discord")]
    assert sorted(found) == sorted(ids)
    chan_keys = [store.chan_key(f"discord:chan-{n}") for n in range(24)]
    if redis_backend.cluster:
        nodes = {store.r.get_node_from_key(k).name for k in chan_keys}
        assert len(nodes) == len(store.r.get_primaries()) == 3, nodes  # really spread over the masters
    await store.delete_prefix()
    assert [k async for k in store.r.scan_iter(match=f"{store.prefix}:*")] == []


async def test_the_telegram_adapter_s_records(store, redis_backend):
    """Private chats and live move menus (one key each, the menu taken by a script) on either backend."""
    chats = Chats(store)
    await chats.remember_private(1001, 1001)
    await chats.set_menu("4b6vq6", "1001", 1001, 55, 3)
    assert await chats.private_chat(1001) == 1001
    assert not await chats.take_menu("4b6vq6", "1001", 54)  # a newer menu was sent: not this one
    assert await chats.take_menu("4b6vq6", "1001", 55) and await chats.last_menu("4b6vq6", "1001") is None
    # a menu pressed the moment it arrived, before its sender recorded it: never recorded, never retired
    # again (Telegram refuses an edit that changes nothing); the next menu is recorded as usual
    assert not await chats.take_menu("4b6vq6", "1001", 56, chat_id=1001)
    await chats.set_menu("4b6vq6", "1001", 1001, 56, 4)
    assert not await chats.take_menu("4b6vq6", "1001", 56)
    await chats.set_menu("4b6vq6", "1001", 1001, 57, 5)
    assert await chats.take_menu("4b6vq6", "1001", 57)
    # a menu retired by one process while pressed on another: one of the two takes its buttons away, the
    # other leaves it (the second edit would change nothing, and Telegram refuses it)
    assert await chats.claim_edit(1001, 57) and not await chats.claim_edit(1001, 57)
    assert await chats.claim_edit(1001, 58)  # another message: its own


# a number plays only from a list shown (`options`), as a player reading it would type it
FIRST = """new pebbles Ann rounds=2
join Bob
start
options
next 1
options
next 1
options
next 1
"""
SECOND = """tables
log
options
next 1
options
next 1
options
next 1
status
"""


def test_the_console_keeps_its_table_in_redis_between_runs(tmp_path, redis_backend):
    """`python -m bot --script` with REDIS_URL (and REDIS_CLUSTER=yes on the cluster): a second process
    continues the table the first one left, so its state lived in Redis."""
    prefix = f"tvtest-{uuid.uuid4().hex[:8]}"
    env = dict(os.environ, TAVOLO_PREFIX=prefix, **redis_backend.env())

    def run(text: str) -> str:
        script = tmp_path / "script.txt"
        script.write_text(text)
        out = subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
        assert "embedded" not in out.stderr  # the real Redis was used
        return out.stdout

    try:
        first = run(FIRST)
        tid = re.search(r"\(#(\w+), 2-4 players", first)[1]
        assert "Pebbles starts!" in first and "Game over" not in first
        second = run(SECOND)
        assert f"#{tid} pebbles [playing] Ann, Bob" in second  # found again, still running
        logged = second.split("> options")[0]  # the first run's moves, as the second process reads them
        assert "The game starts." in logged and logged.count("plays a card face down.") == 2
        assert "Game over. Winner:" in second and f"#{tid} pebbles [ended]" in second
    finally:
        async def clean():
            store = Store(redis_backend.connect(), prefix)
            await store.delete_prefix()
            await store.close()
        asyncio.run(clean())
