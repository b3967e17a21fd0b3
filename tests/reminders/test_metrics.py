"""The reminder worker's metrics: reminders due, reminders sent (once, behind the send guard) and how late."""
from prometheus_client import REGISTRY

from .conftest import HOUR, advance, lead, started


def sample(name: str, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def test_reminders_due_sent_and_late_are_counted(service, rem, events):
    doc = await started(service)
    first = lead(service, doc)
    due, sent = sample("tavolo_reminders_due_total"), sample("tavolo_reminders_sent_total")
    late_sum = sample("tavolo_reminder_lateness_seconds_sum")
    within_a_minute = sample("tavolo_reminder_lateness_seconds_bucket", le="60.0")
    within_5_minutes = sample("tavolo_reminder_lateness_seconds_bucket", le="300.0")
    now = advance(service, 12 * HOUR + 90)  # the worker looks 90 s after the reminder fell due
    assert await rem.tick() == [(doc["id"], first.pid, "reminded 0")]
    assert sample("tavolo_reminders_due_total") == due + 1 and sample("tavolo_reminders_sent_total") == sent + 1
    assert sample("tavolo_reminder_lateness_seconds_sum") == late_sum + 90
    assert sample("tavolo_reminder_lateness_seconds_bucket", le="60.0") == within_a_minute
    assert sample("tavolo_reminder_lateness_seconds_bucket", le="300.0") == within_5_minutes + 1
    # the same look claimed again (another process's stale entry): due again, but the guard sends nothing
    await rem.queue.schedule(doc["id"], first.pid, doc["version"], now)
    assert await rem.tick() == [(doc["id"], first.pid, "already reminded")]
    assert sample("tavolo_reminders_due_total") == due + 2 and sample("tavolo_reminders_sent_total") == sent + 1
    assert len(events.reminders) == 1
