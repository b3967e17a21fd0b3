"""Computer players never play on their own: a lobby whose last person leaves closes, even with bots seated,
and the opener's rights pass to a person, never to a bot."""
import pytest

from bot import table_doc as T
from bot.errors import NotAllowed
from bot.models import Place, Player
from bot.robots import api

HERE = Place("discord", "chan-people")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")


async def test_the_last_person_leaving_closes_a_lobby_of_bots(service):
    doc = await service.create(HERE, "castles", {}, ANN)
    await api.add_bot(service, doc["id"], ANN, "easy")
    doc = await service.leave(doc["id"], ANN)
    assert doc["status"] == T.ABANDONED
    with pytest.raises(NotAllowed):
        await service.start(doc["id"], ANN, is_admin=True)


async def test_the_opener_leaving_hands_the_table_to_a_person(service):
    doc = await service.create(HERE, "castles", {}, ANN)
    await api.add_bot(service, doc["id"], ANN, "easy")  # seated before Bob: first in the list
    await service.join(doc["id"], BOB)
    doc = await service.leave(doc["id"], ANN)
    assert doc["status"] == T.LOBBY and doc["creator"] == BOB.pid
    doc = await service.start(doc["id"], BOB)
    assert doc["status"] == T.ACTIVE


async def test_a_lobby_of_bots_only_cannot_start(service):
    doc = await service.create(HERE, "castles", {}, ANN)
    await api.add_bot(service, doc["id"], ANN, "easy")

    def only_bots(d):  # as an older table might hold it
        d["players"] = [p for p in d["players"] if T.is_bot(p["pid"])]
        return [], ""

    await service.update(doc["id"], only_bots, "preference", None)
    with pytest.raises(NotAllowed, match="a person must sit at the table"):
        await service.start(doc["id"], ANN, is_admin=True)
