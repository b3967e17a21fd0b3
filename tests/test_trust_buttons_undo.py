"""Issue 11, points 1 and 2, through the table service on real Redis: a button is valid only for the
moment it was drawn, retried requests apply once, and undo never crosses a reveal or a passed turn."""
import json

import pytest

from bot.errors import NotAllowed, Stale
from bot.models import Place, Player
from tests.castles import helpers as cob
from tests.positions import set_position

HERE = Place("discord", "chan-trust")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")
PEOPLE = {p.pid: p for p in (ANN, BOB)}


async def table(service, game, options=None):
    doc = await service.create(HERE, game, options or {}, ANN)
    await service.join(doc["id"], BOB)
    return await service.start(doc["id"], ANN)


def state_of(doc, game):
    from rules import get_game
    return get_game(game).load(doc["state"])


def acting(service, doc):
    return PEOPLE[service.to_act(doc)[0]]


async def castles_doubles(service):
    """Castles, the active player holding a double 4 and workers enough that using one die leaves the
    very same option list (COB-044: each die is its own action)."""
    doc = await table(service, "castles")
    doc = await set_position(service, doc["id"], lambda st: cob.turn(st, st.data["active"], dice=(4, 4)).update(
        workers=5))
    return doc, acting(service, doc)


async def test_a_second_press_of_one_button_is_refused_even_if_the_options_look_the_same(service):
    # COB-044 (two dice, two actions); issue 11.1: the double 4 case
    doc, who = await castles_doubles(service)
    opts = service.options_of(doc, who)
    idx = next(o.index for o in opts.options if o.text == "workers 4")
    doc = await service.move(doc["id"], who, index=idx, version=opts.version)
    again = service.options_of(doc, who)
    assert [o.text for o in again.options] == [o.text for o in opts.options]  # identical list ...
    with pytest.raises(Stale) as err:  # ... but a new decision: the old button is stale
        await service.move(doc["id"], who, index=idx, version=opts.version)
    assert err.value.options.version == doc["version"]
    after = await service.table(doc["id"])
    assert after["version"] == doc["version"] and after["state"] == doc["state"]
    assert state_of(after, "castles").data["used"].count(True) == 1  # one die spent, not both
    # the fresh button works
    await service.move(doc["id"], who, index=idx, version=again.version)


async def test_telegram_delivery_sees_a_new_menu_after_a_move_with_an_identical_list(service):
    """The delivery sends a fresh menu when the seat's opt_ver passed the menu's version: after a move
    the acting seat's opt_ver is always the new version."""
    doc, who = await castles_doubles(service)
    seat = doc["seats"].index(who.pid)
    before = doc["opt_ver"][seat]
    doc = await service.move(doc["id"], who, "workers 4")
    assert doc["opt_ver"][seat] == doc["version"] > before


async def test_undo_resign_and_settings_are_idempotent(service):
    doc, who = await castles_doubles(service)
    doc = await service.move(doc["id"], who, "workers 4")
    doc = await service.move(doc["id"], who, "adjust 4 to 5")
    once = await service.undo(doc["id"], who, idem="retry-1")
    twice = await service.undo(doc["id"], who, idem="retry-1")  # a redelivered webhook
    assert twice["version"] == once["version"] and twice["state"] == once["state"]
    assert state_of(twice, "castles").data["used"].count(True) == 1  # one move taken back, not two
    s1 = await service.change_settings(doc["id"], ANN, False, {"deadline_hours": 24}, idem="s-1")
    s2 = await service.change_settings(doc["id"], ANN, False, {"deadline_hours": 24}, idem="s-1")
    assert s1["version"] == s2["version"]
    r1 = await service.resign(doc["id"], BOB, idem="r-1")
    r2 = await service.resign(doc["id"], BOB, idem="r-1")
    assert r1["version"] == r2["version"]
    log = await service.store.full_log(doc["id"])
    assert sum(e["kind"] == "undo" for e in log) == 1 and sum(e["kind"] == "resign" for e in log) == 1


async def test_an_undo_button_pressed_twice_takes_back_one_move(service):
    doc, who = await castles_doubles(service)
    doc = await service.move(doc["id"], who, "workers 4")
    doc = await service.move(doc["id"], who, "adjust 4 to 5")
    drawn_at = doc["version"]
    doc = await service.undo(doc["id"], who, version=drawn_at)
    with pytest.raises(Stale):
        await service.undo(doc["id"], who, version=drawn_at)
    assert state_of(await service.table(doc["id"]), "castles").data["used"].count(True) == 1


async def test_castles_undo_is_refused_once_the_turn_has_passed(service):
    # COB-046: the turn ends; the next player was told it is their turn
    doc, who = await castles_doubles(service)
    doc = await service.move(doc["id"], who, "workers 4")
    doc = await service.move(doc["id"], who, "end-turn")
    assert acting(service, doc) != who
    with pytest.raises(NotAllowed, match="turn is over"):
        await service.undo(doc["id"], who)
    assert (await service.table(doc["id"]))["version"] == doc["version"]


def _alhambra_next_one(service, doc):
    """Whoever acts plays option 1, as the console's `next 1` does."""
    who = acting(service, doc)
    return who, service.options_of(doc, who).options[0]


async def test_alhambra_undo_never_crosses_a_refill_of_the_market_or_the_display(service):
    # ALH-023 (b)/(c): the refills draw from the bag and the deck: a reveal
    doc = await table(service, "alhambra")
    who, first = _alhambra_next_one(service, doc)
    assert first.text.startswith("take ")  # taking money ends the turn: the display is refilled
    doc = await service.move(doc["id"], who, index=0, version=doc["version"])
    with pytest.raises(NotAllowed, match="Nothing to undo|turn is over"):
        await service.undo(doc["id"], who)
    log = await service.store.full_log(doc["id"])
    assert not any(e["kind"] == "undo" for e in log)


def test_alhambra_refills_are_marked_as_reveals():
    """The core marks the move that refills the display as a reveal (ALH-071), whatever the game keeps."""
    from tests.alhambra.helpers import new, texts
    from rules.alhambra import GAME
    st = new(3, seed=5)
    take = next(t for t in texts(st) if t.startswith("take "))
    applied = GAME.apply(st, GAME.current(st)[0], take)
    assert applied.reveals


def test_alhambra_hidden_piles_keep_no_order():
    """A hidden pile holds no order to peek at: the bag and each pile of the money deck are stored
    sorted, and what comes out is drawn with the state's RNG at that moment."""
    from tests.alhambra.helpers import new
    st = new(4, seed=9, walls=True)
    d = st.data
    assert d["bag"] == sorted(d["bag"])
    assert all(pile == sorted(pile) for pile in d["deck"])
    env = json.loads(__import__("rules").get_game("alhambra").dump(st))
    assert env["data"]["bag"] == sorted(env["data"]["bag"])
