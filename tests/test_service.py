"""The table service against real Redis: lobby, moves, locking, idempotency, undo, crashes, restarts."""
import asyncio

import pytest

from bot.robots import robots
from bot.errors import BadCommand, NotAllowed, NotFound, Stale
from bot.events import Bus
from bot.models import Place, Player
from bot.service import TableService
from rules.core.types import normalise
from bot.store import Store
from tests.cluster import both_backends  # noqa: F401  (every test here on one Redis and on a Redis Cluster)

HERE = Place("discord", "chan-1")
ANN, BOB, CY = (Player("discord", u, n) for u, n in (("1", "Ann"), ("2", "Bob"), ("3", "Cy")))


async def started(service, opts=None, players=(ANN, BOB)):
    doc = await service.create(HERE, "pebbles", opts or {}, players[0])
    for p in players[1:]:
        await service.join(doc["id"], p)
    return await service.start(doc["id"], players[0])


def seat_player(doc, seat):
    return next(p for p in (ANN, BOB, CY) if p.pid == doc["seats"][seat])


def who_acts(service, doc):
    return [next(p for p in (ANN, BOB, CY) if p.pid == pid) for pid in service.to_act(doc)]


async def test_lobby_create_join_leave_start(service, events):
    doc = await service.create(HERE, "pebbles", ["rounds=2"], ANN)
    assert doc["status"] == "lobby" and doc["options"]["rounds"] == 2
    await service.join(doc["id"], BOB)
    await service.join(doc["id"], CY)
    await service.leave(doc["id"], CY)
    with pytest.raises(NotAllowed, match="Only the player who opened"):
        await service.start(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    assert doc["status"] == "active" and sorted(doc["seats"]) == sorted([ANN.pid, BOB.pid])
    assert [e.kind for e in events] == ["created", "joined", "joined", "left", "started"]
    assert "Seat order" in events[-1].summary
    with pytest.raises(NotAllowed, match="already started"):
        await service.join(doc["id"], CY)


async def test_a_team_game_says_who_plays_with_whom(service, events):
    # the lobby names the teams by seat (Game.teams), the start by name; partners win together
    dan = Player("discord", "4", "Dan")
    doc = await service.create(HERE, "castles", ["team=yes"], ANN)
    assert "Team A: seats 1 and 3; Team B: seats 2 and 4 (seats are drawn when the game starts)." \
        in events[-1].summary
    for p in (BOB, CY, dan):
        await service.join(doc["id"], p)
    doc = await service.start(doc["id"], ANN)
    names = {p.pid: p.name for p in (ANN, BOB, CY, dan)}
    seated = [names[pid] for pid in doc["seats"]]
    team_line = f"Team A: {seated[0]} and {seated[2]}; Team B: {seated[1]} and {seated[3]}."
    assert team_line in events[-1].summary
    plain = await service.create(HERE, "castles", [], ANN)
    assert "Team" not in events[-1].summary and plain["status"] == "lobby"


async def test_bad_game_and_options_are_friendly(service):
    with pytest.raises(BadCommand, match="Unknown game"):
        await service.create(HERE, "chess", {}, ANN)
    with pytest.raises(BadCommand, match="Unknown option"):
        await service.create(HERE, "pebbles", ["colour=red"], ANN)
    with pytest.raises(BadCommand, match="KEY=VALUE"):
        await service.create(HERE, "pebbles", ["rounds"], ANN)


async def test_start_with_too_few_players_is_refused(service):
    doc = await service.create(HERE, "pebbles", {}, ANN)
    with pytest.raises(BadCommand, match="2-4 players"):
        await service.start(doc["id"], ANN)
    assert (await service.table(doc["id"]))["status"] == "lobby"


async def test_several_tables_in_a_channel(service):
    a = await service.create(HERE, "pebbles", {}, ANN)
    assert (await service.resolve(HERE))["id"] == a["id"]
    b = await service.create(HERE, "pebbles", {}, BOB)
    with pytest.raises(BadCommand, match="several tables"):
        await service.resolve(HERE)
    assert (await service.resolve(HERE, b["id"]))["id"] == b["id"]
    with pytest.raises(NotFound):
        await service.resolve(Place("discord", "elsewhere"), b["id"])
    with pytest.raises(NotFound):
        await service.table("nosuch")


async def test_move_by_text_and_by_button(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    opts = service.options_of(doc, lead)
    assert [o.text for o in opts.options] == ["single", "double"]
    doc = await service.move(doc["id"], lead, index=1, version=opts.version)
    assert '"stake":2' in doc["state"]
    p = who_acts(service, doc)[0]
    text = service.options_of(doc, p).options[0].text
    doc = await service.move(doc["id"], p, text.upper())  # typed, any case
    assert doc["version"] == 4


async def test_not_seated_and_out_of_turn_change_nothing(service):
    doc = await started(service)
    waiting, other = who_acts(service, doc)[0], next(p for p in (ANN, BOB) if p not in who_acts(service, doc))
    with pytest.raises(NotAllowed, match="not seated"):
        await service.move(doc["id"], CY, "single")
    with pytest.raises(NotAllowed, match="not your turn"):
        await service.move(doc["id"], other, "single")
    with pytest.raises(BadCommand, match="not a legal move"):
        await service.move(doc["id"], waiting, "triple")
    with pytest.raises(BadCommand):
        await service.move(doc["id"], waiting)
    after = await service.table(doc["id"])
    assert after["version"] == doc["version"] and after["state"] == doc["state"]


async def test_stale_button_is_refused_with_fresh_options(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    old = service.options_of(doc, lead)
    await service.move(doc["id"], lead, index=0, version=old.version)
    with pytest.raises(Stale) as err:
        await service.move(doc["id"], lead, index=1, version=old.version)
    assert err.value.options is not None and err.value.options.options[0].text.startswith("play")


async def test_button_of_another_seat_stays_valid_during_simultaneous_choices(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], lead, "single")
    a, b = who_acts(service, doc)
    opts_b = service.options_of(doc, b)
    doc = await service.move(doc["id"], a, index=0, version=service.options_of(doc, a).version)
    # b's options did not change, so b's button drawn before a's move still works
    doc = await service.move(doc["id"], b, index=0, version=opts_b.version)
    assert doc["version"] == opts_b.version + 2


async def test_conflicting_concurrent_presses_exactly_one_wins(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    v = service.options_of(doc, lead).version
    results = await asyncio.gather(
        service.move(doc["id"], lead, index=0, version=v),
        service.move(doc["id"], lead, index=1, version=v),
        return_exceptions=True,
    )
    wins = [r for r in results if isinstance(r, dict)]
    losses = [r for r in results if isinstance(r, Exception)]
    assert len(wins) == 1 and len(losses) == 1 and isinstance(losses[0], Stale)
    assert (await service.table(doc["id"]))["version"] == v + 1


async def test_concurrent_moves_from_two_processes(service, store, redis_backend):
    """Two services (as two bot processes) on the same Redis: one move lands, the other is refused."""
    other = TableService(Store(redis_backend.connect(), store.prefix), Bus())
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    v = service.options_of(doc, lead).version
    results = await asyncio.gather(service.move(doc["id"], lead, index=0, version=v),
                                   other.move(doc["id"], lead, index=0, version=v), return_exceptions=True)
    assert sum(isinstance(r, dict) for r in results) == 1
    await other.store.close()


async def test_retried_request_is_applied_once(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    first = await service.move(doc["id"], lead, "single", idem="interaction-77")
    again = await service.move(doc["id"], lead, "single", idem="interaction-77")
    assert again["version"] == first["version"]
    assert len(await service.store.full_log(doc["id"])) == first["version"]


async def test_single_legal_action_is_forced_and_logged(service, events):
    doc = await started(service, {"rounds": 1, "stakes": "no"})
    a, b = who_acts(service, doc)
    st = doc["state"]
    # give both players one card: every decision then has exactly one option
    import json
    env = json.loads(st)
    env["data"]["hands"] = [[5], [4]]
    doc["state"] = json.dumps(env)
    await service.store.save(doc["id"], doc["version"], doc, [])
    doc = await service.table(doc["id"])
    doc = await service.move(doc["id"], a, service.options_of(doc, a).options[0].text)
    assert doc["status"] == "finished"
    log = await service.store.full_log(doc["id"])
    assert any(e.get("forced") for e in log)
    said = "\n".join(e.summary for e in events)  # a move made for a player is told so, in a player's words
    assert "(their only move)" in said or "made their only move." in said, said
    assert "forced" not in said


async def test_undo_within_turn_but_not_across_a_reveal(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], lead, "double")
    with pytest.raises(NotAllowed, match="next player has been told"):
        await service.undo(doc["id"], lead)  # the stake asked everyone to play: it stands
    a, b = who_acts(service, doc)
    before = doc["state"]
    doc = await service.move(doc["id"], a, service.options_of(doc, a).options[0].text)
    doc = await service.undo(doc["id"], a)  # a card played face down, nobody new asked: back it comes
    assert doc["state"] == before
    doc = await service.move(doc["id"], a, service.options_of(doc, a).options[0].text)
    with pytest.raises(NotAllowed, match="Nothing to undo"):
        await service.undo(doc["id"], b)  # b has not moved
    doc = await service.move(doc["id"], b, service.options_of(doc, b).options[0].text)  # reveals cards
    with pytest.raises(NotAllowed, match="Nothing to undo"):
        await service.undo(doc["id"], b)
    log = await service.store.full_log(doc["id"])
    assert any(e["kind"] == "undo" for e in log)


async def test_export_replays_to_the_same_result(service):
    from rules import get_game

    doc = await started(service)
    lead = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], lead, "double")
    a = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], a, service.options_of(doc, a).options[0].text)
    doc = await service.undo(doc["id"], a)
    while doc["status"] == "active":
        p = who_acts(service, doc)[0]
        doc = await service.move(doc["id"], p, service.options_of(doc, p).options[-1].text)
    spec = await service.export(doc["id"])
    game = get_game("pebbles")
    st = game.replay(spec["players"], spec["seed"], spec["options"], [tuple(a) for a in spec["actions"]])
    assert game.final(st).as_dict() == doc["result"]


