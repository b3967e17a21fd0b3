"""Thieves (RULES.md ALH-200 ALH-201 ALH-202 ALH-203 ALH-204 ALH-205 ALH-206 ALH-207 ALH-208): the window after each turn, in private, beside the next turn."""
import json

from rules.alhambra import GAME
from rules.core.text import english
from tests.alhambra.helpers import blank, money, new, stack, texts, tile

G = tile("garden", 10)


def thief_position(n=4):
    st = blank(new(n, thieves=True))
    d = st.data
    d["display"] = [money("blue", 9), money("green", 2), money("green", 3), money("orange", 1)]
    d["deck"] = stack(*[money("yellow", v) for v in range(1, 9)])
    return st


def public_texts(st):
    """Everything the public may read of a position: the view and its waiting line."""
    return json.dumps(GAME.view(st, None))


def test_alh_202_204_window_beside_the_next_turn_next_player_excluded():  # ALH-202, ALH-204, ALH-207
    st = thief_position()
    for p in st.data["players"]:
        p["thieves"] = [1]  # green thieves for everybody
    GAME.apply(st, 0, "take orange 1")
    # the next turn begins at once: the table waits for seat 1 only
    assert st.data["decision"] == "action" and GAME.current(st) == [1]
    # seat 1 plays next and may not use a thief; seat 0, who just played, may
    assert GAME.may_act(st) == [0, 2, 3]
    assert GAME.actions(st, 1) and not any(t.startswith("thief steal") for t in texts(st, 1))
    assert GAME.default_action(st, 2).text == "pass"
    assert "you may play a thief" in english(GAME.prompt(st, 2)) and GAME.view(st, 2)["may_act"] is True
    GAME.apply(st, 2, "pass")
    assert GAME.may_act(st) == [0, 3]  # a pass is for this window only
    # seat 1's first action closes the window, even one that does not end the turn
    st.data["market"][0] = G
    st.data["players"][1]["hand"] = [money("blue", 5), money("blue", 5)]
    GAME.apply(st, 1, "buy garden 10 with blue 5+blue 5")
    assert st.data["decision"] == "extra_action" and st.data["thief"] is None and GAME.may_act(st) == []


def test_alh_207_a_thief_refused_out_of_turn_says_why_to_its_holder():  # ALH-207, ALH-203
    import pytest
    from rules.core import IllegalAction

    st = thief_position()
    ps = st.data["players"]
    ps[2]["thieves"] = [1]
    ps[3]["thieves"] = [2]  # orange: the orange 1 was just taken (the refill is yellow)
    GAME.apply(st, 0, "take orange 1")
    GAME.apply(st, 2, "pass")

    def refusal(seat, text):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(st, seat, text)
        return english(err.value.message)
    waiting = "Waiting for #2. Until #2 moves, thieves may be played."
    assert refusal(2, "thief steal green 3") == \
        f"You passed in this thief window: your thieves may steal again after #2's turn. {waiting}"
    assert refusal(3, "thief steal blue 9") == f"None of your thieves matches a money card on the display now. {waiting}"
    ps[3]["auto_pass"] = True
    assert refusal(3, "thief steal blue 9").startswith("You asked never to be asked about thieves")
    ps[0]["thieves"] = []  # no thief at all: simply not their turn
    assert refusal(0, "take blue 9") == f"It is not your turn. {waiting}"
    # the public reads none of it: the words go to the seat that tried
    assert "passed" not in public_texts(st) and "matches" not in public_texts(st)


def test_alh_202_the_table_never_waits_for_a_regular_window():  # ALH-202, ALH-207
    st = thief_position()
    for p in st.data["players"]:
        p["thieves"] = [1]
    GAME.apply(st, 0, "take orange 1")
    assert GAME.view(st, None)["interrupt"] is False
    assert GAME.current(st) == [1]


def test_alh_203_205_steal_one_card_refill_after_each():  # ALH-203, ALH-205
    st = thief_position()
    ps = st.data["players"]
    ps[2]["thieves"] = [1, 1]
    GAME.apply(st, 0, "take orange 1")
    assert GAME.may_act(st) == [2]
    assert "thief steal green 2" in texts(st, 2) and "thief steal blue 9" not in texts(st, 2)
    applied = GAME.apply(st, 2, "thief steal green 3")
    assert applied.reveals  # undo never crosses a steal and its refill
    assert money("green", 3) in ps[2]["hand"] and ps[2]["thieves"] == [1]
    assert len(st.data["display"]) == 4  # refilled
    assert "steals green 3" in " ".join(e.text for e in applied.events if e.seat is None)
    # a second thief may follow in the same window
    assert GAME.may_act(st) == [2]
    GAME.apply(st, 2, "thief steal green 2")
    assert ps[2]["thieves"] == []
    assert GAME.may_act(st) == [] and st.data["turn"] == 1


def test_alh_203_a_thief_needs_its_currency_on_the_display():  # ALH-203, ALH-207
    st = thief_position()
    st.data["players"][2]["thieves"] = [3]  # yellow: the refill draws yellow, so it may steal
    st.data["players"][3]["thieves"] = [0]  # blue: blue 9 is on the display
    st.data["deck"] = stack(money("green", 5))
    GAME.apply(st, 0, "take orange 1")
    assert GAME.may_act(st) == [3]  # no yellow on the display: seat 2 is not asked (in private)


