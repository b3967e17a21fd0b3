"""Table storage on Redis (redis-py asyncio), or on an embedded in-process Redis when no server is set.

Keys of one table share the hash tag {t:<id>} so they live in one Redis Cluster slot and the
save script (and the create transaction) may touch them together. Indexes across tables (per
channel, per player) live outside that slot and are only ever touched one key per command; their
readers re-check the table itself. So the same code runs on one Redis or on a Redis Cluster.
"""
from __future__ import annotations

import asyncio
import json
import logging

from redis.client import NEVER_DECODE

from bot import packed, scripts
from bot import table_doc as T
from bot.errors import ServiceError
from bot.packed import LISTED, PACKED
from rules.core.text import N_

log = logging.getLogger(__name__)

IDEMPOTENCY_TTL = 900  # 15 min: as long as a Discord interaction token lives
CONFLICT = -1
ANNOUNCED_TTL = 40 * 86400  # the announcement marker outlives a finished table (kept 30 days)


def connect(url: str | None, cluster: bool = False):
    """A Redis client for `url`, or an embedded one (fakeredis) when url is None. With `cluster`,
    `url` names any node of a Redis Cluster and the client finds the others (REDIS_CLUSTER=yes)."""
    if url:
        from bot.ops.redis_errors import CountedCluster, CountedRedis  # redis-py's clients, exceptions counted

        return (CountedCluster if cluster else CountedRedis).from_url(url, decode_responses=True)
    import fakeredis  # embedded store: only for running without a server

    log.warning("No REDIS_URL: using an embedded in-process store; tables are lost when this process exits.")
    return fakeredis.FakeAsyncRedis(decode_responses=True)


