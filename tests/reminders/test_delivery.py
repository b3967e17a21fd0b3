"""Delivery across processes: Redis holds every planned look, a claim belongs to one worker, a
reminder goes out once even when workers race or a worker dies mid-way, and nothing is lost when
every process restarts."""
import asyncio

import pytest_asyncio

from bot.events import Bus
from bot.reminders import Reminders
from bot.service import TableService
from bot.store import Store

from .conftest import ANN, BOB, CY, HOUR, THERE, Recorder, advance, lead, started


@pytest_asyncio.fixture
async def process_b(service, redis_backend):
    """A second bot process: its own Redis client, service, bus and worker, on the same keys."""
    store = Store(redis_backend.connect(), service.store.prefix)
    other = TableService(store, Bus(), clock=service.clock)
    rec = Recorder()
    other.bus.subscribe(rec)
    yield Reminders(other), rec
    await store.close()


async def test_two_workers_racing_deliver_each_reminder_once(service, rem, events, process_b):
    worker_b, events_b = process_b
    docs = [await started(service, players=(ANN, BOB)) for _ in range(6)]
    docs += [await started(service, players=(BOB, CY), place=THERE) for _ in range(6)]
    advance(service, 12 * HOUR)
    a, b = Reminders(service, batch=2), Reminders(worker_b.service, batch=2)  # small claims: real interleaving
    for _ in range(3):  # both poll at the same moments, over and over
        await asyncio.gather(a.tick(), b.tick(), a.tick(), b.tick())
    sent = [(e.table, e.to_act[0]) for e in events.reminders + events_b.reminders]
    assert sorted(sent) == sorted((d["id"], lead(service, d).pid) for d in docs)  # each exactly once
    assert events.reminders and events_b.reminders  # and both workers did take part


async def test_a_claim_belongs_to_one_worker(service, rem, process_b):
    worker_b, _ = process_b
    for i in range(200):
        await rem.queue.schedule(f"t{i}", "discord:1", 1, 1000.0 + i)
    a, b = await asyncio.gather(rem.queue.claim(2000.0, 150), worker_b.queue.claim(2000.0, 150))
    got_a, got_b = {c.member for c in a}, {c.member for c in b}
    assert not got_a & got_b and len(got_a | got_b) == 200


async def test_reminder_delivered_after_every_process_restarts(service, rem, redis_backend):
    doc = await started(service)
    first = lead(service, doc)
    await service.store.close()  # the process that planned it is gone
    advance(service, 13 * HOUR)
    store = Store(redis_backend.connect(), service.store.prefix)
    try:
        fresh = TableService(store, Bus(), clock=service.clock)
        rec = Recorder()
        fresh.bus.subscribe(rec)
        await Reminders(fresh).tick()
        (ev,) = rec.reminders
        assert ev.to_act == [first.pid] and "has waited 13 h" in ev.summary
    finally:
        service.store.r = store.r  # let the fixture clean up through a live client


async def test_worker_dying_mid_look_is_retried_after_its_lease(service, rem, events, process_b):
    worker_b, events_b = process_b
    await started(service)
    now = advance(service, 12 * HOUR)
    (claim,) = await rem.queue.claim(now)  # worker A claims, then dies before doing anything
    assert await worker_b.tick() == []  # leased: nobody else takes it meanwhile
    advance(service, rem.queue.lease + 1)
    await worker_b.tick()
    assert len(events_b.reminders) == 1 and events.reminders == []


async def test_worker_dying_after_sending_does_not_send_twice(service, rem, events, process_b):
    worker_b, events_b = process_b
    doc = await started(service)
    first = lead(service, doc)
    now = advance(service, 12 * HOUR)
    (claim,) = await rem.queue.claim(now)
    sit = await rem.situation(doc, first.pid, now)
    await rem._remind(doc, first.pid, sit, 0, now)  # sent, then the process dies before releasing
    advance(service, rem.queue.lease + 1)
    assert await worker_b.tick() == [(doc["id"], first.pid, "already reminded")]
    assert len(events.reminders) == 1 and events_b.reminders == []
    assert await rem.queue.due_at(doc["id"], first.pid) == now + 24 * HOUR  # and the series goes on


async def test_plans_from_an_older_table_version_do_not_win(service, rem):
    assert await rem.queue.schedule("abc", ANN.pid, 7, 5000.0)
    assert not await rem.queue.schedule("abc", ANN.pid, 6, None)  # a slow listener of an older move
    assert await rem.queue.due_at("abc", ANN.pid) == 5000.0
    assert await rem.queue.schedule("abc", ANN.pid, 8, None)
    assert await rem.queue.due_at("abc", ANN.pid) is None


async def test_sweep_plans_tables_whose_events_were_lost(service):
    doc = await started(service)  # no worker listening: as if the process died before emitting
    worker = Reminders(service)
    assert await worker.queue.due_at(doc["id"], lead(service, doc).pid) is None
    assert await worker.sweep() == 1
    assert await worker.queue.due_at(doc["id"], lead(service, doc).pid) == \
        doc["waiting_since"][lead(service, doc).pid] + 12 * HOUR


async def test_finished_table_is_forgotten(service, rem):
    doc = await started(service)
    await service.abandon(doc["id"], ANN)
    assert await rem.queue.size() == 0
    assert await service.store.r.hlen(rem.queue.ver_key) == 0


async def test_serve_runs_until_cancelled(service, events):
    from bot.reminders import serve

    await started(service)
    advance(service, 12 * HOUR)
    task = asyncio.create_task(serve(service, None))
    for _ in range(50):
        await asyncio.sleep(0.02)
        if events.reminders:
            break
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    assert len(events.reminders) == 1 and task.cancelled()
