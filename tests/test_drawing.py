"""Images drawn in worker processes (bot/drawing.py): a public board once per table version and variant for
every process sharing the Redis, the same bytes as drawing in a thread, and an event loop that keeps
ticking while a big board is drawn."""
import asyncio
import threading
import time

import pytest_asyncio

from bot import drawing
from bot.drawing import Drawer
from bot.store import Store
from render import render_pngs
from rules import get_game
from rules.core import Rng
from tests.cluster import both_backends  # noqa: F401  (the cache on one Redis and on a Redis Cluster)


class CountingRenderer:
    """A stand-in renderer that takes a while (so a second process asks while the first draws) and counts
    its drawings; its pages carry the view's version, seat and language."""

    def __init__(self, seconds: float = 0.3):
        self.seconds = seconds
        self.drawn = 0
        self._lock = threading.Lock()

    def __call__(self, view: dict) -> list[bytes]:
        with self._lock:
            self.drawn += 1
        time.sleep(self.seconds)
        mark = f"{view['version']}/{view['seat']}/{view['lang']}".encode()
        return [b"main " + mark, b"more " + mark]


def public(version: int = 3, lang: str = "en", table: str = "tbl1") -> dict:
    return {"game": "pebbles", "table": table, "version": version, "seat": None, "lang": lang, "moves": version}


def played(game_id: str, players: int, steps: int, seed: int = 7):
    game = get_game(game_id)
    st = game.new([f"P{i + 1}" for i in range(players)], seed)
    rng = Rng(seed)
    while steps and not game.over(st):
        seat = game.current(st)[0]
        legal = game.actions(st, seat)
        game.apply(st, seat, legal[rng.below(len(legal))])
        steps -= 1
    return game, st


def view_of(game, st, seat, version=5) -> dict:
    view = game.view(st, seat)
    view.update(table="tbl9", version=version, lang="en")
    return view


@pytest_asyncio.fixture
async def second_store(store, redis_backend):
    """Another process's view of the same Redis: its own connection, the same prefix."""
    other = Store(redis_backend.connect(), prefix=store.prefix)
    yield other
    await other.close()


async def image_keys(store) -> list[str]:
    return [k async for k in store.r.scan_iter(match=f"{store.prefix}:*img*")]


async def test_two_processes_asking_for_one_board_draw_it_once(store, second_store):
    render = CountingRenderer()
    here, there = Drawer(processes=0), Drawer(processes=0)
    first, second = await asyncio.gather(here.pngs(public(), store, render),
                                         there.pngs(public(), second_store, render))
    assert render.drawn == 1
    assert first == second == [b"main 3/None/en", b"more 3/None/en"]  # both pages, in order
    assert await there.pngs(public(), second_store, render) == first  # later: from the cache
    assert render.drawn == 1
    keys = await image_keys(store)
    assert len(keys) == 1 and keys[0].startswith(f"{store.prefix}:{{t:tbl1}}:img:3:en:")  # no lock left


async def test_what_changes_the_picture_changes_the_key(store):
    render = CountingRenderer(0)
    drawer = Drawer(processes=0)
    for view in (public(3), public(4), public(3, lang="it"), public(3, table="tbl2"), {**public(3), "moves": 9}):
        await drawer.pngs(view, store, render)
    assert render.drawn == 5
    assert await drawer.pngs(public(4), store, render) == [b"main 4/None/en", b"more 4/None/en"]
    assert render.drawn == 5


async def test_a_private_view_is_drawn_every_time_and_never_cached(store):
    render = CountingRenderer(0)
    drawer = Drawer(processes=0)
    mine = {**public(), "seat": 1}
    assert await drawer.pngs(mine, store, render) == [b"main 3/1/en", b"more 3/1/en"]
    await drawer.pngs(mine, store, render)
    assert render.drawn == 2
    assert await image_keys(store) == []


async def test_a_process_that_died_while_drawing_holds_the_others_up_only_so_long(store, monkeypatch):
    view = public()
    key = store.image_key("tbl1", 3, drawing.variant(view))
    assert await store.image_lock(key, "a process that died", 60)
    monkeypatch.setattr(drawing, "WAIT_SECONDS", 0.3)
    render = CountingRenderer(0)
    started = time.monotonic()
    assert await Drawer(processes=0).pngs(view, store, render) == [b"main 3/None/en", b"more 3/None/en"]
    assert 0.3 <= time.monotonic() - started < 3
    assert render.drawn == 1


async def test_the_pool_and_the_thread_draw_the_same_bytes():
    game, st = played("alhambra", 6, 400)  # a city big enough for a second page
    pool, thread = Drawer(processes=1), Drawer(processes=0)
    try:
        for seat in (None, 2):
            view = view_of(game, st, seat)
            in_pool = await pool.pngs(view)
            assert in_pool == await thread.pngs(view) == render_pngs(view)
            assert in_pool[0].startswith(b"\x89PNG")
    finally:
        pool.close()


async def test_the_event_loop_keeps_ticking_while_a_big_board_is_drawn():
    game, st = played("castles", 4, 10_000)  # a finished four-player board
    view = view_of(game, st, None)
    render_pngs(view)  # fonts loaded
    before = time.process_time()
    render_pngs(view)
    cost = time.process_time() - before  # what drawing it here would take from this process
    drawer = Drawer(processes=1)
    try:
        await drawer.pngs(view_of(game, st, 0))  # the worker is up (and has its fonts)
        ticks: list[float] = []

        async def tick():
            while True:
                ticks.append(time.monotonic())
                await asyncio.sleep(0.005)

        ticker = asyncio.create_task(tick())
        await asyncio.sleep(0.02)
        cpu_before, started = time.process_time(), time.monotonic()
        pages = await drawer.pngs(view)
        cpu, took = time.process_time() - cpu_before, time.monotonic() - started
        ticker.cancel()
    finally:
        drawer.close()
    assert pages == render_pngs(view)
    during = [t for t in ticks if started <= t <= started + took]
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(during) >= 3 and max(gaps) < max(0.1, took / 3), (len(during), max(gaps), took)
    assert cpu < cost / 2, (cpu, cost)  # the drawing's CPU was spent elsewhere
