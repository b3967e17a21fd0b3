"""Voting on ordinances (COL-048 COL-049 COL-050 COL-051 COL-052 COL-053, COL-125)."""
from rules.colonia import GAME
from tests.colonia.helpers import act, all_cards, at, new, private, public, texts


def with_ordinances(st, *ids):
    st.data["ords"] = [{"id": i, "status": "pending"} for i in ids]
    return st


def test_rulebook_example_no_wins_eleven_to_eight():  # COL-050 COL-051 (§17.11: 11 to 8)
    st = with_ordinances(at(new(4, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    violet, green, red, yellow = 0, 1, 2, 3
    all_cards(st, [5, 3, 7, 4])
    assert st.data["decision"] == "vote" and st.data["day"] == 3  # COL-048: Wednesday starts with the vote
    assert GAME.current(st) == [0, 1, 2, 3] and texts(st, 0) == ["vote yes", "vote no"]
    a = act(st, violet, "vote yes")
    assert public(a) == ["#1 has voted."] and private(a, 0) == ["You voted yes."]  # not how
    act(st, green, "vote yes")
    act(st, red, "vote no")
    last = act(st, yellow, "vote no")
    assert last.reveals
    line = public(last)[-1]
    assert line.startswith("Votes on ") and "8 yes to 11 no: failed" in line
    assert st.data["ords"][0]["status"] == "failed"  # COL-053
    assert [len(x["materials"]) for x in st.data["stalls"][:6]] == [len(x["materials"]) for x in st.data["stalls"][:6]]


def test_the_mayors_side_wins_a_tie():  # COL-052
    st = with_ordinances(at(new(4, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st, [8, 3, 5, 4])  # 8 yes (mayor) against 3 + 5 no ... 8 vs 8 with the 4 abstaining? no: all vote
    before = [len(x["materials"]) for x in st.data["stalls"][:6]]
    act(st, 0, "vote yes")
    act(st, 1, "vote no")
    act(st, 2, "vote no")
    act(st, 3, "vote yes")  # 12 yes to 8 no
    assert st.data["ords"][0]["status"] == "passed"
    st2 = with_ordinances(at(new(4, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st2, [8, 3, 5, 4])
    act(st2, 0, "vote no")
    act(st2, 1, "vote yes")
    act(st2, 2, "vote yes")
    act(st2, 3, "vote no")  # 8 yes to 12 no
    assert st2.data["ords"][0]["status"] == "failed"
    st3 = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st3, [8, 3, 5])
    act(st3, 0, "vote no")
    act(st3, 1, "vote yes")
    act(st3, 2, "vote yes")  # 8 yes to 8 no: the mayor (8) voted no
    assert st3.data["ords"][0]["status"] == "failed"
    st4 = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st4, [8, 3, 5])
    act(st4, 0, "vote yes")
    act(st4, 1, "vote no")
    act(st4, 2, "vote no")  # 8 to 8: the mayor voted yes
    assert st4.data["ords"][0]["status"] == "passed"
    assert before


def test_face_down_cards_do_not_vote():  # COL-050
    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    st.data["players"][1]["home"] = 0
    all_cards(st, [8, 3, 5])
    assert st.data["secret"]["asked"] == [0, 2] and GAME.current(st) == [0, 2]


def test_nobody_may_vote_and_the_ordinance_fails():  # COL-125
    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    for p in st.data["players"]:
        p["home"] = 0
        p["street"]["fri"] = 10
    a = all_cards(st, [8, 3, 5])
    assert st.data["ords"][0]["status"] == "failed"
    assert any("Nobody may vote" in line for line in public(a))


def test_votes_follow_the_days_left_to_right():  # COL-048 COL-049
    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-02", "COL-ORD-17")
    all_cards(st, [8, 3, 5])
    assert st.data["secret"]["ord"] == 0
    for s in range(3):
        act(st, s, "vote no")
    assert st.data["secret"]["ord"] == 1 and st.data["day"] == 3  # the second Wednesday ordinance
    for s in range(3):
        act(st, s, "vote no")
    assert st.data["decision"] == "market"


def test_the_vote_names_the_ordinance_voted_on():  # COL-048 COL-050: the week's ordinances are voted one by one
    from rules.colonia import terms
    from rules.colonia.components import data
    from rules.core.text import english

    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-02", "COL-ORD-17")
    all_cards(st, [8, 3, 5])
    for index in (0, 1):
        named = english(terms.ordinance(data(st).ordinances[st.data["ords"][index]["id"]]["key"]))
        assert st.data["secret"]["ord"] == index and named in english(GAME.prompt(st, 0))
        for s in range(3):
            act(st, s, "vote no")


def test_the_table_waits_by_name_for_those_who_have_not_voted():  # COL-050: who voted is public, not how
    from rules.core.text import english

    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-02", "COL-ORD-17")
    all_cards(st, [8, 3, 5])
    assert english(GAME.waiting_text(st), ["Ann", "Bob", "Cy"]) == "Waiting for Ann, Bob and Cy to vote."
    act(st, 0, "vote yes")
    act(st, 2, "vote no")
    assert english(GAME.waiting_text(st), ["Ann", "Bob", "Cy"]) == "Waiting for Bob to vote."


def _said(messages, lang):
    import i18n
    return [i18n.say(lang, m, ["Ann", "Bob", "Cy"], "colonia") for m in messages]


def test_a_tied_vote_says_the_mayor_broke_the_tie():  # COL-051 COL-052
    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st, [8, 3, 5])
    act(st, 0, "vote yes")
    act(st, 1, "vote no")
    last = act(st, 2, "vote no")  # 8 to 8: the mayor (Ann, 8) voted yes
    line = [e.message for e in last.events if e.seat is None][-1]
    en, it = _said([line], "en")[0], _said([line], "it")[0]
    assert en.endswith("8 yes to 8 no, a tie broken by the mayor (Ann): passed."), en
    assert it.endswith("8 sì a 8 no, parità decisa dal voto del sindaco (Ann): approvata."), it


def test_a_vote_without_a_tie_names_no_mayor():  # COL-051
    st = with_ordinances(at(new(3, 5), "card"), "COL-ORD-01", "COL-ORD-05", "COL-ORD-17")
    all_cards(st, [8, 3, 5])
    act(st, 0, "vote yes")
    act(st, 1, "vote yes")
    last = act(st, 2, "vote no")
    assert public(last)[-1].endswith("11 yes to 5 no: passed.")