async def test_crash_between_load_and_save_writes_nothing(service, monkeypatch):
    doc = await started(service)
    lead = who_acts(service, doc)[0]

    async def crash(*args, **kwargs):
        raise ConnectionError("process died before saving")

    monkeypatch.setattr(service.store, "save", crash)
    with pytest.raises(ConnectionError):
        await service.move(doc["id"], lead, "single")
    monkeypatch.undo()
    after = await service.table(doc["id"])
    assert after == doc
    assert len(await service.store.full_log(doc["id"])) == doc["version"]


async def test_restart_a_new_process_continues_every_table(service, store, redis_backend):
    a = await started(service)
    b = await started(service, players=(BOB, CY))
    await service.store.close()
    fresh = TableService(Store(redis_backend.connect(), store.prefix), Bus())
    store.r = fresh.store.r  # let the fixture clean up through the live client
    for doc in (a, b):
        doc = await fresh.table(doc["id"])
        p = who_acts(fresh, doc)[0]
        moved = await fresh.move(doc["id"], p, "single")
        assert moved["version"] == doc["version"] + 1


async def test_resign_ends_the_game_and_finished_tables_expire(service):
    doc = await started(service)
    doc = await service.resign(doc["id"], BOB)
    assert doc["status"] == "finished"
    seat_bob = doc["seats"].index(BOB.pid)
    assert doc["result"]["ranking"][-1] == seat_bob
    ttl = await service.store.r.ttl(service.store._k(doc["id"], "table"))
    assert 29 * 86400 < ttl <= 30 * 86400
    assert await service.tables_in(HERE) == []


