"""The open-tables gauge counts the channel indexes by game, at most once a minute, and forgets closed tables."""
from __future__ import annotations

from prometheus_client import REGISTRY

from bot.models import Place, Player
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
