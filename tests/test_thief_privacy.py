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


async def test_a_private_answer_cannot_be_taken_back_in_public(service):
    """QA: undoing a thief's pass used to post 'Cid takes back 1 move', telling everyone Cid could steal."""
    from bot.errors import NotAllowed
    import pytest

    doc, by_pid = await thief_table(service)
    thief = by_pid[service.may_act(doc)[0]]
    doc = await service.move(doc["id"], thief, "pass")
    assert not service.can_undo(doc, thief)
    with pytest.raises(NotAllowed, match="cannot be taken back"):
        await service.undo(doc["id"], thief)
    assert (await service.table(doc["id"]))["version"] == doc["version"]


async def test_the_next_players_first_move_closes_the_window_for_good(service):
    """QA: taking back the move that closed the window would reopen it to thieves who saw that move."""
    doc, by_pid = await thief_table(service)
    nxt = by_pid[service.to_act(doc)[0]]
    move = next(o for o in service.options_of(doc, nxt).options if not o.text.startswith("thief"))
    doc = await service.move(doc["id"], nxt, move.text)
    assert not service.can_undo(doc, nxt)


async def test_the_last_window_shows_nothing_of_who_has_answered(service):
    """ALH-208 with ALH-201: the public sees every thief holder asked until all have answered, and the
    window closing on time names nobody."""
    doc, by_pid = await thief_table(service)

    def last_turn(st):  # ALH-080: an empty market space and an empty bag: this turn is the last
        st.data["bag"] = []
        st.data["market"][0] = None
    doc = await set_position(service, doc["id"], last_turn)
    turn = by_pid[service.to_act(doc)[0]]
    doc = await service.move(doc["id"], turn, next(o.text for o in service.options_of(doc, turn).options
                                                   if o.text.startswith("take ")))
    assert service.view_of(doc, None)["interrupt"] and len(service.to_act(doc)) == 3
    asked = service.public_to_act(doc)
    before = service.view_of(doc, None)
    first = by_pid[service.to_act(doc)[0]]
    doc = await service.move(doc["id"], first, "pass")
    after = service.view_of(doc, None)
    assert service.public_to_act(doc) == asked  # still everyone, though one has answered
    for key in ("version",):
        before.pop(key), after.pop(key)
    assert json.dumps(before, sort_keys=True) == json.dumps(after, sort_keys=True)
    lines_before = await service.log(doc["id"])
    for pid in service.to_act(doc):  # the window closes on time for the others
        doc = await service.autoplay(doc["id"], pid, reason="interrupt window closed")
    log = " ".join(await service.log(doc["id"]))
    assert "Autopilot" not in log.replace(" ".join(lines_before), "")
