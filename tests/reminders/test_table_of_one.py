"""Reminders and deadlines at a table of one (the Castles of Burgundy solo game) work as at any table; with
nobody to vote, a deadline set to a skip vote lets autopilot play instead."""
from .conftest import ANN, HOUR, advance, started


async def test_a_table_of_one_is_reminded_and_autopilot_plays_at_the_deadline(service, rem, events):
    doc = await started(service, players=(ANN,), game="castles", settings={"deadline": "1d"})
    advance(service, 12 * HOUR)
    assert await rem.tick() == [(doc["id"], ANN.pid, "reminded 0")]
    assert "Deadline in 12 h, then autopilot plays for you." in events.reminders[-1].summary
    advance(service, 12 * HOUR)
    assert await rem.tick() == [(doc["id"], ANN.pid, "deadline")]
    doc = await service.table(doc["id"])
    assert doc["away"]["autopilot"][ANN.pid]
    assert service.view_of(doc, ANN)["decision"] != "start_castle"  # autopilot placed the castle


async def test_a_skip_vote_deadline_at_a_table_of_one_plays_autopilot(service, rem, events):
    doc = await started(service, players=(ANN,), game="castles",
                        settings={"deadline": "1d", "on_deadline": "skip vote"})
    advance(service, 12 * HOUR)
    await rem.tick()
    assert "then autopilot plays for you" in events.reminders[-1].summary  # nobody could vote
    advance(service, 12 * HOUR)
    assert await rem.tick() == [(doc["id"], ANN.pid, "deadline")]
    doc = await service.table(doc["id"])
    assert doc["away"]["autopilot"][ANN.pid] and not doc["away"].get("skip")
    moves = service.view_of(doc, ANN)["moves"]
    await rem.tick()  # autopilot goes on playing
    assert service.view_of(await service.table(doc["id"]), ANN)["moves"] > moves
