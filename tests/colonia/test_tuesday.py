"""Tuesday: secret family cards, the council, turn order (COL-036 COL-037 COL-038 COL-039 COL-040 COL-041 COL-042 COL-043 COL-044 COL-045 COL-046 COL-047)."""
import re

import pytest

import i18n

from rules.colonia import GAME
from rules.colonia import council
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.colonia.helpers import act, all_cards, at, new, private, public, texts


def test_everyone_chooses_at_once_in_secret():  # COL-036 COL-121
    st = at(new(4, 5), "card")
    assert GAME.current(st) == [0, 1, 2, 3] and GAME.public_to_act(st) == [0, 1, 2, 3]
    a = act(st, 2, "card 6")
    assert public(a) == ["#3 has chosen."] and private(a, 2) == ["You chose family card 6."]
    assert not a.reveals
    assert GAME.current(st) == [0, 1, 3] and GAME.public_to_act(st) == [0, 1, 2, 3]
    assert GAME.may_act(st) == [2]
    view = GAME.view(st, None)
    assert view["players"][2]["played"] is None and view["choosing"] == [0, 1, 3]
    assert view["players"][2]["family_cards"] == [3, 4, 5, 6, 7, 8]  # the hand shows no choice before the reveal


def test_an_answer_can_be_changed_until_the_last_comes_in():  # COL-036 (brief: card 6 then card 8)
    st = at(new(4, 5), "card")
    act(st, 0, "card 6")
    again = act(st, 0, "card 8")
    assert public(again) == [] and private(again, 0) == ["You chose family card 8."]
    assert GAME.view(st, 0)["my_choice"] == 8 and GAME.view(st, 1)["my_choice"] is None
    act(st, 1, "card 3")
    act(st, 2, "card 4")
    last = act(st, 3, "card 5")
    assert last.reveals
    lines = public(last)
    assert lines[0] == "#4 has chosen."
    assert lines[1] == "Family cards: #1: 8, #2: 3, #3: 4 and #4: 5."  # all revealed in one line
    assert st.data["players"][0]["played"] == 8 and 8 not in st.data["players"][0]["cards"]  # COL-045


def test_cards_send_members_and_set_the_order():  # COL-037 COL-041 COL-042 COL-046
    st = at(new(4, 5), "card")
    homes = [p["home"] for p in st.data["players"]]
    all_cards(st, [6, 3, 8, 5])
    d = st.data
    assert d["order"] == [2, 0, 3, 1]  # COL-041: highest first; the mayor is first
    assert GAME.view(st, None)["town_hall"]["mayor"] == 2
    # COL-047: at the end of Tuesday the council members are on the Tuesday street field
    assert [p["street"]["tue"] for p in d["players"]] == [6, 3, 8, 5]
    assert [h - p["home"] for h, p in zip(homes, d["players"])] == [6, 3, 8, 5]


def test_rulebook_example_ties_reverse_last_weeks_order():  # COL-043 (rulebook: violet 7, green 3, yellow and red 5)
    st = at(new(4, 5), "card")
    violet, green, yellow, red = 0, 1, 2, 3
    st.data["week"] = 2
    st.data["prev_order"] = [violet, yellow, green, red]  # yellow played second, red last
    order = council.turn_order(st, {violet: 7, green: 3, yellow: 5, red: 5})
    assert order == [violet, red, yellow, green]


def test_week_one_ties_are_rolled():  # COL-044
    for seed in range(10):
        st = at(new(4, seed), "card")
        all_cards(st, [5, 5, 5, 5])
        assert sorted(st.data["order"]) == [0, 1, 2, 3]


def test_too_few_members_send_from_the_street_and_count_zero():  # COL-038 COL-039 COL-046
    st = at(new(4, 5), "card", week=2)
    d = st.data
    p = d["players"][1]
    p["street"]["tue"] += p["home"] - 2
    p["home"] = 2
    tue = p["street"]["tue"]
    a = all_cards(st, [d["players"][0]["cards"][0], 8, d["players"][2]["cards"][0], d["players"][3]["cards"][0]])
    assert p["zero"] and d["order"][-1] == 1  # COL-039: last in turn order
    cards = next(x for x in public(a) if x.startswith("Family cards: "))
    assert "#2: 8 (too few members at home: turned face down, counts 0 and gives no votes)" in cards
    assert 1 not in council.voters(d and st)  # COL-046: no votes
    # the 6 missing members came from the Tuesday street field; at the end of Tuesday that field went home
    # and the 8 council members took its place
    assert p["home"] == tue - 6 and p["street"]["tue"] == 8


def test_one_fewer_member_after_the_ordinance():  # COL-040 COL-112
    st = at(new(4, 5), "card")
    st.data["fewer_now"] = True
    homes = [p["home"] for p in st.data["players"]]
    all_cards(st, [6, 3, 8, 5])
    assert [h - p["home"] for h, p in zip(homes, st.data["players"])] == [5, 2, 7, 4]
    assert st.data["order"] == [2, 0, 3, 1]  # the card value still orders


