"""A move typed in part, in English or in Italian, is told what it lacks (never the general "not a legal move"),
and changes nothing."""
import pytest

import i18n
from rules.core import IllegalAction
from tests.alhambra.test_placement import pending_position
from tests.alhambra.helpers import tile
from tests.castles.helpers import act as castles_act, new as castles_new, set_depot, turn
from tests.macao.helpers import act as macao_act, new as macao_new, texts as macao_texts


def refused(apply, typed) -> str:
    with pytest.raises(IllegalAction) as err:
        apply(typed)
    return i18n.say("en", err.value.message)


def test_castles_in_either_language():  # COB-050, COB-060, COB-070, COB-080
    st = castles_new()
    p = turn(st, dice=(1, 2))
    p["storage"], p["silver"] = ["ship"], 3  # so that "place ship@18" and a purchase are legal
    set_depot(st, 1, ["mine", None])
    before = repr(st.data)
    said = {typed: refused(lambda t: castles_act(st, t), typed)
            for typed in ("prendi 1", "take 1", "cambia 1 in", "piazza", "place", "compra nero", "ship")}
    assert said["prendi 1"] == said["take 1"] == "Name the tile too, e.g. take 1 mine."
    assert said["cambia 1 in"] == "Say the value too, e.g. adjust 1 to 2."
    assert said["piazza"].startswith("'piazza' needs more words") and said["place"].startswith("'place' needs more")
    assert said["compra nero"].startswith("Name the tile too, e.g. buy black ")
    assert said["ship"].startswith("'ship' is not a legal move now")  # no ship placed: no ship move to complete
    assert repr(st.data) == before


def test_castles_end_and_place_as_players_type_them():  # COB-045, COB-070
    from rules.castles import GAME
    st = castles_new()
    # at a turn not yet begun "end" asks for "anyway" (tests/castles/test_turns.py); begun, it ends it
    assert GAME.canonical(st, 0, "end") == GAME.canonical(st, 0, "end turn") == "end turn"
    st.data["used"] = [True, False]
    assert GAME.canonical(st, 0, "end") == GAME.canonical(st, 0, "end turn") == "end-turn"
    assert GAME.canonical(st, 0, "place ship at 20") == GAME.canonical(st, 0, "place ship 20") == "place ship@20"
    assert GAME.canonical(st, 0, "piazza nave a 20") == "place ship@20"
    p = turn(st, dice=(1, 2))
    p["storage"] = ["ship"]
    for typed in ("place ship", "place 18", "piazza nave"):  # the space or the tile left out
        assert refused(lambda t: castles_act(st, t), typed) == "Name the tile and its space, e.g. place ship@18."


def test_alhambra_a_purchase_without_its_payment():  # ALH-020
    from rules.alhambra import GAME
    from tests.alhambra.helpers import blank, new
    st = blank(new(2))
    st.data["market"] = [tile("garden", 10), None, None, None]
    assert refused(lambda t: GAME.apply(st, 0, t), "buy garden 10") == \
        "Say how you pay too: buy garden 10 with CURRENCY VALUE+CURRENCY VALUE (the options list the ways)."
    # the price left out too, as the one garden of the market reads it (it was "not a legal move now")
    for typed in ("buy garden", "compra giardino", "compra giardino 10"):
        assert refused(lambda t: GAME.apply(st, 0, t), typed) == \
            "Say how you pay too: buy garden 10 with CURRENCY VALUE+CURRENCY VALUE (the options list the ways)."


def test_bruges_italian_verbs_alone():
    from rules.bruges import GAME
    from tests.bruges.helpers import new as bruges_new
    st = bruges_new(2)
    st.data["decision"] = "turn"  # (canonical reads only the decision)
    assert GAME.canonical(st, 0, "end") == "end turn"  # as the button reads
    st.data["decision"] = "draw"
    assert GAME.canonical(st, 0, "pesca") == "draw"  # alone: it needs more words
    st.data["decision"] = "take"
    assert GAME.canonical(st, 0, "prendi") == "take"


def test_alhambra_in_either_language():  # ALH-050c
    from rules.alhambra import GAME
    west, garden = tile("tower", 10, "W"), tile("garden", 10)
    st = pending_position([[1, 0, garden]], west)
    st.data["decision"] = "action"
    p = st.data["players"][0]
    p["reserve"] = [p["pending"].pop()]
    for typed in (f"scambia {west} con", f"swap {west} for"):
        assert refused(lambda t: GAME.apply(st, 0, t), typed) == \
            f"Name both tiles: swap {west} for N, N the number of a building of your Alhambra."
    assert refused(lambda t: GAME.apply(st, 0, t), "riserva").startswith("'riserva' needs more words")
    assert GAME.canonical(st, 0, "end") == "end turn"
    st.data["display"] = [2, 3, 14, 38]  # blue 2, blue 3, green 4, yellow 8
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 0, "prendi gialla")  # ALH-030: which card
    assert i18n.say("it", err.value.message) == "Indica anche il suo valore, per esempio prendi gialla 8."


def test_macao_starting_cubes_in_italian():  # MAC-021
    st = macao_new(2)
    d = st.data
    for seat in list(d["wall"][0]):
        macao_act(st, seat, macao_texts(st, seat)[0])
    from rules.macao import GAME
    seat = GAME.current(st)[0]
    assert refused(lambda t: macao_act(st, seat, t), "start rosso 3") == \
        "The starting cubes go to sector 1: name only their colour, e.g. start red."


def test_alhambra_italian_examples_typed_back():  # ALH-030, ALH-061, ALH-044
    from rules.alhambra import GAME
    from tests.alhambra.helpers import blank, money, new as alhambra_new
    tower = 45  # tower 8, walls on three sides: it fits east of the fountain only
    st = pending_position([], tower)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 0, f"piazza {tower}")
    example = i18n.say("it", err.value.message).rsplit(": ", 1)[1].rstrip(".")
    assert example == f"piazza {tower} in 1,0"
    assert GAME.canonical(st, 0, example) in {a.text for a in GAME.actions(st, 0)}  # accepted as shown
    # "prendi blu" with no street trader to take: the money card's value is asked for, as for "take blue"
    st.data["decision"] = "action"
    st.data["players"][0]["reserve"] = [st.data["players"][0]["pending"].pop()]
    st.data["display"] = [2, 3, 14, 38]  # blue 2, blue 3, green 4, yellow 8
    for typed, value in (("prendi blu", "prendi blu 3"), ("prendi verde", "prendi verde 4")):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(st, 0, typed)
        assert i18n.say("it", err.value.message) == f"Indica anche il suo valore, per esempio {value}."
        assert GAME.canonical(st, 0, value) in {a.text for a in GAME.actions(st, 0)}
    # after an exact buy, the building bought is placed once the extra action is over (ALH-044)
    st = blank(alhambra_new(2))
    st.data["players"][0]["hand"] = [money("blue", 7)]
    st.data["market"][0] = bought = 6  # pavilion 7, on the blue space
    GAME.apply(st, 0, "buy pavilion 7 with blue 7")
    assert st.data["decision"] == "extra_action"
    before = repr(st.data)
    for typed in (f"place {bought} at 0,1", f"piazza {bought} a 0,1", f"reserve {bought}", f"riserva {bought}"):
        assert refused(lambda t: GAME.apply(st, 0, t), typed).endswith("type end turn first."), typed
    assert repr(st.data) == before
