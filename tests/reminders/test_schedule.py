"""Planning: a reminder is scheduled when a turn starts, moves or ends with the player's moves,
repeats, and waits out the player's quiet hours in their own time zone."""
from datetime import datetime
from zoneinfo import ZoneInfo

from bot.reminders import api

from .conftest import ANN, BOB, DAY, HOUR, advance, lead, started


async def test_reminder_scheduled_when_turn_starts(service, rem):
    doc = await started(service)
    first = lead(service, doc)
    other = BOB if first == ANN else ANN
    since = doc["waiting_since"][first.pid]
    assert await rem.queue.due_at(doc["id"], first.pid) == since + 12 * HOUR
    assert await rem.queue.due_at(doc["id"], other.pid) is None  # not waited for: nothing planned


async def test_own_move_restarts_the_clock_and_leaving_the_turn_cancels(service, rem):
    doc = await started(service)
    first = lead(service, doc)
    other = BOB if first == ANN else ANN
    now = advance(service, 5 * HOUR)
    doc = await service.move(doc["id"], first, "single")  # the lead still has to play a card
    assert set(service.to_act(doc)) == {ANN.pid, BOB.pid}
    assert await rem.queue.due_at(doc["id"], first.pid) == now + 12 * HOUR  # from their own move
    assert await rem.queue.due_at(doc["id"], other.pid) == now + 12 * HOUR  # a new wait
    doc = await service.move(doc["id"], first, f"play {min(service.view_of(doc, first)['hand'])}")
    assert await rem.queue.due_at(doc["id"], first.pid) is None  # acted: cancelled
    assert await rem.queue.due_at(doc["id"], other.pid) == now + 12 * HOUR


async def test_reminder_goes_out_once_then_repeats_every_day(service, rem, events):
    doc = await started(service)
    first = lead(service, doc)
    advance(service, 12 * HOUR - 60)
    assert await rem.tick() == []  # not due yet
    advance(service, 60)
    assert await rem.tick() == [(doc["id"], first.pid, "reminded 0")]
    (ev,) = events.reminders
    assert ev.to_act == [first.pid] and ev.table == doc["id"] and ev.place == doc_place(doc)
    assert ev.summary == f"Reminder: Pebbles #{doc['id']} has waited 12 h for you."
    assert f"#{doc['id']}" in ev.private[first.pid][0] and "Choose the stake" in ev.private[first.pid][0]
    assert await rem.tick() == []  # nothing due again at the same time
    assert await rem.queue.due_at(doc["id"], first.pid) == doc["waiting_since"][first.pid] + 36 * HOUR
    advance(service, 24 * HOUR)
    assert await rem.tick() == [(doc["id"], first.pid, "reminded 1")]
    assert events.reminders[-1].summary.startswith(f"Reminder: Pebbles #{doc['id']} has waited 36 h for you.")


async def test_late_worker_sends_one_reminder_not_a_backlog(service, rem, events):
    await started(service)
    advance(service, 4 * DAY)  # every process was down for days
    await rem.tick()
    assert len(events.reminders) == 1


async def test_private_copy_only_when_the_player_allows_it(service, rem, events):
    doc = await started(service)
    first = lead(service, doc)
    assert "only mention you" in await api.set_preference(service, first, "dm", "off")
    advance(service, 12 * HOUR)
    await rem.tick()
    (ev,) = events.reminders
    assert ev.private == {} and ev.to_act == [first.pid]


async def test_first_off_means_no_reminders(service, rem, events):
    doc = await started(service, settings={"first": "off"})
    assert await rem.queue.due_at(doc["id"], lead(service, doc).pid) is None
    advance(service, 3 * DAY)
    assert await rem.tick() == [] and events.reminders == []


def at(tz, *when):
    return datetime(*when, tzinfo=ZoneInfo(tz)).timestamp()


async def test_quiet_hours_postpone_reminder_in_player_time_zone(service, rem, events):
    ny = "America/New_York"
    service.clock_value[0] = at(ny, 2027, 1, 15, 13, 0)  # the turn starts at 13:00 in New York
    doc = await started(service)
    first = lead(service, doc)
    await api.set_preference(service, first, "timezone", "america/new_york")
    msg = await api.set_preference(service, first, "quiet", "22-7")
    assert "22:00-07:00" in msg and ny in msg
    # 12 h later is 01:00 in New York, inside the quiet hours: the reminder waits until 07:00.
    assert await rem.queue.due_at(doc["id"], first.pid) == at(ny, 2027, 1, 16, 7, 0)
    service.clock_value[0] = at(ny, 2027, 1, 16, 1, 0)
    assert await rem.tick() == [] and events.reminders == []
    service.clock_value[0] = at(ny, 2027, 1, 16, 7, 0)
    await rem.tick()
    assert len(events.reminders) == 1
    # The next one is due 24 h after the first nominal time (01:00), again quiet: 07:00 next day.
    assert await rem.queue.due_at(doc["id"], first.pid) == at(ny, 2027, 1, 17, 7, 0)


async def test_quiet_hours_around_midday_in_another_zone(service, rem):
    service.clock_value[0] = at("UTC", 2027, 6, 1, 0, 0)
    doc = await started(service)
    first = lead(service, doc)
    await api.set_preference(service, first, "quiet", "13:30-15")
    await api.set_preference(service, first, "tz", "Asia/Tokyo")  # 12:00 UTC = 21:00 in Tokyo: not quiet
    assert await rem.queue.due_at(doc["id"], first.pid) == at("UTC", 2027, 6, 1, 12, 0)
    await api.set_preference(service, first, "tz", "UTC")  # now 12:00 is fine too, 13:30 would not be
    await api.set_preference(service, first, "quiet", "11:30-15")
    assert await rem.queue.due_at(doc["id"], first.pid) == at("UTC", 2027, 6, 1, 15, 0)


def doc_place(doc):
    from bot.table_doc import place_of

    return place_of(doc)
