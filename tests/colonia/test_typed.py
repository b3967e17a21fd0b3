"""What a menu shows can be typed: each move's label, in English and in Italian, the label's first words, and the
Italian rulebook's verbs (i18n/glossary/colonia.md §2); a wording that is not understood is said so."""
import random

import pytest

import i18n
from rules.colonia import GAME
from rules.colonia import engine as E
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.colonia.helpers import D, act, at, clear_screens, give, new


def typed_forms(action, legal):
    """What a player may copy from the menu: the canonical text the console prints in brackets, the label in
    both languages, and the label's words before its colon where they name one move ("Posto II, stiva 3")."""
    forms = [action.text]
    for lang in ("en", "it"):
        label = i18n.say(lang, action.label, game="colonia")
        forms.append(label)
        heads = [i18n.say(lang, a.label, game="colonia").split(":")[0] for a in legal]
        head = label.split(":")[0]
        if ":" in label and heads.count(head) == 1:
            forms.append(head)
    return forms


def assert_every_label_typeable(st, seat):
    legal = GAME.actions(st, seat)
    for action in legal:
        for typed in typed_forms(action, legal):
            found = GAME.find_action(st, seat, typed)
            assert english(found.label) == english(action.label), (st.data["decision"], typed, found.text)


def test_every_menu_label_can_be_typed_in_a_whole_game():  # every decision of a random game, both languages
    st = new(3, 11)
    rng = random.Random(11)
    seen = set()
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        assert_every_label_typeable(st, seat)
        legal = GAME.actions(st, seat)
        seen |= {a.text.split()[0] for a in legal}
        GAME.apply(st, seat, rng.choice(legal))
    assert {"card", "vote", "stall", "contract", "load", "relic", "secure", "pass"} <= seen


def pending(st, seat, kind, **item):
    st.data["pending"].append(dict(kind=kind, seat=seat, **item))
    E.settle(st, None)
    return st


@pytest.mark.parametrize("kind", ["good", "recall", "draw", "exchange", "shrine", "extra"])
def test_every_label_of_an_ordinance_or_a_choice_can_be_typed(kind):  # COL-020 COL-087 COL-105 COL-113 ...
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    p = st.data["players"][seat]
    if kind == "recall":
        p["street"]["tue"] = 3
        pending(st, seat, "recall", street="tue")
    elif kind == "shrine":  # a Bergen shrine bought, two Bergen relics behind the screen
        p["relics"] = ["COL-REL-BER-04", "COL-REL-BER-09"]
        p["shrines"] = [{"id": "COL-REL-BER-SHRINE", "city": "bergen", "relic": None}]
        pending(st, seat, "shrine", bought="COL-REL-BER-SHRINE")
    elif kind == "extra":  # COL-ORD-12 passed: every ship has an extra hold
        st.data["extra_hold"] = True
        give(st, seat, shoes=1, cart_wheel=2)
    elif kind == "exchange":
        give(st, seat, mark=7, pfund_sterling=5)
        pending(st, seat, "exchange")
    else:
        pending(st, seat, kind)
    labels = GAME.actions(st, seat)
    assert len(labels) > 1
    if kind == "extra":
        assert any(" extra " in a.text for a in labels)
    assert_every_label_typeable(st, seat)


def friday():
    st = at(new(3, 5), "loading")
    clear_screens(st)
    for s in range(3):
        give(st, s, saddle=3, cart_wheel=3, painting=3, dress=3, shoes=3)
    sid = "COL-SHIP-BER-1"  # hold 3: dress, dress, shoes
    st.data["berths"][1] = {"id": sid, "holds": [None] * len(D(st).ships[sid]["holds"]), "extra": None}
    return st


@pytest.mark.parametrize("typed", [
    "load 2 3", "load II 3", "load ship II hold 3", "Berth II, hold 3", "load berth 2 hold 3",
    "carica 2 3", "carica II 3", "carica barca II stiva 3", "Posto II, stiva 3", "carica la stiva 3 della barca II",
    "carica II 3 per 10 Mark",
])
def test_a_hold_is_loaded_as_the_menu_writes_its_berth(typed):  # COL-073: "Posto II, stiva 3: ... [load 2 3]"
    st = friday()
    seat = GAME.current(st)[0]
    assert act(st, seat, typed).action == "load 2 3"


