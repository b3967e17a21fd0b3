"""A thief holder answers in private, typed or by button, and never in the group (ALH-201, ALH-207)."""
from bot.models import Place, Player
from tests.alhambra.helpers import every_thief
from tests.positions import set_position
from tests.telegram.conftest import ANN, BOB, CID, GROUP
from tests.telegram.fake_api import private_chat

PEOPLE = {f"telegram:{u['id']}": u for u in (ANN, BOB, CID)}


async def thief_window(tg, service):
    await tg.do(ANN, GROUP, "/new alhambra thieves=yes")
    tid = (await service.tables_in(Place("telegram", str(GROUP["id"]))))[-1]["id"]
    for u in (BOB, CID):
        await tg.do(u, GROUP, f"/join {tid}")
    for u in (ANN, BOB, CID):
        await tg.do(u, private_chat(u), "/start")
    await tg.do(ANN, GROUP, "/start_game")
    doc = await set_position(service, tid, every_thief)
    turn = PEOPLE[service.to_act(doc)[0]]
    mover = Player("telegram", str(turn["id"]), turn["first_name"])
    take = next(o for o in service.options_of(doc, mover).options if o.text.startswith("take "))
    doc = await service.move(tid, mover, take.text)
    await tg.settle()
    free = [PEOPLE[pid] for pid in service.may_act(doc)]
    assert free
    return doc, free[0]


async def test_a_thief_holder_types_the_answer_in_private_without_the_table_id(tg, service):
    doc, holder = await thief_window(tg, service)
    calls = await tg.do(holder, private_chat(holder), "/move pass")
    assert any("You pass in this thief window." in c.text for c in calls)
    assert (await service.table(doc["id"]))["version"] == doc["version"] + 1


async def test_a_thief_answer_typed_in_the_group_is_refused_and_changes_nothing(tg, service):
    doc, holder = await thief_window(tg, service)
    calls = await tg.do(holder, GROUP, "/move pass")
    assert "private chat" in calls[-1].text
    assert (await service.table(doc["id"]))["version"] == doc["version"]
