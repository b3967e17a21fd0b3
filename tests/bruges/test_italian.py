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


def test_colours_agree_with_the_noun_they_qualify():
    """A red card, house and threat marker are "rossa", red markers "rosse", a red worker "rosso"."""
    import i18n
    from rules.bruges import terms
    from rules.core.text import N_, msg

    def it(key, **params):
        return i18n.say("it", msg(key, who={"text": "Anna"}, **params), game="bruges")
    assert it(N_("{who} receives a {colour} threat marker."), colour=terms.colour("red", "marker")) == \
        "Anna riceve una tessera Minaccia rossa."
    assert it(N_("{who} builds a {colour} house."), colour=terms.colour("yellow", "house")) == \
        "Anna costruisce una casa gialla."
    assert "tessere Minaccia rosse" in it(N_("{who} is protected from {penalty}: the three {colour} markers go back."),
                                          penalty=terms.PENALTIES["fire"], colour=terms.colour("red", "markers"))
    assert i18n.say("en", terms.colour("red", "house")) == "red"


def test_an_italian_move_typed_in_part_is_refused_with_what_is_missing():
    """"gioca 19 canale" without a side, or a pile that does not exist, reach the game's own refusal."""
    assert canonical("gioca 19 canale", "turn") == "play 19 canal"
    assert canonical("pesca c", "draw") == "draw c"
    st = new(2)
    seat = GAME.current(st)[0]
    import pytest
    from rules.core.errors import IllegalAction
    with pytest.raises(IllegalAction, match="pile A or pile B"):
        GAME.apply(st, seat, "pesca c")
