"""Issue 11.3 at the table: an answer in a thief window leaves no public trace (ALH-201, ALH-207)."""
import json

from bot.models import Place, Player
from rules import get_game
from tests.positions import set_position
from tests.alhambra.helpers import every_thief

HERE = Place("discord", "chan-thieves")
PEOPLE = [Player("discord", str(i), n) for i, n in enumerate(("Ann", "Bob", "Cid"), 1)]
GAME = get_game("alhambra")


async def thief_table(service):
    doc = await service.create(HERE, "alhambra", ["thieves=yes"], PEOPLE[0])
    for p in PEOPLE[1:]:
        await service.join(doc["id"], p)
    doc = await service.start(doc["id"], PEOPLE[0])
    doc = await set_position(service, doc["id"], every_thief)
    by_pid = {p.pid: p for p in PEOPLE}
    turn = by_pid[service.to_act(doc)[0]]
    take = next(o for o in service.options_of(doc, turn).options if o.text.startswith("take "))
    doc = await service.move(doc["id"], turn, take.text)
    return doc, by_pid


async def test_a_private_pass_posts_nothing_and_changes_no_public_thing(service):
    seen = []

    async def listen(ev):
        seen.append(ev)
    service.bus.subscribe(listen)
    doc, by_pid = await thief_table(service)
    free = service.may_act(doc)
    assert free and not set(free) & set(service.to_act(doc))  # asked in private, not waited for
    public_before = service.view_of(doc, None)
    log_before = await service.log(doc["id"])
    seen.clear()
    doc = await service.move(doc["id"], by_pid[free[0]], "pass")
    assert [e.kind for e in seen] == ["private"]  # adapters post nothing in public for it
    assert not seen[0].public
    after = service.view_of(doc, None)
    for key in ("table", "version"):  # the document's version is internal, never shown in public
        after.pop(key), public_before.pop(key)
    assert json.dumps(after, sort_keys=True) == json.dumps(public_before, sort_keys=True)
    assert await service.log(doc["id"]) == log_before


async def test_a_steal_out_of_turn_is_public_and_refreshes_the_next_players_buttons(service):
    doc, by_pid = await thief_table(service)
    nxt = by_pid[service.to_act(doc)[0]]
    before = service.options_of(doc, nxt)
    thief = by_pid[service.may_act(doc)[0]]
    steal = next(o for o in service.options_of(doc, thief).options if o.text.startswith("thief steal"))
    doc = await service.move(doc["id"], thief, steal.text)
    assert any("steals" in line for line in await service.log(doc["id"]))
    fresh = service.options_of(doc, nxt)
    assert fresh.version > before.version  # the display changed: the next player's old buttons are stale
