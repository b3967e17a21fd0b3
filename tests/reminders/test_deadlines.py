"""Deadlines and interrupt windows: autopilot plays safe moves and logs them, the player can take
over at any moment, a skip vote of the others removes the seat, interrupt windows close by time."""
import pytest

from bot.errors import BadCommand, NotAllowed
from bot.reminders import Reminders, api

from . import rush  # noqa: F401  registers pebbles_rush
from .conftest import ANN, BOB, CY, DAY, HOUR, advance, lead, player, started


def texts(lines):
    return "\n".join(lines)


async def test_deadline_autopilot_plays_the_safe_move_and_logs_it(service, rem, events):
    doc = await started(service, settings={"deadline": "1d"})
    first = lead(service, doc)
    advance(service, DAY - 1)
    await rem.tick()
    assert (await service.table(doc["id"]))["version"] == doc["version"]  # 1 s early: nothing happens
    advance(service, 1)
    assert await rem.tick() == [(doc["id"], first.pid, "deadline")]
    doc = await service.table(doc["id"])
    assert doc["away"]["autopilot"][first.pid]
    log = texts(await service.log(doc["id"]))
    assert "the deadline has passed, so the autopilot (the computer player) plays" in log
    assert f"Autopilot (deadline passed) plays for {first.name}." in log  # public: never names the move
    own = texts(await service.log(doc["id"], first))
    assert "Autopilot played for you: Single stake." in own
    assert events.kind("deadline") and "autopilot" in events.kind("deadline")[0].summary
    # Still on autopilot and still to act (the card): the next look plays the lowest card at once.
    assert first.pid in service.to_act(doc)
    hand = service.view_of(doc, first)["hand"]
    await rem.tick()
    doc = await service.table(doc["id"])
    assert first.pid not in service.to_act(doc)
    assert f"Autopilot played for you: Play {min(hand)}." in texts(await service.log(doc["id"], first))


async def test_own_move_restarts_the_deadline(service, rem):
    doc = await started(service, settings={"deadline": "1d"})
    first = lead(service, doc)
    advance(service, 20 * HOUR)
    doc = await service.move(doc["id"], first, "double")  # still to play a card, but clearly here
    advance(service, 4 * HOUR)
    await rem.tick()
    assert not (await service.table(doc["id"])).get("away", {}).get("autopilot")
    advance(service, 20 * HOUR)  # a full day after the own move, and nobody else played either
    await rem.tick()
    assert set((await service.table(doc["id"]))["away"]["autopilot"]) == {ANN.pid, BOB.pid}


async def test_autopilot_continues_on_later_turns_until_take_over(service, rem):
    doc = await started(service, settings={"deadline": "1d"})
    first = lead(service, doc)
    other = BOB if first == ANN else ANN
    advance(service, DAY)
    await rem.tick()
    await rem.tick()
    doc = await service.table(doc["id"])
    other_card = min(service.view_of(doc, other)["hand"])
    doc = await service.move(doc["id"], other, f"play {other_card}")  # round 2: the other leads now
    doc = await service.move(doc["id"], other, "single")
    assert first.pid in service.to_act(doc)
    await rem.tick()  # no new deadline to wait for: autopilot is on
    doc = await service.table(doc["id"])
    assert first.pid not in service.to_act(doc)
    assert await api.take_over(service, doc["id"], first) == f"Welcome back: you play yourself again at Pebbles #{doc['id']}."
    assert await api.take_over(service, doc["id"], first) == f"You are already playing yourself at Pebbles #{doc['id']}."
    doc = await service.move(doc["id"], other, f"play {min(service.view_of(doc, other)['hand'])}")
    assert service.to_act(doc) == [first.pid]  # round 3: the first player leads again, by themselves
    advance(service, HOUR)
    await rem.tick()
    assert service.to_act(await service.table(doc["id"])) == [first.pid]


async def test_acting_normally_ends_autopilot(service, rem):
    doc = await started(service, settings={"deadline": "1d"})
    first = lead(service, doc)
    advance(service, DAY)
    await rem.tick()  # autopilot sets the stake; the card is still to play
    doc = await service.table(doc["id"])
    assert doc["away"]["autopilot"]
    doc = await service.move(doc["id"], first, f"play {max(service.view_of(doc, first)['hand'])}")
    doc = await service.table(doc["id"])
    assert not doc["away"]["autopilot"]
    assert f"{first.name} is back" in texts(await service.log(doc["id"]))


async def test_a_return_is_noticed_even_when_the_move_event_was_missed(service):
    worker = Reminders(service)  # not listening: the move happens in a process without reminders
    doc = await started(service, settings={"deadline": "1d"})
    first = lead(service, doc)
    other = BOB if first == ANN else ANN
    await worker.sweep()
    advance(service, DAY)
    await worker.tick()
    doc = await service.table(doc["id"])
    doc = await service.move(doc["id"], first, f"play {max(service.view_of(doc, first)['hand'])}")
    doc = await service.move(doc["id"], other, f"play {min(service.view_of(doc, other)['hand'])}")
    doc = await service.move(doc["id"], other, "single")  # round 2: the first player must play a card
    assert doc["away"]["autopilot"] and first.pid in service.to_act(doc)
    await worker.sweep()
    assert await worker.tick() == [(doc["id"], first.pid, "came back")]
    doc = await service.table(doc["id"])
    assert not doc["away"]["autopilot"] and first.pid in service.to_act(doc)  # no card played for them