def test_street_field_cycle_on_tuesday():  # COL-024 COL-025 COL-047
    st = at(new(3, 5), "card", week=2)
    d = st.data
    last = [p["street"]["tue"] for p in d["players"]]
    homes = [p["home"] for p in d["players"]]
    all_cards(st, [p["cards"][0] for p in d["players"]])
    for s, p in enumerate(d["players"]):
        sent = p["played"]
        assert p["home"] == homes[s] - sent + last[s]  # last week's council members came home
        assert p["street"]["tue"] == sent


def test_no_pass_and_no_unknown_card():  # COL-036 (compulsory)
    st = at(new(4, 5), "card")
    assert "pass" not in texts(st, 0)
    with pytest.raises(IllegalAction) as e:
        act(st, 0, "pass")
    assert "passing is not possible" in english(e.value.message)


BOTS = ["Ann", "Bot 1", "Bot 2", "Bot 3"]  # computer players' names end in a number


def said(applied, lang="en"):
    """The public lines as players read them, with names."""
    return [i18n.say(lang, e.message, BOTS, "colonia") for e in applied.events if e.seat is None]


def test_a_players_number_never_runs_into_the_card_in_either_language():  # COL-036 COL-046
    st = at(new(4, 5), "card")
    a = all_cards(st, [6, 3, 8, 5])
    assert said(a)[1] == "Family cards: Ann: 6, Bot 1: 3, Bot 2: 8, and Bot 3: 5."
    assert said(a, "it")[1] == "Carte famiglia: Ann: 6, Bot 1: 3, Bot 2: 8 e Bot 3: 5."


def test_week_one_ties_show_the_die_that_broke_them():  # COL-044: the higher roll acts earlier
    again = 0
    for seed in range(40):
        st = at(new(4, seed), "card")
        lines = said(all_cards(st, [7, 5, 7, 3]))
        ties = [x for x in lines if x.startswith("Tie at 7")]
        assert ties, lines
        again += len(ties) - 1
        assert all(x.endswith("equal rolls, so they roll again.") for x in ties[:-1])
        assert ties[-1].startswith("Tie at 7, the die decides (the higher roll goes first): ")
        rolls = dict(re.findall(r"(Ann|Bot 2) rolls ([1-6])", ties[-1]))
        assert len(rolls) == 2 and rolls["Ann"] != rolls["Bot 2"], ties[-1]
        first = 0 if rolls["Ann"] > rolls["Bot 2"] else 2
        assert st.data["order"] == [first, 2 - first, 1, 3]
        assert lines.index(ties[-1]) < len(lines) - 1 and lines[-1].startswith("Turn order: ")
    assert again  # some seeds roll equal numbers first
    it = said(all_cards(at(new(4, 1), "card"), [7, 5, 7, 3]), "it")
    assert any(x.startswith("Parità a 7, decide il dado (chi tira di più gioca prima): ") and " tira " in x
               for x in it), it


def test_later_weeks_break_ties_without_a_die():  # COL-043
    st = at(new(4, 5), "card", week=2)
    lines = said(all_cards(st, [st.data["players"][s]["cards"][0] for s in range(4)]))
    assert not any("die" in x or " rolls " in x for x in lines)


def test_later_weeks_say_how_a_tie_was_broken():  # COL-043: the tied players act in the reverse of last week's order
    st = at(new(4, 5), "card", week=2)
    d = st.data
    for p in d["players"]:  # enough members at home and every card in hand: no card counts 0
        p["home"], p["cards"] = 20, [3, 4, 5, 6, 7, 8]
    d["order"] = [3, 0, 2, 1]  # last week: Bot 3, Ann, Bot 2, Bot 1
    a = all_cards(st, [5, 5, 7, 5])  # Ann, Bot 1 and Bot 3 tie at 5
    assert d["order"] == [2, 1, 0, 3]
    lines = said(a)
    assert lines[-2:] == ["Tie at 5, last week's order reversed (who acted later last week goes first): Bot 1, Ann, "
                          "and Bot 3.", "Turn order: Bot 2, Bot 1, Ann, and Bot 3; Bot 2 is mayor."]
    st = at(new(4, 5), "card", week=2)
    for p in st.data["players"]:
        p["home"], p["cards"] = 20, [3, 4, 5, 6, 7, 8]
    st.data["order"] = [3, 0, 2, 1]
    lines = said(all_cards(st, [5, 5, 7, 5]), "it")
    assert lines[-2] == "Parità a 5, si inverte l'ordine della settimana precedente (chi giocava dopo ora gioca " \
                        "prima): Bot 1, Ann e Bot 3."


def test_week_one_ties_are_told_highest_first_as_later_weeks_tell_them():  # COL-043 COL-044
    st = at(new(4, 3), "card")
    lines = said(all_cards(st, [3, 7, 3, 7]))
    ties = [x.split(",")[0] for x in lines if x.startswith("Tie at ")]
    assert ties.index("Tie at 7") < ties.index("Tie at 3")
    assert ties == sorted(ties, key=lambda x: -int(x.split()[-1]))
    for line in lines:  # within a tie, the rolls highest first, as the tied players will act
        if "the higher roll goes first" in line:
            rolls = [int(n) for n in re.findall(r"rolls ([1-6])", line)]
            assert rolls == sorted(rolls, reverse=True), line
