import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The small test game joins the registry for every test (and every subprocess it starts).
os.environ.setdefault("TAVOLO_EXTRA_GAMES", "tests.games.pebbles:GAME")

import uuid  # noqa: E402

import pytest  # noqa: E402
import pytest_asyncio  # noqa: E402

from tests.cluster import SINGLE, redis_cluster  # noqa: E402, F401  (the session's Redis Cluster, started on demand)


@pytest.fixture
def redis_backend():
    """Which real Redis the store tests use: the single server; modules importing
    `tests.cluster.both_backends` run on a Redis Cluster as well."""
    return SINGLE


@pytest.fixture
def redis_url(redis_backend):
    """The real Redis the tests use (REDIS_URL, or the local server)."""
    return redis_backend.url


@pytest_asyncio.fixture
async def store(redis_backend):
    """A Store on the real Redis under a key prefix of its own, removed afterwards."""
    from bot.store import Store

    st = Store(redis_backend.connect(), prefix=f"tvtest-{uuid.uuid4().hex[:10]}")
    try:
        yield st
    finally:
        await st.delete_prefix()
        await st.close()


@pytest_asyncio.fixture
async def service(store):
    """A TableService on that store, with a controllable clock: `service.clock_value[0] += 3600`."""
    from bot.events import Bus
    from bot.service import TableService

    now = [1_800_000_000.0]
    svc = TableService(store, Bus(), clock=lambda: now[0])
    svc.clock_value = now
    return svc


@pytest.fixture
def events(service):
    """Every TableEvent the service emits, in order."""
    seen = []

    async def listen(ev):
        seen.append(ev)

    service.bus.subscribe(listen)
    return seen


@pytest.fixture(scope="session", autouse=True)
def quick_computer_players():
    """Computer players at the tables think with a small budget (8 iterations a move) in one real worker
    process: whole games with bots stay quick; tests/ai and bench/ measure the levels themselves."""
    from bot.robots.thinker import Thinker, use

    thinker = use(Thinker(processes=1, iterations=8))
    yield thinker
    thinker.close()


@pytest.fixture(scope="session", autouse=True)
def image_workers():
    """Images are drawn in one real worker process, as in production but smaller (tests/test_drawing.py
    measures the pool itself); adapters given a stand-in renderer draw in a thread."""
    from bot.drawing import Drawer, use

    drawer = use(Drawer(processes=1))
    yield drawer
    drawer.close()


@pytest.fixture
def fresh_lifecycle():
    """bot/lifecycle.py as in a process that has not started yet, and again afterwards. List it before the
    fixtures that start an adapter, so that the adapter's state is the one the test sees."""
    from bot import lifecycle

    lifecycle.reset()
    yield
    lifecycle.reset()