async def test_skip_vote_of_the_majority_resigns_the_seat(service, rem, events):
    doc = await started(service, players=(ANN, BOB, CY), settings={"deadline": "2d", "on_deadline": "skip vote"})
    absent = lead(service, doc)
    a, b = [player(pid) for pid in doc["seats"] if pid != absent.pid]
    with pytest.raises(NotAllowed, match="no vote to skip"):
        await api.vote_skip(service, doc["id"], a, absent.pid)
    advance(service, 2 * DAY)
    assert await rem.tick() == [(doc["id"], absent.pid, "deadline")]
    assert "2 votes needed" in events.kind("deadline")[-1].summary
    with pytest.raises(BadCommand, match="yourself"):
        await api.vote_skip(service, doc["id"], absent, absent.pid)
    assert await api.vote_skip(service, doc["id"], a, absent.name) == \
        f"Your vote is in: 1 of 2 needed to skip {absent.name}."
    with pytest.raises(BadCommand, match="already voted"):
        await api.vote_skip(service, doc["id"], a, absent.pid)
    advance(service, DAY)
    await rem.tick()  # reminders go on, nothing else happens while the vote runs
    assert service.to_act(await service.table(doc["id"])) == [absent.pid]
    msg = await api.vote_skip(service, doc["id"], b, absent.pid)
    assert msg.startswith(f"The vote passed: {absent.name}'s seat resigns.") and "current scores" in msg
    doc = await service.table(doc["id"])
    assert doc["status"] == "finished" and doc["result"]["ranking"][-1] == doc["seats"].index(absent.pid)
    assert f"{absent.name} resigns." in texts(await service.log(doc["id"]))
    assert await rem.queue.size() == 0


async def test_skip_vote_closes_when_the_player_comes_back(service, rem):
    doc = await started(service, players=(ANN, BOB, CY), settings={"deadline": "1d", "on_deadline": "skip vote"})
    absent = lead(service, doc)
    voter = next(player(pid) for pid in doc["seats"] if pid != absent.pid)
    advance(service, DAY)
    await rem.tick()
    assert (await service.table(doc["id"]))["away"]["skip"]
    await service.move(doc["id"], absent, "double")
    assert not (await service.table(doc["id"]))["away"]["skip"]
    with pytest.raises(NotAllowed, match="no vote to skip"):
        await api.vote_skip(service, doc["id"], voter, absent.pid)


async def test_vote_refused_when_the_return_event_was_missed(service):
    worker = Reminders(service)  # not listening to this process's events
    doc = await started(service, players=(ANN, BOB, CY), settings={"deadline": "1d", "on_deadline": "skip vote"})
    absent = lead(service, doc)
    voter = next(player(pid) for pid in doc["seats"] if pid != absent.pid)
    await worker.sweep()
    advance(service, DAY)
    await worker.tick()
    await service.move(doc["id"], absent, "double")
    with pytest.raises(NotAllowed, match="is back"):
        await api.vote_skip(service, doc["id"], voter, absent.pid)
    assert not (await service.table(doc["id"]))["away"]["skip"]


async def test_interrupt_window_closes_after_its_time_and_passes_for_the_silent(service, rem):
    doc = await started(service, game="pebbles_rush")
    first = lead(service, doc)
    doc = await service.move(doc["id"], first, "single")  # now everyone may answer: a declared window
    assert service.view_of(doc, None)["interrupt"] is True
    doc = await service.move(doc["id"], first, f"play {min(service.view_of(doc, first)['hand'])}")
    silent = player(service.to_act(doc)[0])
    hand = service.view_of(doc, silent)["hand"]
    advance(service, 2 * HOUR - 1)
    assert await rem.tick() == []
    advance(service, 1)
    assert await rem.tick() == [(doc["id"], silent.pid, "window")]
    log = texts(await service.log(doc["id"]))
    assert f"Autopilot (interrupt window closed) plays for {silent.name}." in log
    assert f"Autopilot played for you: Play {min(hand)}." in texts(await service.log(doc["id"], silent))
    doc = await service.table(doc["id"])
    assert doc["state"] and not doc.get("away", {}).get("autopilot")  # a one-off pass, not autopilot


async def test_required_simultaneous_choices_follow_the_normal_rules(service, rem):
    doc = await started(service)  # plain pebbles: the card play is required, not an interrupt
    first = lead(service, doc)
    doc = await service.move(doc["id"], first, "single")
    advance(service, 3 * HOUR)
    assert await rem.tick() == []
    assert set(service.to_act(await service.table(doc["id"]))) == {ANN.pid, BOB.pid}


async def test_window_setting_off_makes_windows_wait_like_turns(service, rem):
    doc = await started(service, game="pebbles_rush", settings={"window": "off"})
    doc = await service.move(doc["id"], lead(service, doc), "single")
    advance(service, 3 * HOUR)
    assert await rem.tick() == []
