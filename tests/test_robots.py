"""Computer players at the tables (issue 19): seated in the lobby, moving on their own (one at a time, like
anyone's move, from Redis so any process may play them and a dead one loses nothing), the autopilot of a
resigned seat or a player past the deadline, and hints."""
import asyncio

import pytest

from bot import table_doc as T
from bot.errors import BadCommand, NotAllowed
from bot.models import Place, Player
from bot.robots import api, robots
from bot.robots.worker import LEASE, Robots
from tests.cluster import both_backends  # noqa: F401  (every test here on one Redis and on a Redis Cluster)

HERE = Place("discord", "chan-bots")
ANN = Player("discord", "1", "Ann")
BOB = Player("discord", "2", "Bob")


async def with_bots(service, game="castles", bots=("normal",), options=None, people=(ANN,)):
    doc = await service.create(HERE, game, options or {}, people[0])
    for p in people[1:]:
        await service.join(doc["id"], p)
    for level in bots:
        doc = await api.add_bot(service, doc["id"], people[0], level)
    return doc


async def play_people(service, doc):
    """The people play their safe default moves (a hand-held test player) until the game ends."""
    worker = robots(service)
    for _ in range(5000):
        await worker.drain()
        doc = await service.table(doc["id"])
        if doc["status"] != T.ACTIVE:
            return doc
        waiting = service.to_act(doc)
        assert waiting, "the table waits for nobody, yet the game goes on"
        doc = await service.autoplay(doc["id"], waiting[0], reason="test")
    raise AssertionError("the game did not end")


async def test_bots_are_seated_named_and_removed_in_the_lobby(service, events):
    doc = await with_bots(service, bots=("easy", "strong"))
    bots = [p for p in doc["players"] if T.is_bot(p["pid"])]
    assert [(p["name"], p["bot"]) for p in bots] == [("Bot 1", "easy"), ("Bot 2", "strong")]
    assert "Ann adds a computer player: Bot 2 (strong) joins (3/4)." in events[-1].summary
    doc = await api.add_bot(service, doc["id"], ANN, "forte")  # the level in Italian
    assert doc["players"][-1]["bot"] == "strong"
    with pytest.raises(NotAllowed, match="full"):
        await api.add_bot(service, doc["id"], ANN)
    with pytest.raises(NotAllowed, match="join first"):
        await api.add_bot(service, doc["id"], BOB)
    doc = await api.remove_bot(service, doc["id"], ANN)
    assert [p["name"] for p in doc["players"]] == ["Ann", "Bot 1", "Bot 2"]
    with pytest.raises(BadCommand, match="easy, normal or strong"):
        await api.add_bot(service, doc["id"], ANN, "grandmaster")
    assert not await service.store.r.smembers(service.store.player_key("bot:1"))  # never a person's index


async def test_one_person_and_three_bots_play_castles_to_the_end(service, events):
    doc = await with_bots(service, bots=("normal", "easy", "strong"))
    doc = await service.start(doc["id"], ANN)
    assert service.to_act(doc) in ([], [ANN.pid])  # the people only: a computer player is never waited on
    assert all(not T.is_bot(pid) for pid in service.public_to_act(doc))  # nor mentioned
    doc = await play_people(service, doc)
    assert doc["status"] == T.FINISHED and len(doc["result"]["scores"]) == 4
    moved = [e for e in events if e.kind == "moved" and e.actor and T.is_bot(e.actor)]
    assert moved and all(e.summary for e in moved)  # each computer move is posted like anyone's
    for e in events:
        assert not any(T.is_bot(pid) for pid in e.private)  # nothing is written to a computer player
        assert not any(T.is_bot(pid) for pid in e.to_act)


@pytest.mark.parametrize("game,bots", [("alhambra", 2), ("bruges", 1), ("macao", 2), ("colonia", 2)])
async def test_every_game_plays_with_computer_players(service, game, bots):
    doc = await with_bots(service, game, bots=("normal",) * bots,
                          people=(ANN,) if game != "colonia" else (ANN, BOB))
    doc = await service.start(doc["id"], ANN)
    doc = await play_people(service, doc)
    assert doc["status"] == T.FINISHED


