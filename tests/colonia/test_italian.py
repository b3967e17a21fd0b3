"""Typed moves in Italian (the rulebook's words) and friendly refusals (never listing options or rule ids)."""
import re

import pytest

from rules.colonia import GAME
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.colonia.helpers import act, at, clear_screens, give, new


@pytest.mark.parametrize("typed,canonical", [
    ("carta 6", "card 6"), ("vota sì", "vote yes"), ("vota no", "vote no"), ("bancarella 2", "stall 2"),
    ("incarico mastro sellaio", "contract saddler"), ("incarico sarto", "contract tailor"),
    ("carica 1 3", "load 1 3"), ("carica 2 extra vestito", "load 2 extra dress"), ("reliquia 4", "relic 4"),
    ("metti al sicuro 3", "secure 3"), ("scrigno nessuno", "shrine none"), ("passo", "pass"),
    ("richiama 2", "recall 2"), ("pesca", "draw"), ("cambia 5 marchi gulden", "exchange 5 mark gulden"),
    ("merce scarpe", "good shoes"),
])
def test_italian_words_become_canonical_texts(typed, canonical):
    st = new(3, 5)
    assert GAME.canonical(st, 0, typed) == canonical


def test_compra_is_a_stall_on_wednesday_and_a_relic_on_sunday():
    st = at(new(3, 5), "market")
    assert GAME.canonical(st, 0, "compra 2") == "stall 2"
    at(st, "buying")
    assert GAME.canonical(st, 0, "compra 2") == "relic 2"


def test_an_italian_card_is_played():
    st = at(new(3, 5), "card")
    GAME.apply(st, 0, "Carta 6")
    assert st.data["secret"]["answers"]["0"] == 6


def refusal(st, seat, text):
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, seat, text)
    line = english(e.value.message)
    assert not re.search(r"COL-\d", line)
    return line


def test_friendly_refusals():
    st = at(new(3, 5), "card")
    assert refusal(st, 0, "card 9") == "Family cards are worth 3 to 8."
    assert refusal(st, 0, "stall 1") == "Stalls are bought on Wednesday, on your turn."
    assert refusal(st, 0, "pass") == "Everyone must choose: passing is not possible here."
    at(st, "contracts")
    clear_screens(st)
    for s in range(3):
        give(st, s, linen=1, furs=1)
    seat = GAME.current(st)[0]
    assert refusal(st, seat, "contract saddler") == "You lack the raw materials that craftsman needs."
    assert refusal(st, seat, "contract baker") == "There is no such craftsman."
    st.data["players"][seat]["home"] = 0
    give(st, seat, leather=1, iron=1)
    assert refusal(st, seat, "contract saddler") == "You have too few family members at home for that contract."


def test_refusals_at_the_market_and_on_sunday():
    st = at(new(3, 5), "market")
    seat = GAME.current(st)[0]
    st.data["stalls"][1]["materials"] = []
    assert refusal(st, seat, "stall 2") == "That stall is empty."
    assert refusal(st, seat, "stall 12") == "There is no such stall."
    at(st, "buying")
    seat = GAME.current(st)[0]
    for c in ("mark", "gulden", "pfund_sterling", "grivna"):
        st.data["players"][seat]["money"][c] = 0
    st.data["players"][seat]["money"]["mark"] = 5
    slot = next(i for i, r in enumerate(st.data["display"]) if r)
    st.data["display"][slot] = {"id": "COL-REL-BRU-11", "secured": None}
    assert refusal(st, seat, f"relic {slot + 1}") == "You do not have enough money of that city for it."
    assert act(st, seat, "pass")


def test_an_ordinance_quoted_in_italian_keeps_its_own_quotes_apart():
    import i18n
    from rules.colonia import terms
    from rules.core.text import N_, msg

    line = msg(N_("Votes on '{ordinance}': {votes}; {yes} yes to {no} no: {outcome}."),
               ordinance=terms.ordinance("recall_from_wednesday_street"), votes="", yes=0, no=3, outcome="")
    said = i18n.say("it", line, game="colonia")  # «…» outside, the rulebook's “mercoledì” inside
    assert said.startswith("Votazione su «Ogni famiglia può riportare in casa da 1 a 3 membri dal campo strada "
                           "“mercoledì”.»")


def test_the_week_names_each_ordinance_by_its_day_in_lower_case_in_italian():  # COL-034
    import i18n
    from rules.colonia.engine import week_lines

    st = at(new(3, 5), "market")
    heads = [i18n.say("it", line, game="colonia").split(":")[0] for line in week_lines(st)[1:]]
    assert heads and all(re.fullmatch(r"Ordinanza del(la)? (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)",
                                      h) for h in heads), heads
    english_heads = [english(line).split(":")[0] for line in week_lines(st)[1:]]
    assert all(h.endswith("'s ordinance") for h in english_heads), english_heads