async def test_abandon_by_creator_or_admin_only(service):
    doc = await started(service)
    with pytest.raises(NotAllowed):
        await service.abandon(doc["id"], BOB)
    doc = await service.abandon(doc["id"], BOB, is_admin=True)
    assert doc["status"] == "abandoned"
    # nobody is waited for any more: the status line, the boards and the images all read this
    view = service.view_of(doc, None)
    assert view["waiting"] == "This table was closed before the game ended." and view["closed"] is True


async def test_the_opening_line_names_only_the_options_that_change_the_game(service, events):
    await service.create(HERE, "pebbles", ["rounds=3"], ANN)  # the default, typed
    await service.create(HERE, "pebbles", ["rounds=2"], ANN)
    opened = [e.summary for e in events if e.kind == "created"]
    assert opened[0].endswith("(#" + opened[0].split("(#")[1].split(",")[0] + ", 2-4 players; standard rules).")
    assert opened[1].endswith("2-4 players; rounds=2).")


async def test_private_events_go_only_to_their_owner(service, events):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], lead, "single")
    p = who_acts(service, doc)[0]
    card = service.options_of(doc, p).options[0].text.split()[1]
    await service.move(doc["id"], p, f"play {card}")
    last = events[-1]
    assert last.private == {p.pid: [f"You played {card}."]}
    assert all(card not in line for line in last.public)
    public_view = service.view_of(await service.table(doc["id"]), None)
    assert "hand" not in public_view


