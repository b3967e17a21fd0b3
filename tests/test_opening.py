"""What setup decided is told when the game starts: who begins and why (ALH-014, COB-019)."""
from bot.models import Place, Player
from rules import get_game
from rules.core.text import english

ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")


def test_alhambra_says_who_starts_and_what_lies_face_up():  # ALH-014, ALH-015
    game = get_game("alhambra")
    st = game.new(["Ann", "Bob"], 3, {})
    lines = [english(m, st.names) for m in game.opening(st)]
    assert lines[0].startswith("Market: ") and "Display: " in lines[0]
    assert lines[1] == f"{st.names[st.data['start']]} starts (fewest cards, then lowest total)."
    traders = game.new(["Ann", "Bob"], 3, {"traders": "yes"})
    assert game.opening(traders) == []  # with street traders the deal (and its lines) comes after the residents


def test_castles_says_who_rolled_highest():  # COB-019
    game = get_game("castles")
    st = game.new(["Ann", "Bob", "Cid"], 5, {})
    first, *others = st.data["order"]
    (line,) = [english(m, st.names) for m in game.opening(st)]
    assert line == f"{st.names[first]} rolls highest and starts; then {st.names[others[0]]} and {st.names[others[1]]}."


async def test_the_start_of_a_table_logs_the_opening(service):
    doc = await service.create(Place("discord", "chan-open"), "alhambra", [], ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    assert any("starts (fewest cards, then lowest total)." in line for line in await service.log(doc["id"]))
