"""Typed moves in Italian (the rulebook's words) and friendly refusals (never listing options or rule ids)."""
import re

import pytest

from rules.colonia import GAME
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.colonia.helpers import D, act, at, clear_screens, give, new


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


def _it(messages):
    import i18n
    return [i18n.say("it", m, ["Anna", "Bot 1", "Bot 2"], "colonia") for m in messages]


def _mine(applied, seat):
    return [e.message for e in applied.events if e.seat == seat]


def test_a_players_own_answers_read_as_done():  # COL-036 COL-050 COL-056: "Hai votato sì", "Hai preso: …"
    st = at(new(3, 5), "card")
    a = act(st, 0, "card 8")
    assert _it(_mine(a, 0)) == ["Hai scelto la carta famiglia 8."]
    assert english(_mine(a, 0)[0]) == "You chose family card 8."
    st2 = at(new(3, 5), "card")
    st2.data["ords"] = [{"id": i, "status": "pending"} for i in ("COL-ORD-01", "COL-ORD-05", "COL-ORD-17")]
    for s, v in enumerate((8, 4, 3)):
        act(st2, s, f"card {v}")
    at(st2, "vote")
    a = act(st2, GAME.current(st2)[0], "vote yes")
    seat = [e.seat for e in a.events if e.seat is not None][0]
    assert _it(_mine(a, seat)) == ["Hai votato sì."]
    st3 = at(new(3, 5), "market", week=1)
    seat = st3.data["round"]["active"][st3.data["round"]["i"]]
    st3.data["stalls"][0]["materials"] = ["furs"]
    a = act(st3, seat, "stall 1")
    assert _it(_mine(a, seat)) == ["Hai preso: pellicce ×1."]


def test_a_pass_reads_passa_in_the_recall_step_too():  # COL-100 COL-114
    from tests.colonia.test_ordinances import _street, passed
    st, _ = passed("COL-ORD-11", week=2, before=_street("thu"))
    assert st.data["decision"] == "recall"
    seat = GAME.current(st)[0]
    a = act(st, seat, "pass")
    lines = [e.message for e in a.events if e.seat is None]
    assert _it(lines)[0] == f"{['Anna', 'Bot 1', 'Bot 2'][seat]} passa."
    assert english(lines[0]) == f"#{seat + 1} passes."


def test_the_hand_names_a_relic_of_a_city_as_the_log_does():  # "reliquia di Nowgorod", never "da"
    from render import colonia as R
    st = new(3, 5)
    st.data["players"][0]["relics"] = ["COL-REL-NOW-09"] if "COL-REL-NOW-09" in D(st).relics else \
        [next(r for r, x in D(st).relics.items() if x["city"] == "nowgorod" and not x["shrine"])]
    view = dict(GAME.view(st, 0), lang="it")
    line = next(x for x in R.holdings(view) if x.startswith("Reliquie"))
    assert "reliquia di Nowgorod" in line and " da " not in line, line