async def test_log_and_my_tables(service):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    service.clock_value[0] += 60
    await service.move(doc["id"], lead, "single")
    lines = await service.log(doc["id"])
    assert any("stake" in line for line in lines)
    mine = await service.my_tables(lead)
    assert [d["id"] for d in mine] == [doc["id"]]


async def test_keys_of_a_table_share_one_hash_tag(service):
    doc = await started(service)
    keys = [k async for k in service.store.r.scan_iter(match=f"{service.store.prefix}:*")]
    mine = [k for k in keys if doc["id"] in k]
    assert {k.rsplit(":", 1)[1] for k in mine} == {"table", "ver", "log"}
    assert all(f"{{t:{doc['id']}}}" in k for k in mine)  # one Redis Cluster slot


async def test_summaries_and_autopilot_never_name_a_secret_choice(service, events):
    doc = await started(service)
    lead = who_acts(service, doc)[0]
    doc = await service.move(doc["id"], lead, "single")
    a, b = who_acts(service, doc)
    card = service.options_of(doc, a).options[0].text  # "play N": secret until everyone has played
    await service.move(doc["id"], a, card)
    assert card not in events[-1].summary and "plays a card face down" in events[-1].summary
    doc = await service.table(doc["id"])
    await service.autoplay(doc["id"], b.pid, reason="test")
    auto = events[-1]
    assert f"Autopilot (test) plays for {b.name}." in auto.public
    assert any(line.startswith("Autopilot played for you: Play") for line in auto.private[b.pid])


async def test_message_refs_need_no_new_version_and_expire_with_the_table(service):
    doc = await started(service)
    await service.set_refs(doc["id"], {"discord_msg": "123", "telegram_board": {"chat": -5, "msg": 7}})
    again = await service.table(doc["id"])
    assert again["version"] == doc["version"]
    assert again["refs"] == {"discord_msg": "123", "telegram_board": {"chat": -5, "msg": 7}}
    await service.resign(doc["id"], ANN)
    assert await service.store.r.ttl(service.store._k(doc["id"], "refs")) > 0