@pytest.mark.parametrize("typed", ["recall 3", "Bring 3 family members home", "bring 3 home", "riporta 3",
                                   "riporta in casa 3", "Riporta in casa 3 membri della famiglia", "richiama 3"])
def test_members_are_brought_home_with_the_menus_verb(typed):  # COL-104: "Riporta in casa 3 ... [recall 3]"
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    st.data["players"][seat]["street"]["tue"] = 3
    pending(st, seat, "recall", street="tue")
    assert act(st, seat, typed).action == "recall 3"


@pytest.mark.parametrize("typed,good", [
    ("good cart_wheel", "cart_wheel"), ("good cart wheel", "cart_wheel"), ("cart wheel", "cart_wheel"),
    ("merce ruota del carro", "cart_wheel"), ("ruota del carro", "cart_wheel"), ("merce calzature", "shoes"),
    ("calzature", "shoes"), ("merce scarpe", "shoes"), ("good shoes", "shoes"), ("good pair of shoes", "shoes"),
])
def test_a_good_is_chosen_by_the_name_the_menu_shows(typed, good):  # COL-020: a rolled 6
    st = at(new(3, 5), "market")
    seat = GAME.current(st)[0]
    pending(st, seat, "good")
    assert act(st, seat, typed).action == f"good {good}"


@pytest.mark.parametrize("typed", ["contract tailor", "tailor", "incarico sarto", "sarto", "commissiona al sarto",
                                   "incarico vestito"])
def test_a_contract_names_its_craftsman(typed):  # COL-063
    st = at(new(3, 5), "contracts")
    clear_screens(st)
    seat = GAME.current(st)[0]
    give(st, seat, linen=1, furs=1)
    assert act(st, seat, typed).action == "contract tailor"


def refusal(st, seat, text, lang="en"):
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, seat, text)
    return i18n.say(lang, e.value.message, game="colonia")


def test_a_load_not_understood_is_said_so_and_a_taken_hold_is_named():  # COL-073 COL-074
    st = friday()
    seat = GAME.current(st)[0]
    assert refusal(st, seat, "load ship two") == "Name the berth and the hold, as the list shows them: load II 3."
    assert refusal(st, seat, "carica la barca", "it") == \
        "Indica il posto e la stiva come li mostra l'elenco: carica II 3."
    assert refusal(st, seat, "load II 9") == "That ship has no such hold."
    act(st, seat, "load II 3")
    other = GAME.current(st)[0]
    assert refusal(st, other, "carica II 3") == "That hold is already loaded."
    clear_screens(st)
    give(st, other, saddle=1)
    assert refusal(st, other, "load II 2") == "You lack the goods that hold takes."


def test_a_contract_by_number_asks_for_the_craftsmans_name():  # the menu lists craftsmen by name, not by number
    st = at(new(3, 5), "contracts")
    seat = GAME.current(st)[0]
    assert refusal(st, seat, "contract 1") == "Name the craftsman, as the list does: contract tailor, for example."
    assert refusal(st, seat, "incarico 4", "it") == \
        "Indica l'artigiano per nome, come fa l'elenco: per esempio incarico sarto."


@pytest.mark.parametrize("typed", ["commission a contract from the tailor", "commissiona un incarico al sarto",
                                   "commission the tailor", "incarico al sarto"])
def test_a_contract_is_commissioned_with_the_headings_own_phrase(typed):  # "Artigiani: commissiona un incarico"
    st = at(new(3, 5), "contracts")
    clear_screens(st)
    seat = GAME.current(st)[0]
    give(st, seat, linen=1, furs=1)
    assert act(st, seat, typed).action == "contract tailor"


def sunday(decision="buying"):
    """Sunday's display: a Brügge shrine on space 6, London relics on 3 (and on 4 unless removed), all else empty."""
    st = at(new(3, 5), "buying")
    for s in range(3):
        give(st, s, mark=30, gulden=30, pfund_sterling=30, grivna=30)
    d = st.data
    d["display"] = [None] * len(d["display"])
    d["display"][5] = {"id": "COL-REL-BRU-SHRINE", "secured": None}
    d["display"][2] = {"id": "COL-REL-LON-04", "secured": None}
    d["display"][3] = {"id": "COL-REL-LON-09", "secured": None}
    if decision == "securing":
        d["decision"] = "securing"
    return st, GAME.current(st)[0]


