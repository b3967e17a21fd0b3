"""Fixtures of the reminder tests: a worker on the test service, an event recorder, tables of pebbles."""
import pytest
import pytest_asyncio

from bot.models import Place, Player
from bot.reminders import Reminders
from tests.cluster import both_backends  # noqa: F401  (every reminder test on one Redis and on a Redis Cluster)

HERE = Place("discord", "chan-1")
THERE = Place("telegram", "-100200")
ANN, BOB, CY = (Player("discord", u, n) for u, n in (("1", "Ann"), ("2", "Bob"), ("3", "Cy")))
HOUR, DAY = 3600, 86400


class Recorder:
    """Every event a bus emits, with helpers to pick the reminders."""

    def __init__(self):
        self.events = []

    async def __call__(self, event):
        self.events.append(event)

    def kind(self, kind):
        return [e for e in self.events if e.kind == kind]

    @property
    def reminders(self):
        return self.kind("reminder")


@pytest.fixture
def events(service):
    rec = Recorder()
    service.bus.subscribe(rec)
    return rec


@pytest_asyncio.fixture
async def rem(service):
    """The reminder worker on the test service, planning on its events, driven by its clock."""
    worker = Reminders(service)
    worker.attach()
    return worker


async def started(service, players=(ANN, BOB), game="pebbles", opts=None, place=HERE, settings=None):
    doc = await service.create(place, game, opts or {}, players[0])
    for p in players[1:]:
        await service.join(doc["id"], p)
    if settings:
        await service.change_settings(doc["id"], players[0], False, settings)
    return await service.start(doc["id"], players[0])


def player(pid):
    return next(p for p in (ANN, BOB, CY) if p.pid == pid)


def lead(service, doc):
    """The only player the table waits for (pebbles starts with the lead choosing the stake)."""
    (pid,) = service.to_act(doc)
    return player(pid)


def advance(service, seconds):
    service.clock_value[0] += seconds
    return service.clock_value[0]