async def test_a_resigned_seat_is_played_by_autopilot_when_the_game_goes_on(service, events):
    doc = await service.create(HERE, "castles", {}, ANN)
    for p in (BOB, CY):
        await service.join(doc["id"], p)
    doc = await service.start(doc["id"], ANN)
    quitter = who_acts(service, doc)[0]  # resigns while it is their turn
    doc = await service.resign(doc["id"], quitter)
    assert doc["status"] == "active"
    assert quitter.pid not in service.to_act(doc)  # nobody waits for them: the computer plays their seat
    assert service.machine_to_act(doc) == [quitter.pid]
    assert await robots(service).drain() >= 1
    doc = await service.table(doc["id"])
    assert quitter.pid not in service.machine_to_act(doc)
    assert any(e.get("auto") and doc["seats"][e["seat"]] == quitter.pid
               for e in await service.store.log(doc["id"], 50))
    while doc["status"] == "active":
        doc = await service.autoplay(doc["id"], service.to_act(doc)[0], reason="test")
        assert quitter.pid not in service.to_act(doc)
        await robots(service).drain()
        doc = await service.table(doc["id"])
    seat = doc["seats"].index(quitter.pid)
    assert doc["result"]["ranking"][-1] == seat and seat not in doc["result"]["winners"]


async def test_lobby_commands_after_the_game_say_it_is_over(service):
    doc = await started(service)
    await service.resign(doc["id"], BOB)
    with pytest.raises(NotAllowed, match="This game is over."):
        await service.join(doc["id"], CY)
    with pytest.raises(NotAllowed, match="This game is over."):
        await service.start(doc["id"], ANN)
    with pytest.raises(NotAllowed, match="This game is over."):  # not "already closed": it ended
        await service.abandon(doc["id"], ANN)


async def test_commands_on_a_closed_table_call_it_closed_as_its_status_does(service):
    from bot import table_doc as T

    doc = await started(service)
    doc = await service.abandon(doc["id"], ANN)
    assert T.say(doc, T.status_word(doc), "en") == "closed"
    for command in (service.start(doc["id"], ANN), service.join(doc["id"], CY)):
        with pytest.raises(NotAllowed, match="This table has been closed."):
            await command
    with pytest.raises(NotAllowed, match="This table has been closed."):
        await service.move(doc["id"], ANN, "pass")


async def closed_running_game(service):
    doc = await started(service)
    return await service.abandon(doc["id"], ANN)


async def closed_lobby(service):
    doc = await service.create(HERE, "pebbles", {}, ANN)
    await service.join(doc["id"], BOB)
    return await service.abandon(doc["id"], ANN)


async def finished_game(service):
    doc = await started(service)
    return await service.resign(doc["id"], BOB)


@pytest.mark.parametrize("ended, words", [(closed_running_game, "This table has been closed."),
                                          (closed_lobby, "This table has been closed."),
                                          (finished_game, "This game is over.")])
async def test_a_table_that_ended_says_so_whatever_is_asked(service, ended, words):
    """Leaving, listing the moves, asking whom the table waits for, changing and reading the settings: a closed
    table (a game or a lobby) and a finished game say so, never "the game has started" or "nobody must act"."""
    doc = await ended(service)
    assert TableService.ended(doc) == words
    with pytest.raises(NotAllowed, match=words):
        await service.leave(doc["id"], BOB)
    with pytest.raises(NotAllowed, match=words):
        await service.options(doc["id"], BOB)
    with pytest.raises(NotAllowed, match=words):
        service.waited_for(doc)  # the console's options, next, autoplay and wait
    assert service.to_act(doc) == []  # (reminders and adapters still read nobody, without a refusal)
    settings = service.settings
    with pytest.raises(NotAllowed, match=words + " Its settings can no longer be changed."):
        await settings.change(doc["id"], ANN, True, "first", "2h", platform="discord")
    with pytest.raises(NotAllowed, match=words + " Its settings can no longer be changed."):
        await settings.change(doc["id"], ANN, True, "discord_post", "edit", platform="discord")
    with pytest.raises(NotAllowed, match=words + " Its settings can no longer be changed."):
        await service.change_settings(doc["id"], ANN, True, {"first": 7200})
    shown = await settings.show(doc["id"], "discord", "en")
    assert shown.splitlines()[-1] == words + " Its settings can no longer be changed."  # still readable
    assert "can change these" not in shown