def test_alh_207_always_pass_is_a_private_standing_answer():  # ALH-207
    st = thief_position()
    ps = st.data["players"]
    ps[3]["thieves"] = [1]
    GAME.apply(st, 0, "take orange 1")
    assert GAME.may_act(st) == [3]
    GAME.apply(st, 3, "thief always-pass")
    assert "always_pass" not in public_texts(st)
    assert GAME.view(st, 3)["always_pass"] is True
    GAME.apply(st, 1, "take blue 9")  # the next window, green still on the display ...
    assert st.data["thief"] is not None and GAME.may_act(st) == []  # ... and seat 3 is not asked
    GAME.apply(st, 2, "take green 2")
    assert st.data["turn"] == 3 and "thief ask-again" in texts(st, 3)  # on their own turn
    GAME.apply(st, 3, "thief ask-again")
    assert GAME.view(st, 3)["always_pass"] is False and st.data["turn"] == 3


def test_alh_208_last_window_waits_for_every_thief_holder():  # ALH-208, ALH-206
    st = thief_position(3)
    d = st.data
    d["bag"] = []
    d["market"] = [G, None, None, None]
    ps = d["players"]
    ps[1]["thieves"] = [0]
    ps[2]["thieves"] = [2]  # orange: nothing orange after the take: asked all the same
    ps[1]["hand"] = [money("blue", 2)]
    ps[2]["hand"] = [money("blue", 5)]
    GAME.apply(st, 0, "take orange 1")
    assert d["decision"] == "thief_window" and GAME.current(st) == [1, 2]  # everyone holding a thief
    assert GAME.view(st, None)["interrupt"] is True
    assert len(GAME.actions(st, 2)) >= 2  # never a single forced answer that would close it at once
    assert "Bob" not in GAME.view(st, None)["waiting"]
    GAME.apply(st, 1, "thief steal blue 9")
    assert "blue 9" not in public_texts(st)  # the claim stays secret until all answered
    GAME.apply(st, 2, "pass")
    assert d["decision"] == "thief_window" and GAME.current(st) == [2]  # ALH-205: a new display, asked again
    GAME.apply(st, 2, "pass")
    # stealing the 9 gives seat 1 the most blue: the leftover garden is theirs
    assert ps[1]["pending"] == [G]


def test_alh_206_claims_in_the_last_window_go_by_turn_order():  # ALH-206, ALH-208
    st = thief_position()
    d = st.data
    d["bag"] = []
    d["market"] = [G, None, None, None]
    ps = d["players"]
    for s in (0, 2, 3):
        ps[s]["thieves"] = [1]
    GAME.apply(st, 0, "take orange 1")  # the last turn: nobody is next
    GAME.apply(st, 0, "thief steal green 3")
    GAME.apply(st, 3, "thief steal green 3")
    assert "green 3" not in json.dumps(GAME.view(st, None).get("thief_window"))
    GAME.apply(st, 2, "pass")
    # after seat 0 come seats 1, 2, 3: seat 3 before seat 0 (who just played and is last)
    assert money("green", 3) in ps[3]["hand"] and money("green", 3) not in ps[0]["hand"]
    assert ps[0]["thieves"] == [1]  # the failed claim keeps its thief
    assert d["decision"] == "thief_window" and 0 in GAME.current(st)  # a new round: the display changed


def test_alh_201_who_is_asked_never_shows_in_public():  # ALH-201, ALH-202, ALH-207
    """Two positions that differ only in the currencies of the thieves look alike in public, whether a
    thief can be used or not, before and after the turn."""
    def position(thief):
        st = thief_position()
        for s in (0, 2, 3):
            st.data["players"][s]["thieves"] = [thief]
        return st
    can, cannot = position(1), position(0)  # green (on the display) or blue (taken now)
    for st in (can, cannot):
        GAME.apply(st, 0, "take blue 9")
    assert GAME.may_act(can) and not GAME.may_act(cannot)
    assert public_texts(can) == public_texts(cannot)
    assert GAME.waiting_text(can) == GAME.waiting_text(cannot)
    assert GAME.current(can) == GAME.current(cannot) == [1]


def test_alh_201_thief_claims_and_hands_are_hidden():  # ALH-201
    st = thief_position()
    st.data["players"][2]["thieves"] = [1, 2]
    pub = GAME.view(st, None)
    assert pub["players"][2]["thief_count"] == 2 and "thieves" not in pub
    assert GAME.view(st, 2)["thieves"] == ["green", "orange"]
    assert "thieves" not in json.dumps(GAME.view(st, 0)["players"][2]).replace("thief_count", "")


def test_alh_401_choosing_residents_is_not_an_interrupt():  # ALH-401 (required, simultaneous)
    st = GAME.new(["Ann", "Bob", "Cid"], 1, {"traders": "yes", "thieves": "yes"})
    assert st.data["decision"] == "choose_residents" and len(GAME.current(st)) == 3
    assert GAME.view(st, None)["interrupt"] is False