async def test_a_bot_move_thought_on_an_older_table_is_thought_again(service):
    doc = await with_bots(service, people=(ANN, BOB))
    doc = await service.start(doc["id"], ANN)
    await robots(service).drain()
    doc = await service.table(doc["id"])
    with pytest.raises(Exception, match="moved on"):
        await service.machine_move(doc["id"], "bot:1", None, doc["version"] - 1)
    assert (await service.table(doc["id"]))["version"] == doc["version"]  # nothing changed


async def test_a_process_that_dies_while_thinking_loses_nothing(service, store):
    doc = await with_bots(service, people=(ANN,), bots=("normal",))
    doc = await service.start(doc["id"], ANN)
    gone = Robots(service)
    await gone.plan_table(doc)
    if not service.machine_to_act(doc):  # the person begins: play until the bot is due
        doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
        while service.to_act(doc):
            doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
        await gone.plan_table(doc)
    claims = await gone.queue.claim(service.clock(), 10)
    assert [c.pid for c in claims] == ["bot:1"]  # claimed, then the process dies before it moves
    other = Robots(service)
    assert await other.run_once() == []  # leased: nobody plays it twice meanwhile
    service.clock_value[0] += LEASE + 1
    done = await other.run_once()
    assert [(pid, what) for _, pid, what in done] == [("bot:1", "moved")]


async def test_two_workers_play_each_move_once(service):
    doc = await with_bots(service, people=(ANN,), bots=("normal", "normal", "normal"))
    doc = await service.start(doc["id"], ANN)
    a, b = Robots(service), Robots(service)
    for _ in range(6):
        await a.plan_table(await service.table(doc["id"]))
        done = await asyncio.gather(a.run_once(), b.run_once())
        moved = [x for batch in done for x in batch if x[2] == "moved"]
        assert len(moved) <= 1  # one claim per due move: the other worker finds nothing
        doc = await service.table(doc["id"])
        if service.to_act(doc):
            doc = await service.autoplay(doc["id"], ANN.pid, reason="test")


async def test_a_resigned_seat_is_played_by_the_computer_and_a_table_of_bots_alone_closes(service, events):
    doc = await with_bots(service, people=(ANN, BOB), bots=("normal", "easy"))
    doc = await service.start(doc["id"], ANN)
    doc = await service.resign(doc["id"], BOB)
    assert doc["status"] == T.ACTIVE and BOB.pid not in service.to_act(doc)
    await robots(service).drain()
    doc = await service.table(doc["id"])
    assert BOB.pid not in service.machine_to_act(doc)
    doc = await service.resign(doc["id"], ANN)
    assert doc["status"] == T.ABANDONED  # nobody would watch the computers play on
    assert "No person is left at the table" in events[-1].summary