async def test_leaving_a_running_game_points_to_resign_and_a_lobby_is_not_started(service):
    doc = await started(service)
    with pytest.raises(NotAllowed, match="The game has started: use resign to leave it."):
        await service.leave(doc["id"], BOB)
    assert service.waited_for(doc)  # someone must act
    lobby = await service.create(Place("discord", "chan-2"), "pebbles", {}, ANN)
    with pytest.raises(NotAllowed, match="The game has not started yet."):
        service.waited_for(lobby)
    shown = await service.settings.show(lobby["id"], "discord", "en")
    assert "can change these" in shown.splitlines()[-1] and "closed" not in shown


def test_final_line_names_winners_resigned_seats_and_a_deciding_tie_break():
    from rules.core import Result

    names = ["Ann", "Bob", "Cy"]
    tie = Result([55, 55, 53], [{}, {}, {}], [1, 0, 2], [1], "ties: more empty duchy spaces")
    line = TableService.final_line(names, tie, [])
    assert line == ("Game over. Winner: Bob. Scores: Bob: 55, Ann: 55, Cy: 53. "
                    "Tie broken by more empty duchy spaces.")
    shared = Result([40, 40, 30], [{}, {}, {}], [0, 1, 2], [0, 1], "Equal totals share the win.")
    assert TableService.final_line(names, shared, [2]).startswith(
        "Game over. Winners: Ann and Bob. Scores: Ann: 40, Bob: 40, Cy: 30 (resigned).")
    assert "Tie broken" not in TableService.final_line(names, shared, [2])


async def test_a_finished_game_is_still_found_in_its_channel_until_a_new_one_opens(service):
    from tests.positions import play_out

    doc = await started(service, {"rounds": 1})
    await play_out(service, doc["id"])
    assert (await service.resolve(HERE))["id"] == doc["id"]  # /status, /log, /export name no table
    assert (await service.resolve(HERE))["status"] == "finished"
    fresh = await service.create(HERE, "pebbles", {}, BOB)
    assert (await service.resolve(HERE))["id"] == fresh["id"]
    await service.abandon(fresh["id"], BOB)
    assert (await service.resolve(HERE))["id"] == fresh["id"]  # the last one closed
    with pytest.raises(NotFound, match="There is no table"):
        await service.resolve(Place("discord", "chan-elsewhere"))


