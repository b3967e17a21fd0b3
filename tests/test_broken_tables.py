"""One broken table never stops the others (issue 11, point 4).

Five tables share a channel; one of them is damaged in Redis in one of several ways. The reminder
sweep and its claims, the channel's other tables, `mygames` and both chat adapters keep working;
the broken table answers with a friendly refusal, is reported in one log line without any of its
content, and its stored bytes stay exactly as they were for a human to inspect."""
from __future__ import annotations

import json
import logging

import pytest

from bot.errors import Broken, NotFound, ServiceError
from bot.models import Place, Player, TableEvent
from bot.reminders import Reminders
from tests.reminders.conftest import Recorder

FRIENDLY = "This table cannot be loaded (it has been reported)."
SECRET = "SECRET-hand-marker"
HERE = Place("discord", "chan-1")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")
HOUR = 3600


def _doc_edit(edit):
    def corrupt(raw: str) -> str:
        doc = json.loads(raw)
        edit(doc)
        return json.dumps(doc, separators=(",", ":"))
    return corrupt


def _state_edit(edit):
    def on_doc(doc):
        env = json.loads(doc["state"])
        edit(env)
        doc["state"] = json.dumps(env)
    return _doc_edit(on_doc)


CORRUPTIONS = {
    "truncated_json": lambda raw: raw[: len(raw) // 2],
    "missing_state": _doc_edit(lambda d: d.pop("state")),
    "missing_seats": _doc_edit(lambda d: d.pop("seats")),
    "unknown_schema": _state_edit(lambda env: env.update(schema=99)),
    "unknown_game": _doc_edit(lambda d: d.update(game="chess")),
    "garbage_state": _doc_edit(lambda d: d.update(state="}{" + SECRET + " not json")),
    "garbage_state_data": _state_edit(lambda env: env.update(data={"hands": SECRET})),
    # found by QA: damage that loaded and then failed deep inside a command
    "waiting_since_text": _doc_edit(lambda d: d["waiting_since"].update({"discord:1": "yesterday"})),
    "short_button_versions": _doc_edit(lambda d: d.update(opt_ver=d["opt_ver"][:1], opt_sig=d["opt_sig"][:1])),
    "malformed_undo": _doc_edit(lambda d: d.update(undo=[{"seat": "x"}])),
    "finished_without_result": _doc_edit(lambda d: d.update(status="finished", result=None)),
    "empty_document": lambda raw: "",
}


@pytest.fixture(params=sorted(CORRUPTIONS))
def how(request):
    return request.param


async def five_tables(service, place=HERE, players=(ANN, BOB)) -> list[dict]:
    """Five started tables of pebbles in one channel, one move played at each (the lead set the stake)."""
    docs = []
    for _ in range(5):
        doc = await service.create(place, "pebbles", {}, players[0])
        for p in players[1:]:
            await service.join(doc["id"], p)
        doc = await service.start(doc["id"], players[0])
        (pid,) = service.to_act(doc)
        lead = next(p for p in players if p.pid == pid)
        docs.append(await service.move(doc["id"], lead, "single"))
        service.clock_value[0] += 1  # distinct creation times: tables_in lists oldest first
    return docs


def key(service, tid: str) -> str:
    return service.store._k(tid, "table")


async def corrupt(service, tid: str, how: str) -> str:
    """Damage table `tid` in Redis; the raw bytes now stored."""
    raw = await service.store.r.get(key(service, tid))
    bad = CORRUPTIONS[how](raw)
    await service.store.r.set(key(service, tid), bad)
    return bad


async def assert_untouched(service, tid: str, raw: str) -> None:
    assert await service.store.r.get(key(service, tid)) == raw
    assert await service.store.r.ttl(key(service, tid)) == -1  # no expiry was set either


def assert_discreet(caplog) -> None:
    """Log lines about a broken table carry no game state."""
    assert SECRET not in caplog.text and '"hands"' not in caplog.text and '"deck"' not in caplog.text


def lines_about(caplog, tid: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if tid in r.getMessage()]


# ---- the service -------------------------------------------------------------------------------

async def test_channel_commands_and_mygames_skip_the_broken_table(service, how, caplog):
    docs = await five_tables(service)
    broken, good = docs[2]["id"], [d["id"] for d in docs if d is not docs[2]]
    raw = await corrupt(service, broken, how)
    caplog.set_level(logging.INFO)

    assert [d["id"] for d in await service.tables_in(HERE)] == good
    assert lines_about(caplog, broken), "the broken table left out without a log line"
    for tid in good:  # commands naming another table of the channel work
        assert (await service.resolve(HERE, tid))["id"] == tid
        assert (await service.view(tid, ANN))["table"] == tid
    with pytest.raises(ServiceError, match="several tables") as exc:  # and the broken one is not offered
        await service.resolve(HERE)
    assert broken not in str(exc.value)
    assert sorted(d["id"] for d in await service.my_tables(ANN)) == sorted(good)
    assert sorted(d["id"] for d in await service.my_tables(BOB)) == sorted(good)

    # naming the broken table: a friendly refusal, whatever the command
    for call in (lambda: service.resolve(HERE, broken), lambda: service.table(broken),
                 lambda: service.view(broken, ANN), lambda: service.move(broken, ANN, "play 1"),
                 lambda: service.undo(broken, ANN), lambda: service.resign(broken, BOB),
                 lambda: service.abandon(broken, ANN), lambda: service.log(broken, ANN)):
        with pytest.raises(Broken) as exc:
            await call()
        assert str(exc.value) == FRIENDLY
    # a move on a good table goes on as usual
    opts = service.options_of(await service.table(good[0]), ANN)
    moved = await service.move(good[0], ANN, index=0, version=opts.version)
    assert moved["version"] == opts.version + 1
    assert_discreet(caplog)
    await assert_untouched(service, broken, raw)


async def test_the_only_table_of_a_channel_broken_is_explained(service, how):
    there = Place("discord", "chan-2")
    doc = await service.create(there, "pebbles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    raw = await corrupt(service, doc["id"], how)
    assert await service.tables_in(there) == []
    with pytest.raises(Broken, match="cannot be loaded"):  # not "there is no table in this channel"
        await service.resolve(there)
    assert await service.my_tables(ANN) == []
    await assert_untouched(service, doc["id"], raw)


async def test_a_missing_table_is_still_not_found(service):
    with pytest.raises(NotFound):
        await service.table("zzzzzz")


# ---- the reminder loop -------------------------------------------------------------------------

async def test_reminder_claims_go_on_past_the_broken_table(service, how, caplog):
    rec = Recorder()
    service.bus.subscribe(rec)
    planner = Reminders(service)
    planner.attach()  # plans a look at every table as the moves happen
    docs = await five_tables(service)
    broken, good = docs[2]["id"], [d["id"] for d in docs if d is not docs[2]]
    raw = await corrupt(service, broken, how)
    caplog.set_level(logging.INFO)

    # looks planned before the damage fall due: the good tables are reminded, the broken one skipped
    service.clock_value[0] += 12 * HOUR
    done = await Reminders(service).tick()
    assert sorted({e.table for e in rec.reminders}) == sorted(good)
    assert len(rec.reminders) == 2 * len(good)  # both players must play a card at each table
    assert sorted(what for tid, _, what in done if tid == broken) == ["broken", "broken"]
    assert len(lines_about(caplog, broken)) == 2  # one line per skipped look
    assert not await planner.queue.due_at(broken, ANN.pid) and not await planner.queue.leased(broken, ANN.pid)
    assert_discreet(caplog)
    await assert_untouched(service, broken, raw)


async def test_reminder_sweep_plans_the_others_past_the_broken_table(service, how, caplog):
    """A process starting afresh with every planned look lost: its sweep plans the good tables."""
    rec = Recorder()
    service.bus.subscribe(rec)
    docs = await five_tables(service)
    broken, good = docs[2]["id"], [d["id"] for d in docs if d is not docs[2]]
    raw = await corrupt(service, broken, how)
    caplog.set_level(logging.INFO)
    worker = Reminders(service)
    assert await worker.sweep() == len(good)
    assert len(lines_about(caplog, broken)) == 1
    service.clock_value[0] += 12 * HOUR
    await worker.tick()
    assert sorted({e.table for e in rec.reminders}) == sorted(good)
    assert len(rec.reminders) == 2 * len(good)
    assert_discreet(caplog)
    await assert_untouched(service, broken, raw)


async def test_an_event_of_a_table_broken_meanwhile_is_skipped(service, how, caplog):
    """The planner hears of a change, then finds the table unreadable: one line, nothing raised."""
    planner = Reminders(service)
    docs = await five_tables(service)
    raw = await corrupt(service, docs[0]["id"], how)
    caplog.set_level(logging.INFO)
    await planner.on_event(TableEvent("moved", docs[0]["id"], HERE, 3, "", "pebbles", [], [], {}, None))
    await planner.plan_table(docs[0]["id"])
    assert lines_about(caplog, docs[0]["id"]) and not [r for r in caplog.records if r.exc_info]
    assert_discreet(caplog)
    await assert_untouched(service, docs[0]["id"], raw)


# ---- through the chat adapters -------------------------------------------------------------------

ADAPTER_CASES = ["truncated_json", "unknown_schema", "garbage_state"]


@pytest.mark.parametrize("how", ADAPTER_CASES)
async def test_discord_channel_with_a_broken_table(how, service, members, group, app, client):
    from tests.discord.conftest import CHANNEL

    ann, bob = (Player("discord", str(u.id), u.display_name) for u in (members.ann, members.bob))
    docs = await five_tables(service, Place("discord", str(CHANNEL)), (ann, bob))
    broken, good = docs[2]["id"], [d["id"] for d in docs if d is not docs[2]]
    raw = await corrupt(service, broken, how)

    inter = members.act(members.ann)
    await group.get_command("status").callback(inter, table=good[0])
    assert inter.last().file and good[0] in inter.last().content
    for name, kw in (("move", {"action": "play 1", "table": broken}), ("hand", {"table": broken}),
                     ("undo", {"table": broken}), ("log", {"table": broken})):
        inter = members.act(members.ann)
        await group.get_command(name).callback(inter, **kw)
        assert inter.last().content == FRIENDLY and inter.last().ephemeral, name
    opts = service.options_of(await service.table(good[1]), ann)
    inter = members.act(members.ann)
    await group.get_command("move").callback(inter, action=opts.options[0].text, table=good[1])
    assert (await service.table(good[1]))["version"] == opts.version + 1
    inter = members.act(members.ann)
    await group.get_command("mygames").callback(inter)
    waiting = [tid for tid in good if tid != good[1]]  # Ann just played her card at good[1]
    assert all(tid in inter.last().content for tid in waiting) and broken not in inter.last().content
    choices = await app.ac_table(members.act(members.ann), "")
    assert sorted(c.value for c in choices) == sorted(good)
    await assert_untouched(service, broken, raw)


@pytest.mark.parametrize("how", ADAPTER_CASES)
async def test_telegram_group_with_a_broken_table(how, service, tg):
    from tests.telegram.conftest import ANN as TG_ANN, BOB as TG_BOB, GROUP
    from tests.telegram.fake_api import private_chat

    ann, bob = (Player("telegram", str(u["id"]), u["first_name"]) for u in (TG_ANN, TG_BOB))
    docs = await five_tables(service, Place("telegram", str(GROUP["id"])), (ann, bob))
    broken, good = docs[2]["id"], [d["id"] for d in docs if d is not docs[2]]
    await tg.settle()
    raw = await corrupt(service, broken, how)

    calls = await tg.do(TG_ANN, GROUP, f"/status {good[0]}")
    assert any(c.method == "sendPhoto" and good[0] in c.text for c in calls)
    for text in (f"/status {broken}", f"/status #{broken}", f"/move #{broken} play 1"):
        calls = await tg.do(TG_ANN, GROUP, text)
        assert [c.text for c in calls if c.chat == GROUP["id"]] == [FRIENDLY], text
    calls = await tg.do(TG_ANN, private_chat(TG_ANN), f"/status {broken}")
    assert [c.text for c in calls if c.chat == TG_ANN["id"]] == [FRIENDLY]
    calls = await tg.do(TG_ANN, private_chat(TG_ANN), "/mygames")
    (listing,) = [c.text for c in calls if c.chat == TG_ANN["id"]]
    assert all(tid in listing for tid in good) and broken not in listing
    await assert_untouched(service, broken, raw)


# the adapters' fixtures, shared with their own test folders
from tests.discord.conftest import app, client, group, guild, members, renderer  # noqa: E402,F401
from tests.telegram.conftest import tg  # noqa: E402,F401
