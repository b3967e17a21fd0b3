"""The open-tables gauge counts the channel indexes by game, at most once a minute, and forgets closed tables."""
from __future__ import annotations

import asyncio

from prometheus_client import REGISTRY

from bot.models import Place, Player
from bot.ops.metrics import OPEN_TABLES
from bot.ops.open_tables import OpenTables


def gauge(game: str) -> float:
    return REGISTRY.get_sample_value("tavolo_open_tables", {"game": game})


async def test_open_tables_by_game(service):
    ann, bob = Player("telegram", "1", "Ann"), Player("telegram", "2", "Bob")
    now = [0.0]
    counter = OpenTables(service.store, every=60, clock=lambda: now[0])
    first = await service.create(Place("telegram", "-1"), "pebbles", [], ann)
    await service.create(Place("discord", "7"), "pebbles", [], bob)
    await counter.refresh()
    assert gauge("pebbles") == 2 and gauge("castles") == 0
    await service.create(Place("telegram", "-2"), "castles", [], ann)
    now[0] = 59
    await counter.refresh()
    assert gauge("castles") == 0  # counted less than a minute ago
    now[0] = 60
    await counter.refresh()
    assert gauge("castles") == 1 and gauge("pebbles") == 2
    await service.abandon(first["id"], ann)  # a closed table leaves its channel's index
    await counter.refresh(force=True)
    assert gauge("pebbles") == 1 and set(counter.games.values()) == {"pebbles", "castles"}
    assert first["id"] not in counter.games


async def test_a_slow_count_never_holds_a_scrape_up(service):
    """The count goes on in the background; the scrape that started it shows the last one."""
    gate = asyncio.Event()
    original = service.store.open_table_ids

    async def slow_ids(platform="*"):
        await gate.wait()
        async for tid in original(platform):
            yield tid

    service.store.open_table_ids = slow_ids
    await service.create(Place("telegram", "-3"), "castles", [], Player("telegram", "1", "Ann"))
    counter = OpenTables(service.store)
    OPEN_TABLES.labels("castles").set(-1)  # "the last count"
    await asyncio.wait_for(counter.refresh(wait=0.05), 1)
    assert gauge("castles") == -1 and counter.last is None
    await asyncio.wait_for(counter.refresh(wait=0.05), 1)  # a second scrape: the same count, still under way
    gate.set()
    await asyncio.wait_for(counter.refresh(), 1)
    assert gauge("castles") == 1 and counter.last is not None