@pytest.mark.parametrize("typed", ["buy shrine 6", "buy the shrine", "buy the shrine of Brügge", "compra lo scrigno 6",
                                   "compra lo scrigno di Brügge", "shrine 6", "scrigno 6", "relic 6",
                                   "Space 6: shrine of Brügge"])
def test_a_shrine_is_bought_by_its_name(typed):
    st, seat = sunday()
    assert act(st, seat, typed).action == "relic 6"


@pytest.mark.parametrize("typed", ["secure shrine 6", "secure the shrine on space 6", "secure the shrine", "shrine 6",
                                   "metti al sicuro lo scrigno 6", "metti al sicuro lo scrigno di Brügge"])
def test_a_shrine_is_secured_by_its_name(typed):
    st, seat = sunday("securing")
    assert act(st, seat, typed).action == "secure 6"


@pytest.mark.parametrize("typed", ["secure the relic of London", "metti al sicuro la reliquia di London",
                                   "secure the London relic"])
def test_a_relic_is_secured_by_its_city_when_one_fits(typed):
    st, seat = sunday("securing")
    st.data["display"][3] = None  # the one London relic left: space 3
    assert act(st, seat, typed).action == "secure 3"


def test_a_relic_named_by_its_city_takes_the_one_still_free():  # two London relics, one already secured
    st, seat = sunday("securing")
    st.data["display"][2]["secured"] = (seat + 1) % 3
    assert act(st, seat, "secure the relic of London").action == "secure 4"


def test_names_that_fit_no_card_or_several_are_said_so_never_calling_a_shrine_a_relic():
    st, seat = sunday()
    assert refusal(st, seat, "buy shrine 3") == "There is no shrine on that space."
    assert refusal(st, seat, "buy shrine 5") == "There is no shrine on that space."
    assert refusal(st, seat, "compra lo scrigno 8", "it") == "Su quello spazio non c'è nessuno scrigno."
    assert refusal(st, seat, "buy the shrine of London") == "No such shrine is on display."
    assert refusal(st, seat, "buy the relic of Bergen") == "No such relic is on display."
    assert refusal(st, seat, "buy the relic of London") == \
        "More than one card fits those words: name the space as well, as the list does: buy 3, for example."
    assert refusal(st, seat, "compra la reliquia di London", "it") == \
        "Più di una carta corrisponde a quelle parole: indica anche lo spazio, come fa l'elenco: per esempio compra 3."
    st, seat = sunday("securing")
    assert refusal(st, seat, "secure the relic of London") == \
        "More than one card fits those words: name the space as well, as the list does: secure 3, for example."
    st.data["display"][5]["secured"] = (seat + 1) % 3
    assert refusal(st, seat, "secure shrine 6") == "That shrine is already secured."
    assert refusal(st, seat, "metti al sicuro lo scrigno 6", "it") == "Quello scrigno è già al sicuro."


@pytest.mark.parametrize("typed", ["play card 5", "play 5", "card 5", "gioca 5", "gioca la carta 5"])
def test_a_family_card_is_played_with_the_verb_play(typed):  # COL-030
    st = at(new(3, 5), "card")
    seat = GAME.current(st)[0]
    assert act(st, seat, typed).action == "card 5"


@pytest.mark.parametrize("typed", ["good wheel", "wheel", "merce ruota"])
def test_a_good_may_be_named_short_when_the_name_fits_one(typed):  # COL-020
    st = at(new(3, 5), "market")
    seat = GAME.current(st)[0]
    pending(st, seat, "good")
    assert act(st, seat, typed).action == "good cart_wheel"


def test_an_amount_over_the_limit_or_not_understood_says_the_limit_not_the_time():  # COL-105 COL-113 ...
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    give(st, seat, mark=7, pfund_sterling=5, gulden=0)
    pending(st, seat, "exchange")
    assert refusal(st, seat, "cambia 6 mark in gulden", "it") == "Puoi cambiare da 1 a 5 per volta."
    assert refusal(st, seat, "exchange 6 mark into gulden") == "You may exchange 1 to 5 at a time."
    assert refusal(st, seat, "exchange 5 gulden into mark") == "You do not have that much of that currency."
    assert refusal(st, seat, "exchange lots") == \
        "Name the amount and the two currencies, as the list does: exchange 5 Mark into Gulden."
    st.data["pending"].pop()
    st.data["players"][seat]["street"]["tue"] = 2
    pending(st, seat, "recall", street="tue")
    assert refusal(st, seat, "riporta 3", "it") == "Puoi riportare in casa al massimo 2 membri della famiglia ora."
    assert refusal(st, seat, "bring 3 home") == "You may bring home at most 2 family members now."


