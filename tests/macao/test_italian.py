"""Moves typed in Italian (italian.py) and refusals in player words (explain.py)."""
import pytest

from rules.macao import GAME
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.macao.helpers import act, new, texts, to_phase, turn_of


def test_italian_moves_of_a_turn():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {"red": 2, "blue": 5, "green": 3}, gold=10)
    d["tribute"] = [1, 2]
    c = d["deck"][0]
    d["deck"].remove(c)
    p["board"] = [c]
    canon = lambda t: GAME.canonical(st, 0, t)  # noqa: E731
    assert canon(f"attiva {c}") == f"activate {c}"
    assert canon("quartiere 14") == "district 14" and canon("distretto 3 con oro") == "district 3 with gold"
    assert canon("nave a lisbona") == "ship to lisboa" and canon("nave lisboa") == "ship to lisboa"
    assert canon("mura 2") == "wall 2" and canon("tributo") == "tribute" and canon("passa") == "pass"
    assert canon("jolly cubetto rosso") == "joker cube red" and canon("jolly oro") == "joker gold"
    assert canon("consegna tè") == "deliver tea" and canon("usa 5") == "use 5"
    act(st, 0, "quartiere 1")
    assert d["districts"][0]["owner"] == 0
    act(st, 0, "nave a lisbona")
    act(st, 0, "paga blu")
    act(st, 0, "paga blu")
    assert p["ship"] == "lisboa"
    act(st, 0, "tributo")
    act(st, 0, "passa")
    assert p["pp"] == 2


def test_italian_moves_of_the_other_phases():
    st = new(2, 3)
    d = st.data
    seat = GAME.current(st)[0]
    c = d["display"][0]
    act(st, seat, f"scegli {c}")
    assert c in d["players"][seat]["board"]
    seat = GAME.current(st)[0]
    act(st, seat, f"prendi {d['display'][0]}")
    seat = GAME.current(st)[0]
    act(st, seat, "cubetto verde")
    act(st, seat, "cubetto rossi")
    assert d["players"][seat]["rose"][:2] == [{"green": 1}, {"red": 2}]
    to_phase(st, 2)
    seat = GAME.current(st)[0]
    act(st, seat, "dado rosso")
    assert d["players"][seat]["picks"][0][0] == "red"


def test_a_face_up_card_taken_by_its_name():
    """"take statue" names the face-up card Statue as "take 60" does (it was refused: "That card is not among
    the face-up cards."); in Italian too, and in the opening draft."""
    from rules.macao.components import card
    st = new(2, 3)
    d = st.data
    seat = GAME.current(st)[0]
    c = d["display"][1]
    act(st, seat, f"draft {card(c).name.upper()}")
    assert c in d["players"][seat]["board"]
    while d["decision"] != "take":  # the draft, the starting cubes: by number, as the other tests do
        seat = GAME.current(st)[0]
        act(st, seat, GAME.actions(st, seat)[0].text)
    seat = GAME.current(st)[0]
    c = d["display"][-1]
    assert GAME.canonical(st, seat, f"take {card(c).name}") == f"take {c}"
    assert GAME.canonical(st, seat, f"prendi {card(c).name.lower()} ({c})") == f"take {c}"
    assert GAME.canonical(st, seat, "take nothingofthatname") == "take nothingofthatname"
    shown = list(d["display"])
    d["display"] = [1, 3, 26]  # Zoll, Zoll, Archiv: the name of two face-up cards names neither
    assert card(1).name == card(3).name == "Zoll" and card(26).name == "Archiv"
    assert GAME.canonical(st, seat, "take zoll") == "take zoll"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, "take zoll")
    assert english(err.value.message) == "Name the face-up card by its number, e.g. take 1."
    assert GAME.canonical(st, seat, "take archiv") == "take 26"
    d["display"] = shown
    act(st, seat, f"prendi {card(c).name}")
    assert c in d["players"][seat]["board"]


@pytest.mark.parametrize("move,words", [
    ("district 1", "controlled"), ("wall 9", "cubes"), ("ship to hamburg", "cubes"), ("tribute", "gold"),
    ("activate 99", "player board"), ("joker gold", "joker"), ("deliver tea", "port"), ("district 31", "district"),
])
def test_refusals_say_why_without_listing_options(move, words):
    st = new(3)
    turn_of(st, 0, {"red": 1}, gold=0)
    st.data["tribute"] = [3, 4]
    st.data["districts"][0]["owner"] = 1
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 0, move)
    text = english(err.value.message)
    assert "MAC-" not in text and "legal move" not in text and words in text.lower()
