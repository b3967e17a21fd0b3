"""A table of one (the Castles of Burgundy solo game, COB-250..269): the lobby starts it with one player, it
plays to the end like any table, and its end line says whether the game was won and at which level."""
from bot.models import Place, Player
from rules.castles.components import board

from tests.positions import play_out, set_position

HERE = Place("discord", "chan-solo")
ANN = Player("discord", "1", "Ann")


async def solo_table(service, options=None):
    doc = await service.create(HERE, "castles", options or [], ANN)
    return await service.start(doc["id"], ANN)


async def test_the_lobby_starts_a_table_of_one(service, events):  # COB-250, COB-251
    doc = await service.create(HERE, "castles", ["solo=expert", "target=52"], ANN)
    assert "1-4 players" in events[-1].summary
    doc = await service.start(doc["id"], ANN)
    assert doc["status"] == "active" and doc["seats"] == [ANN.pid]
    log = "\n".join(await service.log(doc["id"]))
    assert "A game of one on duchy 13b (expert): cover all 37 spaces within 25 rounds; the VP target starts at 52." \
        in log
    assert service.to_act(doc) == [ANN.pid]
    assert [o.text for o in service.options_of(doc, ANN).options] == ["start 2", "start 7", "start 21", "start 37"]
    doc = await service.move(doc["id"], ANN, "start 21")
    view = service.view_of(doc, ANN)
    assert view["solo"]["target"] == 52 and view["decision"] == "die_action"


async def test_a_table_of_one_plays_to_the_end_and_says_it_was_lost(service):  # COB-254, COB-267
    doc = await solo_table(service)
    moves, _ = await play_out(service, doc["id"])
    doc = await service.table(doc["id"])
    assert doc["status"] == "finished" and moves > 50  # a castle choice and two actions in each of 25 rounds
    assert doc["result"]["winners"] == [] and "outcome" in doc["result"]
    end = (await service.log(doc["id"]))[-1]
    covered = doc["result"]["scores"][0]
    assert end.endswith(f"Game over. Winner: nobody. Scores: Ann: {covered}. Solo game lost on duchy 13a (beginner) "
                        f"with the target starting at 50: {covered} of 37 spaces covered (the score).")


async def test_a_table_of_one_won_says_so(service):  # COB-267
    doc = await solo_table(service, ["target=45"])
    doc = await service.move(doc["id"], ANN, "start 7")

    def last_space_to_fill(st):
        p = st.data["players"][0]
        for s in board("13a").spaces:
            if s not in (7, 8):
                p["duchy"][s] = "bank"
        p["storage"] = ["mon3"]
        p["silver"] = 0
        st.data["dice"][0] = [3, 3]
        st.data["used"] = [False, False]

    doc = await set_position(service, doc["id"], last_space_to_fill)
    doc = await service.move(doc["id"], ANN, "place mon3@8")
    assert doc["status"] == "finished" and doc["result"]["winners"] == [0]
    assert service.view_of(doc, ANN)["solo"]["won"] is True
    end = (await service.log(doc["id"]))[-1]
    assert end.endswith("Game over. Winner: Ann. Scores: Ann: 37. Solo game won on duchy 13a (beginner) with the target "
                        "starting at 45: all 37 spaces covered in round 1.")


async def test_resigning_a_table_of_one_ends_it(service):
    doc = await solo_table(service)
    doc = await service.resign(doc["id"], ANN)
    assert doc["status"] == "finished" and doc["result"]["winners"] == []
