"""`python -m bot.compact`: pack the closed tables that a bot from before packing left as JSON and a
list (bot/packed.py); tables closing now are packed as they close.

Run it once after upgrading, beside the running bot if you like: each table is packed with a
compare-and-set (`Store.compact`), so running it twice, or in two processes at once, packs each table
once. Nothing needs it to read an old table: it only gives back the memory before those tables expire
(TAVOLO_FINISHED_TTL_DAYS)."""
from __future__ import annotations

import asyncio
import logging
import sys

from bot.errors import Broken
from bot.store import Store

log = logging.getLogger(__name__)


async def sweep(store: Store) -> int:
    """Pack every closed table whose log is still a list (as every unpacked one has); how many this call
    packed."""
    packed = 0
    async for tid in store.listed_log_ids():
        try:
            packed += await store.compact(tid)
        except Broken as exc:  # left as it is for a human, like everywhere else
            log.warning("table %s cannot be loaded (%s): left unpacked", tid, exc.reason)
    return packed


async def _pack(settings) -> int:
    from bot.main import build_service

    store = build_service(settings).store
    try:
        log.info("packed %d closed table(s)", await sweep(store))
    finally:
        await store.close()
    return 0


def main() -> int:
    from bot.config import Settings
    from bot.main import config_problems

    settings = Settings.from_env()
    problems = config_problems(settings) or ([] if settings.redis_url else [
        "REDIS_URL is not set; expected the Redis whose closed tables to pack (the embedded store holds none)."])
    if problems:  # one line each, as `python -m bot` says them
        for line in problems:
            print(line, file=sys.stderr)
        return 2
    return asyncio.run(_pack(settings))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    raise SystemExit(main())
