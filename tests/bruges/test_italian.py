"""Moves typed in Italian (italian.py) reach the same canonical actions."""
from rules.bruges import GAME
from rules.bruges.italian import canonical
from tests.bruges.helpers import card_named, house, new, plain, player, roll, turn


def test_italian_words_of_the_turn():
    assert canonical("gioca 46 lavoratori", "turn") == "play 46 workers"
    assert canonical("gioca la carta 46 fiorini", "turn") == "play 46 guilders"
    assert canonical("gioca 46 minaccia viola", "turn") == "play 46 threat purple"
    assert canonical("gioca 46 canale sinistra", "turn") == "play 46 canal left"
    assert canonical("gioca 46 casa gialla", "turn") == "play 46 house yellow"
    assert canonical("ingaggia 46 nella casa 2", "turn") == "play 46 recruit 2"
    assert canonical("attiva 46", "turn") == "activate 46"
    assert canonical("fine turno", "turn") == "end turn"
    assert canonical("play 46 workers", "turn") == "play 46 workers"


def test_italian_words_of_drawing_reputation_and_penalties():
    assert canonical("pesca a", "draw") == "draw a"
    assert canonical("pesca dal mazzo b", "draw") == "draw b"
    assert canonical("pesca b", "pile") == "pile b"
    assert canonical("basta", "draw") == "stop"
    assert canonical("paga", "reputation") == "reputation pay"
    assert canonical("passo", "reputation") == "reputation pass"
    assert canonical("prima saccheggio", "penalty_order") == "first raid"
    assert canonical("incendio casa 2", "fire") == "fire house 2"
    assert canonical("incendio canale destra", "fire") == "fire canal right"
    assert canonical("pestilenza 12", "plague") == "plague 12"
    assert canonical("lavoratore rosso", "worker") == "worker red"
    assert canonical("salta", "recall") == "skip"


def test_a_whole_turn_typed_in_italian():
    st = new(2)
    blue, red = plain("blue")[0], plain("red")[0]
    accountant = card_named("Accountant")
    p = turn(st, 0, hand=[blue, red])
    house(st, 0, person=accountant)
    GAME.apply(st, 0, f"attiva {accountant}")
    GAME.apply(st, 0, f"gioca {blue} lavoratori")
    assert p["workers"]["blue"] == 3 and p["guilders"] == 7
    st2 = new(2)
    player(st2, 0)["guilders"] = 3
    roll(st2, {"purple": 1, "blue": 2})
    GAME.apply(st2, 0, "paga")
    assert player(st2, 0)["rep"] == 1
    assert red
