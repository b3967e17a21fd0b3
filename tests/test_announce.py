"""Issue 12.1/12.2: one public board per turn, and a saved move is always announced (bot/announce.py),
on real Redis."""
import asyncio

from bot.announce import Announcer
from bot.events import Bus
from bot.models import Place, Player
from bot.service import ANNOUNCE_AFTER, TableService
from tests.castles import helpers as cob
from tests.cluster import both_backends  # noqa: F401  (every test here on one Redis and on a Redis Cluster)
from tests.positions import set_position

HERE = Place("discord", "chan-boards")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")
PEOPLE = {p.pid: p for p in (ANN, BOB)}


class Channel:
    """A stand-in for a chat channel: records the boards posted."""

    def __init__(self):
        self.boards: list[tuple[int, list[str], list[str]]] = []

    async def post(self, doc, lines, mention):
        self.boards.append((doc["version"], lines, mention))


async def castles(service):
    doc = await service.create(HERE, "castles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    return await set_position(service, doc["id"], lambda st: cob.turn(st, st.data["active"], dice=(4, 4)).update(
        workers=5))


def acting(service, doc):
    return PEOPLE[service.to_act(doc)[0]]


async def test_steps_within_a_turn_post_nothing_and_the_turn_posts_one_board(service):
    channel = Channel()
    boards = Announcer(service, "discord", channel.post)
    doc = await castles(service)
    await boards.flush(doc["id"])
    assert len(channel.boards) == 1 and channel.boards[0][2] == [acting(service, doc).pid]  # the start
    who = acting(service, doc)
    for text in ("workers 4", "adjust 4 to 5"):  # COB-044: steps of one turn
        doc = await service.move(doc["id"], who, text)
        await boards.flush(doc["id"])
    assert len(channel.boards) == 1
    doc = await service.move(doc["id"], who, "end-turn")
    await boards.flush(doc["id"])
    version, lines, mention = channel.boards[-1]
    assert len(channel.boards) == 2 and version == doc["version"]
    text = " ".join(lines)
    assert "workers" in text.lower() and "end" in text.lower()  # the whole turn in one summary
    assert mention == [acting(service, doc).pid] and who.pid not in mention  # only the one asked anew


async def test_a_board_lost_with_its_process_is_posted_by_another(service, store, redis_backend):
    """A process saves a move and dies before posting (its bus reaches no adapter): another process
    posts the board from the due set, and a freshly started one finds it by its sweep."""
    doc = await castles(service)
    first = Channel()
    await Announcer(service, "discord", first.post).flush(doc["id"])
    who = acting(service, doc)
    doc = await service.move(doc["id"], who, "end-turn")  # saved; nobody posts it here

    from bot.store import Store
    other = TableService(Store(redis_backend.connect(), store.prefix), Bus(), clock=service.clock)
    channel = Channel()
    boards = Announcer(other, "discord", channel.post)
    assert await boards.run_due() == 0  # the mover's own process has ANNOUNCE_AFTER to post it first
    service.clock_value[0] += ANNOUNCE_AFTER + 1
    await boards.run_due()
    assert [b[0] for b in channel.boards] == [doc["version"]]
    await boards.run_due()
    assert len(channel.boards) == 1  # posted once

    # the due set itself lost (say, a Redis failover): the start-up sweep rebuilds it
    doc = await other.move(doc["id"], acting(other, doc), "end-turn")
    await store.r.delete(f"{store.prefix}:{{ann}}:due:discord")
    restarted = Announcer(other, "discord", channel.post)
    assert await restarted.sweep() == 1
    await restarted.run_due()
    assert [b[0] for b in channel.boards][-1] == doc["version"]
    await other.store.close()


async def test_two_processes_post_a_board_once(service):
    doc = await castles(service)
    channel = Channel()
    a, b = Announcer(service, "discord", channel.post), Announcer(service, "discord", channel.post)
    await asyncio.gather(a.flush(doc["id"]), b.flush(doc["id"]))
    await asyncio.gather(a.flush(doc["id"]), b.flush(doc["id"]))
    assert len(channel.boards) == 1


async def test_a_board_that_fails_to_post_is_tried_again(service):
    doc = await castles(service)
    calls = []

    async def flaky(doc, lines, mention):
        calls.append(doc["version"])
        if len(calls) == 1:
            raise ConnectionError("the platform did not answer")

    boards = Announcer(service, "discord", flaky)
    service.clock_value[0] += ANNOUNCE_AFTER + 1
    await boards.run_due()
    assert len(calls) == 1
    service.clock_value[0] += 60
    await boards.run_due()
    assert len(calls) == 2
    await boards.run_due()
    assert len(calls) == 2


async def test_a_move_taken_back_is_not_in_the_turn_summary(service):
    channel = Channel()
    boards = Announcer(service, "discord", channel.post)
    doc = await castles(service)
    await boards.flush(doc["id"])
    who = acting(service, doc)
    doc = await service.move(doc["id"], who, "workers 4")
    doc = await service.undo(doc["id"], who)
    doc = await service.move(doc["id"], who, "end-turn")
    await boards.flush(doc["id"])
    text = " ".join(channel.boards[-1][1]).lower()
    assert "takes back" not in text and "workers" not in text and "end" in text


async def test_a_reveal_within_a_turn_posts_a_board_without_pinging_the_mover(service):
    """Overpaying with the change module draws coins from the bag (a reveal: a board is due) while the buyer
    still has to place the building: the board shows it, but the buyer in mid-turn is not pinged (ALH-301)."""
    from tests.alhambra.helpers import money, tile

    channel = Channel()
    boards = Announcer(service, "discord", channel.post)
    doc = await service.create(HERE, "alhambra", ["change=yes"], ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    await boards.flush(doc["id"])
    who = acting(service, doc)

    def overpay(st):
        d = st.data
        d["market"] = [tile("tower", 10, "W"), None, None, None]
        d["players"][st.names.index(who.name)]["hand"] = [money("blue", 8), money("blue", 9)]

    doc = await set_position(service, doc["id"], overpay)
    doc = await service.move(doc["id"], who, "buy tower 10 with blue 8+blue 9")
    assert service.to_act(doc) == [who.pid]  # the tower still has to be placed
    await boards.flush(doc["id"])
    version, lines, mention = channel.boards[-1]
    assert version == doc["version"] and "change" in " ".join(lines).lower()
    assert mention == []
    while service.to_act(doc) == [who.pid]:
        doc = await service.autoplay(doc["id"], who.pid, reason="test")
    await boards.flush(doc["id"])
    assert channel.boards[-1][2] == service.to_act(doc) != [who.pid]  # the next player is pinged