class Store:
    def __init__(self, client, prefix: str = "tv"):
        self.r = client
        self.prefix = prefix
        self._save = scripts.load(self.r, "bot", "save_table.lua")
        self._unlock = scripts.load(self.r, "bot", "announce_unlock.lua")
        self._done = scripts.load(self.r, "bot", "announce_done.lua")

    # ---- keys ----------------------------------------------------------------------------------
    def _k(self, tid: str, part: str) -> str:
        return f"{self.prefix}:{{t:{tid}}}:{part}"

    def chan_key(self, place_key: str) -> str:
        return f"{self.prefix}:chan:{place_key}"

    def player_key(self, pid: str) -> str:
        return f"{self.prefix}:player:{pid}"

    # ---- tables --------------------------------------------------------------------------------
    async def create(self, tid: str, doc: dict) -> bool:
        """Store a new table at version 0; False when the id is taken."""
        doc["version"] = 0
        # Both keys carry the table's tag: on a cluster too, redis-py runs this as MULTI/EXEC on one node.
        async with self.r.pipeline(transaction=True) as p:
            p.set(self._k(tid, "ver"), 0, nx=True)
            p.set(self._k(tid, "table"), json.dumps(doc, separators=(",", ":")), nx=True)
            ok_ver, ok_doc = await p.execute()
        return bool(ok_ver and ok_doc)

    async def load(self, tid: str) -> dict | None:
        """The table document, with the adapters' message references merged in as doc["refs"]."""
        async with self.r.pipeline(transaction=False) as p:
            p.execute_command("GET", self._k(tid, "table"), **{NEVER_DECODE: []})  # bytes: it may be packed
            p.hgetall(self._k(tid, "refs"))
            raw, refs = await p.execute()
        if raw is None:
            return None
        doc = T.checked(tid, packed.document(tid, raw))
        doc["refs"] = {}
        for k, v in refs.items():
            try:
                doc["refs"][k] = json.loads(v)
            except ValueError:  # a lost message link, not a lost table
                log.warning("table %s: message ref %r is not valid JSON; ignored", tid, k)
        return doc

    async def set_refs(self, tid: str, refs: dict) -> None:
        """Remember chat message ids of a table: bookkeeping of the adapters, so no new version."""
        if not refs:
            return
        key = self._k(tid, "refs")
        await self.r.hset(key, mapping={k: json.dumps(v) for k, v in refs.items()})
        ttl = await self.r.ttl(self._k(tid, "table"))
        if ttl == -2:  # the table is gone: keep nothing
            await self.r.delete(key)
        elif ttl > 0:  # a finished table: its refs expire with it
            await self.r.expire(key, ttl)

    async def save(self, tid: str, expected: int, doc: dict, log_entries: list[dict],
                   idem: str | None = None, ttl: int = 0, pack: bool = False) -> int:
        """Atomically write `doc` if the stored version is still `expected`: the new version, or CONFLICT.
        `pack`: the table is closed, so the document and the whole log (what is stored and `log_entries`)
        are stored packed (bot/packed.py). The log read for it is the one of version `expected`, or the save
        conflicts."""
        doc["version"] = expected + 1
        keys = [self._k(tid, "table"), self._k(tid, "ver"), self._k(tid, LISTED),
                self._k(tid, f"idem:{idem or '-'}"), self._k(tid, "refs"), self._k(tid, PACKED)]
        stored = {k: v for k, v in doc.items() if k != "refs"}  # refs live in their own hash
        text = json.dumps(stored, separators=(",", ":"))
        args = [expected, packed.pack(text) if pack else text, ttl,
                json.dumps({"version": expected + 1}) if idem else "", IDEMPOTENCY_TTL]
        if pack:
            # a whole game's log takes bz2 some 10-50 ms, which it spends outside the GIL: not in the event loop
            args += [await asyncio.to_thread(packed.pack_log, await self.full_log(tid) + log_entries)]
        else:
            args += [""] + [packed.line(e) for e in log_entries]
        return int(await self._save(keys=keys, args=args))

    async def compact(self, tid: str) -> bool:
        """Pack a closed table stored unpacked (closed by a bot from before packing): idempotent, and safe
        beside any other process (a compare-and-set like every save, which bumps the version). True when
        this call packed it; False when there was nothing to do (open, gone, or packed already)."""
        for _ in range(5):
            async with self.r.pipeline(transaction=False) as p:
                p.execute_command("GET", self._k(tid, "table"), **{NEVER_DECODE: []})
                p.exists(self._k(tid, LISTED))
                raw, listed = await p.execute()
            if raw is None or (packed.is_packed(raw) and not listed):
                return False
            # the document of this very read: loading it again could see another process's packing,
            # and packing that version once more would count (and bump) the table twice
            doc = T.checked(tid, packed.document(tid, raw))
            if doc["status"] not in T.CLOSED:
                return False
            left = await self.r.ttl(self._k(tid, "table"))  # kept as long as it was: -1 is forever
            if await self.save(tid, doc["version"], doc, [], ttl=0 if left == -1 else max(left, 1),
                               pack=True) != CONFLICT:
                return True
        return False

    async def seen(self, tid: str, idem: str) -> dict | None:
        raw = await self.r.get(self._k(tid, f"idem:{idem}"))
        return json.loads(raw) if raw else None

    async def log(self, tid: str, last: int = 20) -> list[dict]:
        """The last `last` log entries, oldest first."""
        return (await self._read_log(tid, -last))[-last:]

    async def full_log(self, tid: str) -> list[dict]:
        return await self._read_log(tid, 0)

    async def _read_log(self, tid: str, start: int) -> list[dict]:
        """The log from list index `start` on, packed or listed (bot/packed.py). The two keys are read
        between two reads of the version: a save (the only writer of either) between them could have
        moved the list into the packed value, so the read is done again."""
        for _ in range(10):
            async with self.r.pipeline(transaction=False) as p:
                p.get(self._k(tid, "ver"))
                p.execute_command("GET", self._k(tid, PACKED), **{NEVER_DECODE: []})  # bytes, not text
                p.lrange(self._k(tid, LISTED), start, -1)
                p.get(self._k(tid, "ver"))
                before, zipped, listed, after = await p.execute()
            if before == after:
                return packed.entries(tid, zipped, listed)
        raise ServiceError(N_("The table is very busy right now; please try again."))

    # ---- announcements (bot/announce.py) -------------------------------------------------------
    # What a table's channel has been shown lives beside the table (its slot); which tables have
    # something to show is a per-platform due set, a fast index that a start-up sweep can rebuild.
    def _due(self, platform: str) -> str:
        return f"{self.prefix}:{{ann}}:due:{platform}"

    async def announce_due(self, platform: str, tid: str, at: float) -> None:
        await self.r.zadd(self._due(platform), {tid: at})

    async def announce_list(self, platform: str, now: float, limit: int = 50) -> list[tuple[str, float]]:
        return await self.r.zrangebyscore(self._due(platform), "-inf", now, start=0, num=limit, withscores=True)

    async def announce_done(self, platform: str, tid: str, score: float) -> None:
        """Drop a due table, unless it was marked due again meanwhile (a newer score)."""
        await self._done(keys=[self._due(platform)], args=[tid, repr(float(score))])

    async def announce_lock(self, tid: str, owner: str, seconds: int) -> bool:
        return bool(await self.r.set(self._k(tid, "ann:lock"), owner, nx=True, ex=seconds))

    async def announce_unlock(self, tid: str, owner: str) -> None:
        await self._unlock(keys=[self._k(tid, "ann:lock")], args=[owner])

    async def announced(self, tid: str) -> dict:
        raw = await self.r.get(self._k(tid, "ann"))
        return json.loads(raw) if raw else {"v": 0, "to_act": []}

    async def set_announced(self, tid: str, marker: dict) -> None:
        await self.r.set(self._k(tid, "ann"), json.dumps(marker), ex=ANNOUNCED_TTL)

    # ---- indexes -------------------------------------------------------------------------------
    # ---- images drawn once for every process (bot/drawing.py) -------------------------------------
    def image_key(self, tid: str, version: int, variant: str) -> str:
        """A table's cached image of one version; `variant` names whatever else changes the picture."""
        return self._k(tid, f"img:{version}:{variant}")

    async def cached_image(self, key: str) -> bytes | None:
        # the client decodes replies to str; image bytes are read undecoded (redis-py's per-command
        # NEVER_DECODE option, the one its DUMP uses)
        return await self.r.execute_command("GET", key, **{NEVER_DECODE: []})

    async def cache_image(self, key: str, data: bytes, seconds: int) -> None:
        await self.r.set(key, data, ex=seconds)

    async def image_lock(self, key: str, owner: str, seconds: int) -> bool:
        return bool(await self.r.set(f"{key}:lock", owner, nx=True, ex=seconds))

    async def image_unlock(self, key: str, owner: str) -> None:
        await self._unlock(keys=[f"{key}:lock"], args=[owner])  # the same owner-checked release as announce's

    async def index_add(self, key: str, tid: str) -> None:
        await self.r.sadd(key, tid)

    async def index_remove(self, key: str, tid: str) -> None:
        await self.r.srem(key, tid)

    async def index(self, key: str) -> list[str]:
        return sorted(await self.r.smembers(key))

    def closed_key(self, place_key: str) -> str:
        return f"{self.prefix}:closed:{place_key}"  # not under chan:, which holds open tables only

    async def remember_closed(self, place_key: str, tid: str, ttl: int) -> None:
        """The channel's last finished or abandoned table, for commands that name none (as long as it is kept)."""
        await self.r.set(self.closed_key(place_key), tid, ex=ttl or None)

    async def last_closed(self, place_key: str) -> str | None:
        return await self.r.get(self.closed_key(place_key))

    async def open_table_ids(self, platform: str = "*"):
        """Every table id in a channel index (the open ones), of one platform or all: start-up sweeps."""
        async for key in self.r.scan_iter(match=f"{self.prefix}:chan:{platform}:*", count=500):
            for tid in await self.index(key):
                yield tid

    async def games_of(self, tids: list[str], batch: int = 200) -> dict[str, str]:
        """The game of each table in `tids` (the ops metrics); a table gone or unreadable is left out."""
        out: dict[str, str] = {}
        for i in range(0, len(tids), batch):
            part = tids[i:i + batch]
            async with self.r.pipeline(transaction=False) as p:
                for tid in part:
                    p.get(self._k(tid, "table"))
                raws = await p.execute()
            for tid, raw in zip(part, raws):
                try:
                    out[tid] = str(json.loads(raw)["game"])
                except (TypeError, ValueError, KeyError):
                    continue
        return out

    async def listed_log_ids(self):
        """Every table id whose log is (also) a list: open tables, and closed ones not packed yet."""
        head, tail = f"{self.prefix}:{{t:", f"}}:{LISTED}"
        async for key in self.r.scan_iter(match=f"{head}*{tail}", count=500):
            yield key[len(head):-len(tail)]

    async def delete_prefix(self) -> None:
        """Remove every key under this prefix (tests clean up with it)."""
        async for key in self.r.scan_iter(match=f"{self.prefix}:*", count=500):
            await self.r.delete(key)

    async def close(self) -> None:
        await self.r.aclose()
