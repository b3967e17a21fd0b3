"""Issue 20, observe: a short game through the real Telegram Application with the ops endpoints of
`python -m bot` on a free port. /metrics moves with the game, /healthz follows Redis and the platform,
/readyz follows the process's life, and the JSON log lines of the interactions name table and platform."""
from __future__ import annotations

import asyncio
import io
import json
import logging
import socket

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot import lifecycle
from bot.config import Settings
from bot.main import start_ops_server
from bot.ops import logs
from bot.ops.server import OpsServer
from bot.store import Store, connect
from bot.telegram import callbacks as cb
from tests.telegram.conftest import ANN, BOB, CID, GROUP
from tests.telegram.fake_api import TOKEN, private_chat
from tests.telegram.test_play import USERS, default_data


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def json_log():
    """The JSON lines `python -m bot` would write with LOG_FORMAT=json, of this test's interactions."""
    stream = io.StringIO()
    handler = logs.handler(Settings.from_env({"LOG_FORMAT": "json", "TELEGRAM_TOKEN": TOKEN}), stream)
    root, chatter = logging.getLogger(), logging.getLogger("tavolo.interactions")
    level = chatter.level
    chatter.setLevel(logging.INFO)
    root.addHandler(handler)
    yield stream
    root.removeHandler(handler)
    chatter.setLevel(level)


async def get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{port}{path}") as resp:
            return resp.status, await resp.text()