@pytest.mark.parametrize("typed", ["riporta tutti", "riporta in casa tutti", "riporta tutti a casa",
                                   "riporta in casa tutti i membri della famiglia", "richiama tutti",
                                   "recall all", "bring all home", "bring back all", "bring them all home",
                                   "bring all family members home", "return all", "all", "tutti"])
def test_all_brings_home_as_many_as_the_ordinance_allows(typed):  # COL-100 COL-101 COL-104: 1 to 3 members
    for on_street, most in ((2, 2), (3, 3), (5, 3)):
        st = at(new(3, 5), "loading")
        seat = GAME.current(st)[0]
        st.data["players"][seat]["street"]["tue"] = on_street
        pending(st, seat, "recall", street="tue")
        assert act(st, seat, typed).action == f"recall {most}"


def test_all_out_of_an_ordinance_says_the_time():  # COL-101: no ordinance asks now
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    assert refusal(st, seat, "riporta tutti", "it") == "Ora nessuna ordinanza ti permette di riportare in casa membri " \
        "della famiglia."
    assert refusal(st, seat, "bring all home") == "No ordinance lets you bring family members home now."


def test_a_recall_not_understood_says_how_to_type_it():  # COL-101
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    st.data["players"][seat]["street"]["tue"] = 2
    pending(st, seat, "recall", street="tue")
    assert refusal(st, seat, "bring some home") == \
        "Name how many members to bring home, up to 2, or all: recall 2, for example, or recall all."
    assert refusal(st, seat, "riporta qualcuno", "it") == \
        "Indica quanti membri riportare in casa, fino a 2, oppure tutti: per esempio riporta 2, oppure riporta tutti."


@pytest.mark.parametrize("typed", ["relic 3", "reliquia 3", "relic 6", "reliquia 6", "the relic on space 3",
                                   "relic of London", "la reliquia di London"])
def test_relic_n_secures_while_relics_are_secured(typed):  # COL-092: on Sunday after the purchases
    st, seat = sunday("securing")
    st.data["display"][3] = None  # the one London relic left: space 3
    want = "secure 6" if "6" in typed else "secure 3"
    assert act(st, seat, typed).action == want


def test_an_extra_hold_refusal_gives_the_real_reason():  # COL-105: the extra hold only under COL-ORD-12
    st = friday()
    seat = GAME.current(st)[0]
    assert refusal(st, seat, "load 1 extra wheel") == \
        "Ships have an extra hold only in a week whose ordinance gives them one."
    st.data["extra_hold"] = True
    assert act(st, seat, "load 1 extra wheel").action == "load 1 extra cart_wheel"
    other = GAME.current(st)[0]
    assert refusal(st, other, "load 1 extra wheel") == "That ship has no free extra hold."
    assert refusal(st, other, "load 2 extra gold") == "There is no such good."
    assert refusal(st, other, "load 2 extra") == \
        "Name the good for the extra hold, as the list does: load II extra saddle, for example."


@pytest.mark.parametrize("typed,code", [("shrine ber-04", "ber-04"), ("shrine 2", "ber-04"), ("shrine 4", "ber-09"),
                                        ("nello scrigno reliquia di Bergen (2 p.)", "ber-04")])
def test_shrine_n_names_the_relics_points_and_the_menus_bracket_is_the_code(typed, code):  # COL-087
    st = at(new(3, 5), "loading")
    seat = GAME.current(st)[0]
    p = st.data["players"][seat]
    p["relics"] = ["COL-REL-BER-04", "COL-REL-BER-09"]  # 2 and 4 VP: the menu lists the 4 first
    p["shrines"] = [{"id": "COL-REL-BER-SHRINE", "city": "bergen", "relic": None}]
    pending(st, seat, "shrine", bought="COL-REL-BER-SHRINE")
    assert [a.text for a in GAME.actions(st, seat)] == ["shrine ber-09", "shrine ber-04", "shrine none"]
    assert act(st, seat, typed).action == f"shrine {code}"