async def test_the_deadline_autopilot_plays_the_computer_s_choice_on_the_version_it_thought_about(service):
    doc = await service.create(HERE, "castles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    pid = service.to_act(doc)[0]
    game_acts = service.options_of(doc, T.player_of(doc, pid)).options
    pick = next(o for o in game_acts if not o.default)
    after = await service.autoplay(doc["id"], pid, reason="test", choice=pick.text, version=doc["version"])
    last = (await service.store.log(doc["id"], 1))[-1]
    assert last["action"] == pick.text and last["auto"]
    pid2 = service.to_act(after)[0]
    acts = service.options_of(after, T.player_of(after, pid2)).options
    other = next(o for o in acts if not o.default)
    default = next(o for o in acts if o.default)
    await service.autoplay(doc["id"], pid2, reason="test", choice=other.text, version=after["version"] - 1)
    assert (await service.store.log(doc["id"], 1))[-1]["action"] == default.text  # stale: the safe default


async def test_hints_name_numbered_moves_in_private_and_only_where_they_are_on(service):
    doc = await service.create(HERE, "castles", ["hints=yes"], ANN)
    assert doc["settings"]["hints"] == "yes"
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    pid = service.to_act(doc)[0]
    player = T.player_of(doc, pid)
    text = await api.suggest(service, doc["id"], player)
    assert text.startswith("The computer would play ") and "Alternatives: " in text
    labels = {f"{i + 1}. {o.label}" for i, o in enumerate(service.options_of(doc, player).options)}
    assert any(label in text for label in labels)
    idle = ANN if pid == BOB.pid else BOB
    with pytest.raises(NotAllowed, match="not your turn"):
        await api.suggest(service, doc["id"], idle)
    off = await service.create(Place("discord", "other"), "castles", {}, ANN)
    await service.join(off["id"], BOB)
    off = await service.start(off["id"], ANN)
    with pytest.raises(NotAllowed, match="Hints are off"):
        await api.suggest(service, off["id"], T.player_of(off, service.to_act(off)[0]))
    with pytest.raises(BadCommand, match="hints is yes or no"):
        await service.create(HERE, "castles", ["hints=maybe"], ANN)


async def test_the_search_runs_outside_the_event_loop():
    """A real search (Castles, `normal`, its full budget) in the worker pool while the loop keeps ticking:
    no tick is late by more than a fraction of the search's time (a Discord heartbeat would not wait)."""
    import time

    from rules.castles import GAME
    from bot.robots.thinker import Thinker

    st = GAME.new(["A", "B", "C"], 7)
    thinker = Thinker(processes=1)
    try:
        await thinker.choose("castles", GAME.dump(st), GAME.current(st)[0], "easy", 1)  # the worker is up
        late = []

        async def ticking(stop):
            while not stop.is_set():
                t = time.perf_counter()
                await asyncio.sleep(0.01)
                late.append(time.perf_counter() - t - 0.01)

        stop = asyncio.Event()
        ticker = asyncio.create_task(ticking(stop))
        start = time.perf_counter()
        text = await thinker.choose("castles", GAME.dump(st), GAME.current(st)[0], "normal", 1)
        took = time.perf_counter() - start
        stop.set()
        await ticker
        assert text in [a.text for a in GAME.actions(st, GAME.current(st)[0])]
        assert took > 0.1 and max(late) < max(0.1, took / 3)
    finally:
        thinker.close()


async def test_one_board_sums_up_the_computer_players_moves(service, events):
    """A board is put due when a person is asked again, not after each computer move (three bots would
    post three boards in a row)."""
    doc = await with_bots(service, bots=("easy", "easy", "easy"))
    doc = await service.start(doc["id"], ANN)
    boards = []
    real = service.store.announce_due

    async def counted(platform, tid, when):
        boards.append((await service.table(tid))["version"])
        return await real(platform, tid, when)

    service.store.announce_due = counted
    worker = robots(service)
    seen = 0
    for _ in range(6):  # rounds of: the bots play, Ann is asked, Ann plays her turn
        boards.clear()
        bot_moves = await worker.drain()
        doc = await service.table(doc["id"])
        assert service.to_act(doc) == [ANN.pid]
        if bot_moves >= 2:
            seen += 1
            assert len(boards) == 1  # one board, for the move that asked Ann
        while service.to_act(doc) == [ANN.pid]:
            doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
    assert seen >= 3


async def test_a_hint_is_numbered_as_the_player_s_menu_numbers_it(service):
    """The console numbers its menu by group; a hint there names the number typed for that very move."""
    import re

    from bot.console import Console

    doc = await service.create(HERE, "castles", ["hints=yes"], ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    for _ in range(6):  # a few moments of the game
        player = T.player_of(doc, service.to_act(doc)[0])
        opts = service.options_of(doc, player)
        menu = Console.menu(opts)
        text = await api.suggest(service, doc["id"], player,
                                 numbers=lambda o: {x.index: n for n, x in enumerate(Console.menu(o), 1)})
        number, label = re.match(r"The computer would play (\d+)\. (.+?)\.( Alternatives|$)", text).groups()[:2]
        assert menu[int(number) - 1].label == label
        plain = await api.suggest(service, doc["id"], player)  # the game's order: Telegram's /move N
        number, label = re.match(r"The computer would play (\d+)\. (.+?)\.( Alternatives|$)", plain).groups()[:2]
        assert opts.options[int(number) - 1].label == label
        doc = await service.autoplay(doc["id"], player.pid, reason="test")


async def test_the_autopilot_says_it_plays_a_resigned_seat(service, events):
    doc = await with_bots(service, people=(ANN, BOB), bots=("easy",))
    doc = await service.start(doc["id"], ANN)
    doc = await service.resign(doc["id"], BOB)
    for _ in range(20):  # Ann may play first (the seats are drawn): until Bob's seat had a turn
        await robots(service).drain()
        if any("Autopilot (resigned) plays for Bob." in e.public for e in events):
            break
        doc = await service.table(doc["id"])
        doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
    assert any("Autopilot (resigned) plays for Bob." in e.public for e in events)
