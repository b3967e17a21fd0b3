"""Every exception redis-py raises through the store's client is counted, by class (commands, scripts, pipelines)."""
from __future__ import annotations

import socket

import pytest
from prometheus_client import REGISTRY
from redis.exceptions import ConnectionError, ResponseError

from bot.store import Store, connect


def count(error: str) -> float:
    return REGISTRY.get_sample_value("tavolo_redis_errors_total", {"error": error}) or 0.0


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


async def test_a_redis_that_is_not_there_counts_each_failed_command():
    store = Store(connect(f"redis://127.0.0.1:{closed_port()}/0"), "tvtest-nowhere")
    before = count("ConnectionError")
    try:
        with pytest.raises(ConnectionError):
            await store.r.ping()
        with pytest.raises(ConnectionError):
            await store.load("abc123")  # a pipeline
        with pytest.raises(ConnectionError):
            await store.announced("abc123")
    finally:
        await store.close()
    assert count("ConnectionError") == before + 3


async def test_refused_commands_are_counted_and_answers_are_not(store):
    before, other = count("ResponseError"), count("ConnectionError")
    await store.r.set(f"{store.prefix}:word", "not a number")
    with pytest.raises(ResponseError):
        await store.r.incr(f"{store.prefix}:word")
    assert await store.r.get(f"{store.prefix}:word") == "not a number"
    assert await store.announced("abc123") == {"v": 0, "to_act": []}  # a script (cached by redis-py after its first use)
    assert count("ResponseError") == before + 1 and count("ConnectionError") == other