async def test_a_move_may_be_typed_as_its_button_reads(service):
    """A player types what a button says ("Take Watchtower from depot 6"), in their language or in English."""
    doc = await service.create(HERE, "castles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    player = who_acts(service, doc)[0]
    opts = service.options_of(doc, player)
    option = next(o for o in opts.options if normalise(o.label) != normalise(o.text))
    doc = await service.move(doc["id"], player, option.label.upper())
    assert (await service.store.log(doc["id"], 5))[-1]["action"] == option.text
    player = who_acts(service, doc)[0]
    player = Player(player.platform, player.user_id, player.name, "it")  # their platform speaks Italian
    opts = service.options_of(doc, player)
    option = next(o for o in opts.options if normalise(o.label) != normalise(o.text))
    assert option.label.startswith("Prendi")
    doc = await service.move(doc["id"], player, option.label)
    assert (await service.store.log(doc["id"], 5))[-1]["action"] == option.text
    with pytest.raises(BadCommand):
        await service.move(doc["id"], who_acts(service, doc)[0], "take the whole duchy")


async def test_a_card_may_be_typed_by_its_name_alone(service):
    """A button "Gaukler (87)" may be typed "gaukler": the number in brackets only tells two cards apart. When
    the name alone fits several buttons, nothing is played."""
    doc = await service.create(HERE, "macao", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    player = who_acts(service, doc)[0]
    option = service.options_of(doc, player).options[0]
    name = option.label.rsplit(" (", 1)[0]
    assert option.label.endswith(")") and name != option.label
    doc = await service.move(doc["id"], player, name.lower())
    assert (await service.store.log(doc["id"], 5))[-1]["action"] == option.text


async def test_a_late_typed_end_turn_loses_no_turn(service):
    """Castles' "end turn" typed after the turn ended by itself arrives at the player's next turn: the rules refuse
    it there (COB-045), and the button "End turn: unused dice are lost" does not read as "end turn" (a label's
    closing brackets may be left out when typed: this one has none)."""
    doc = await service.create(HERE, "castles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    player = who_acts(service, doc)[0]
    labels = [o.label for o in service.options_of(doc, player).options]
    assert "End turn: unused dice are lost" in labels
    with pytest.raises(BadCommand) as err:
        await service.move(doc["id"], player, "end turn")
    assert "end turn anyway" in str(err.value)
    assert (await service.store.load(doc["id"]))["version"] == doc["version"]
    doc = await service.move(doc["id"], player, "end turn anyway")
    assert who_acts(service, doc)[0] != player


async def test_a_menu_shows_its_groups_in_the_games_order(service):
    """Bruges lists its actions card by card; a group the first card lacks (no threat marker of its colour) would
    come later in the menu than on other turns: the menu follows the game's group order (I-VI) instead."""
    from rules.bruges import GAME as BRUGES
    from tests.bruges.helpers import plain, turn
    doc = await service.create(HERE, "bruges", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    st = BRUGES.load(doc["state"])
    seat = 0
    blue, red = plain("blue")[0], plain("red")[0]
    p = turn(st, seat, hand=[blue, red], guilders=5)
    p["threats"] = dict(p["threats"], blue=0, red=1)  # no blue marker: the first card has no threat action
    doc["state"] = BRUGES.dump(st)
    await service.store.save(doc["id"], doc["version"], doc, [])
    doc = await service.table(doc["id"])
    opts = service.options_of(doc, seat_player(doc, seat))
    shown = [name for name, _ in opts.groups()]
    ranks = [BRUGES.group_order.index(g) for g in shown if g in BRUGES.group_order]
    assert ranks == sorted(ranks), shown
    assert "Threat" in shown and shown.index("Threat") < shown.index("Canal"), shown
    legal = BRUGES.actions(st, seat)
    assert sorted(o.index for o in opts.options) == list(range(len(legal)))  # every move, by its own index
    assert all(legal[o.index].text == o.text for o in opts.options)


async def test_a_menus_stop_comes_after_the_moves_it_stops(service):
    """Groups the game does not rank keep its order: Bruges' discard-pile choice lists the cards by colour, then
    "Take none" (End), and a turn's "End turn" stays last."""
    from rules.bruges import GAME as BRUGES
    from tests.bruges.helpers import act, card_named, give, house, plain, player, turn
    doc = await service.create(HERE, "bruges", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    st = BRUGES.load(doc["state"])
    seat = 0
    junk = plain("blue", 2)
    p = turn(st, seat, hand=plain("red", 2, exclude=junk), guilders=5)
    for c in junk:
        for pile in st.data["piles"]:
            if c in pile["rest"]:
                pile["rest"].remove(c)
        st.data["discard"].append(c)
    robber = card_named("Grave Robber")
    if robber not in p["hand"]:
        give(st, seat, [robber])
    h = house(st, seat)
    p["guilders"] += 20
    act(st, f"play {robber} recruit {h}", seat)
    assert st.data["decision"] == "take"
    doc["state"] = BRUGES.dump(st)
    await service.store.save(doc["id"], doc["version"], doc, [])
    doc = await service.table(doc["id"])
    opts = service.options_of(doc, seat_player(doc, seat))
    shown = [name for name, _ in opts.groups()]
    assert shown[-1] == "End" and shown[0] == "Blue cards", shown
    assert opts.options[-1].text == "stop" and opts.options[0].text.startswith("take ")