async def scrape(port: int) -> dict[tuple[str, frozenset], float]:
    status, text = await get(port, "/metrics")
    assert status == 200
    return {(s.name, frozenset(s.labels.items())): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def total(samples: dict, name: str, **labels) -> float:
    """The sum of the samples of `name` whose labels include `labels`."""
    want = set(labels.items())
    return sum(v for (n, ls), v in samples.items() if n == name and want <= ls)


async def play_moves(tg, service, tid: str, count: int) -> int:
    """Whoever must act presses the default option of their private menu, `count` times; moves applied."""
    played = 0
    for _ in range(count):
        doc = await service.table(tid)
        if doc["status"] != "active":
            break
        who = USERS[service.to_act(doc)[0]]
        menu = tg.menus(who, tid)[-1]
        answer = await tg.press(who, menu, default_data(tg, doc, who, menu))
        assert answer.params["text"].startswith("✓")
        played += 1
    return played


async def test_metrics_health_and_readiness_follow_a_telegram_game(fresh_lifecycle, tg, service, json_log):
    port = free_port()
    ops = await start_ops_server(service, Settings.from_env({"TAVOLO_HTTP_PORT": str(port)}))
    ops.open_tables.every = 0  # count the open tables at every scrape (a minute apart in service)
    broken = None
    try:
        lifecycle.expect("telegram")  # as `python -m bot` does for the Telegram adapter
        for _ in range(100):  # the adapter marks itself ready once connected and its boards' sweep done
            if lifecycle.is_ready():
                break
            await asyncio.sleep(0.05)
        assert (await get(port, "/readyz"))[0] == 200
        before = await scrape(port)

        tid = await tg.open_table("pebbles rounds=2")
        for u in (ANN, BOB):
            await tg.do(u, private_chat(u), f"/start t_{tid}")
        await tg.do(ANN, GROUP, "/start_game")
        played = await play_moves(tg, service, tid, 3)
        # a button pressed again after its moment: refused kindly, and counted
        doc = await service.table(tid)
        who = USERS[service.to_act(doc)[0]]
        old = tg.menus(who, tid)[0]
        stale = next(d for d in old.callback_data if d.startswith("o|"))
        answer = await tg.press(who, old, stale)
        assert "earlier moment" in answer.params["text"]
        assert cb.parse(stale).version < doc["version"]
        # somebody not at the table presses a player's button: refused by the adapter
        answer = await tg.press(CID, old, stale)
        assert "not seated" in answer.params["text"]

        after = await scrape(port)
        moved = lambda s, **labels: total(s, **labels) - total(before, **labels)  # noqa: E731
        assert played == 3
        assert moved(after, name="tavolo_moves_applied_total", game="pebbles") >= played
        assert moved(after, name="tavolo_interactions_total", platform="telegram", kind="callback",
                     outcome="ok") >= played + 2  # the moves, Bob's Join and the stale press (answered kindly)
        assert moved(after, name="tavolo_interactions_total", platform="telegram", kind="command",
                     outcome="ok") >= 4  # /new, twice /start, /start_game
        assert moved(after, name="tavolo_interactions_total", platform="telegram", kind="callback",
                     outcome="refused") == 1
        assert moved(after, name="tavolo_interaction_seconds_count", platform="telegram") == \
            moved(after, name="tavolo_interactions_total", platform="telegram")
        assert moved(after, name="tavolo_moves_refused_total", platform="telegram") == 1
        assert moved(after, name="tavolo_moves_refused_total", platform="telegram", reason="stale") == 1
        assert moved(after, name="tavolo_stale_presses_total", platform="telegram", action="move") == 1
        assert moved(after, name="tavolo_render_seconds_count", game="pebbles", kind="board") >= 1
        assert moved(after, name="tavolo_render_seconds_count", game="pebbles", kind="private") >= played
        assert total(after, "tavolo_open_tables", game="pebbles") >= 1
        # nothing in a label names a person, a table or a card
        for name, labels in after:
            if name.startswith("tavolo_"):
                assert not any(tid in v or "telegram:" in v or "play " in v for _, v in labels), (name, labels)

        # Redis answers and Telegram is connected
        status, body = await get(port, "/healthz")
        assert (status, json.loads(body)) == (200, {"redis": True, "platforms": {"telegram": True}})
        # a second service whose Redis is not there: unhealthy, and the failure counted
        broken = OpsServer(Store(connect(f"redis://127.0.0.1:{free_port()}/0"), "tvtest-nowhere"), ping_timeout=2)
        broken_port = await broken.start("127.0.0.1", 0)
        status, body = await get(broken_port, "/healthz")
        assert (status, json.loads(body)) == (503, {"redis": False, "platforms": {"telegram": True}})
        errors = await scrape(port)
        assert total(errors, "tavolo_redis_errors_total", error="ConnectionError") > \
            total(after, "tavolo_redis_errors_total", error="ConnectionError")

        assert (await get(port, "/readyz"))[0] == 200
        lifecycle.begin_stop()
        status, body = await get(port, "/readyz")
        assert (status, json.loads(body)) == (503, {"ready": False, "state": "stopping"})
    finally:
        await ops.stop()
        if broken is not None:
            await broken.stop()
            await broken.store.close()

    # every interaction wrote one JSON line naming its platform, kind and latency; those of the table, its id
    lines = [json.loads(line) for line in json_log.getvalue().splitlines()]
    handled = [x for x in lines if x["logger"] == "tavolo.interactions"]
    assert handled and all(x["platform"] == "telegram" and "latency_ms" in x and x["kind"] for x in handled)
    assert sum(1 for x in handled if x.get("table") == tid and x["kind"] == "callback") >= played + 1
    assert all({"time", "level", "logger", "message"} <= set(x) for x in lines)
    assert TOKEN not in json_log.getvalue()


async def test_health_waits_for_the_platform_and_readiness_for_the_start(fresh_lifecycle, service):
    ops = OpsServer(service.store)
    port = await ops.start("127.0.0.1", 0)
    try:
        lifecycle.expect("discord", "telegram")
        status, body = await get(port, "/healthz")
        assert (status, json.loads(body)) == (200, {"redis": True, "platforms": {}})
        lifecycle.platform_up("discord", False)  # started, not connected
        lifecycle.platform_up("telegram", True)
        status, body = await get(port, "/healthz")
        assert (status, json.loads(body)) == (503, {"redis": True, "platforms": {"discord": False, "telegram": True}})
        await asyncio.sleep(0.1)
        status, body = await get(port, "/readyz")  # not started yet: Discord has not connected
        assert (status, json.loads(body)) == (503, {"ready": False, "state": "starting"})
        lifecycle.platform_up("discord", True)
        lifecycle.mark_ready("telegram")  # each adapter once connected and its start-up sweep done
        assert (await get(port, "/readyz"))[0] == 503  # Discord's sweep is not done yet
        lifecycle.mark_ready("discord")
        assert (await get(port, "/healthz"))[0] == 200 and (await get(port, "/readyz"))[0] == 200
    finally:
        await ops.stop()
