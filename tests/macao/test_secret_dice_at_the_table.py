"""MAC-044 with dice_choice=simultaneous at the table: a secret pick taken back leaves no public trace either
(the house rule: a move with no public line leaves no public trace at all)."""
from bot.models import Place, Player

HERE = Place("discord", "chan-macao")
PEOPLE = [Player("discord", str(i), n) for i, n in enumerate(("Ann", "Bob", "Cid"), 1)]


async def test_a_secret_dice_pick_taken_back_is_told_only_to_its_player(service):
    seen = []

    async def listen(ev):
        seen.append(ev)
    service.bus.subscribe(listen)
    doc = await service.create(HERE, "macao", ["dice_choice=simultaneous"], PEOPLE[0])
    for p in PEOPLE[1:]:
        await service.join(doc["id"], p)
    doc = await service.start(doc["id"], PEOPLE[0])
    by_pid = {p.pid: p for p in PEOPLE}
    for _ in range(200):  # autopilot to the first secret dice choice
        if len(service.to_act(doc)) > 1:
            break
        doc = await service.autoplay(doc["id"], service.to_act(doc)[0], reason="test")
    picker = by_pid[service.to_act(doc)[0]]
    die = next(o.text for o in service.options_of(doc, picker).options if o.text.startswith("die "))
    doc = await service.move(doc["id"], picker, die)
    log_before = await service.log(doc["id"])
    seen.clear()
    doc = await service.undo(doc["id"], picker)
    assert [e.kind for e in seen] == ["private"] and not seen[0].public  # nothing posted in the channel
    assert await service.log(doc["id"]) == log_before  # the public log does not change
