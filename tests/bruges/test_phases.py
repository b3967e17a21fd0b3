"""The round (sections 3-6 and 10 of RULES.md): drawing, the piles running out, the dice, turns, phase 4."""
from rules.bruges import GAME
from rules.bruges import engine as E
from rules.bruges.components import COLOURS, card
from tests.bruges.helpers import act, card_named, house, lines, new, player, plain, roll, settle, texts, turn


def draw_all(st):
    """Every player of phase 1 fills the hand from pile A (or B when A is empty)."""
    while st.data["phase"] == 1 and not st.data["over"]:
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))


def test_bru_029_030_each_player_in_turn_draws_card_by_card_choosing_the_pile():
    # BRU-029, BRU-030
    st = new(3, 5)
    d = st.data
    first = d["start"]
    assert texts(st, first) == ["draw a", "draw b"]
    top_b = d["piles"][1]["top"]
    act(st, "draw b", first)
    assert player(st, first)["new"] == [top_b]
    for _ in range(4):
        act(st, "draw a", first)
    # BRU-029: clockwise from the start player
    assert GAME.current(st) == [(first + 1) % 3]
    assert len(player(st, first)["hand"]) == 5


def test_bru_032_new_fronts_are_seen_only_when_the_hand_is_complete():
    st = new(2, 5)
    first = st.data["start"]
    applied = act(st, "draw a", first)
    view = GAME.view(st, first)
    assert view["hand"] == [] and len(view["new_backs"]) == 1
    assert view["players"][first]["hand_colours"] == view["new_backs"]  # BRU-031: backs are public
    assert not any(e.seat is not None for e in applied.events)
    for _ in range(3):
        act(st, "draw a", first)
    applied = act(st, "draw a", first)
    assert [e.seat for e in applied.events if e.seat is not None] == [first]  # the fronts, in private
    assert len(GAME.view(st, first)["hand"]) == 5


def test_bru_033_a_full_hand_draws_nothing():
    # BRU-033: a hand of 5 or more draws nothing and discards nothing
    st = new(2, 5)
    d = st.data
    first = d["start"]
    other = 1 - first
    player(st, other)["hand"] = [c for c in d["piles"][0]["rest"][:6]]
    for c in player(st, other)["hand"]:
        d["piles"][0]["rest"].remove(c)
    for _ in range(5):
        act(st, "draw a", first)
    assert d["phase"] == 3 or d["phase"] == 2 or d["decision"] != "draw"
    assert len(player(st, other)["hand"]) == 6


def test_bru_035_036_t15a_pile_empty_in_phase_1_extra_pile_and_this_round_is_the_last():
    # BRU-035, BRU-036
    st = new(2, 5)
    d = st.data
    first = d["start"]
    pile = d["piles"][0]
    pile["rest"][:] = pile["rest"][:1]  # two cards left in pile A
    act(st, "draw a", first)
    extra = len(d["extra"])
    applied = act(st, "draw a", first)
    assert d["extra_in"] and d["extra"] == [] and d["last_round"] == 1
    assert len(pile_cards(d["piles"][0])) == extra
    assert any("this round is the last" in line for line in lines(applied))


def pile_cards(pile):
    return pile["rest"] + ([pile["top"]] if pile["top"] is not None else [])


def test_bru_037_t15b_pile_empty_in_phase_3_next_round_is_the_last():
    # BRU-037, BRU-T15
    st = new(2, 5)
    turn(st, 0, hand=[])
    d = st.data
    d["piles"][0]["rest"][:] = []  # only the top card left in pile A
    E.draw(st, 0, 0, None)  # a card effect draws in phase 3
    assert d["extra_in"] and d["last_round"] == 2


def test_bru_038_039_t15c_with_the_extra_pile_in_play_the_remaining_pile_is_split():
    # BRU-038, BRU-039
    st = new(2, 5)
    turn(st, 0, hand=[])
    d = st.data
    d["piles"][0]["rest"][:] = []
    E.draw(st, 0, 0, None)
    remaining = len(pile_cards(d["piles"][1]))
    d["piles"][1]["rest"][:] = []  # pile B: only its top left
    d["piles"][0]["rest"][:] = d["piles"][0]["rest"][:9]  # pile A (the extra pile): 10 cards
    E.draw(st, 0, 1, None)  # B runs out: A is split in two
    assert [len(pile_cards(p)) for p in d["piles"]] == [5, 5]
    assert d["last_round"] == 2  # BRU-040: the final round stays
    assert remaining


def test_bru_041_no_card_left_drawing_stops_and_a_turn_without_card_is_skipped():
    st = new(2, 5)
    d = st.data
    for pile in d["piles"]:
        pile["top"], pile["rest"] = None, []
    d["extra"], d["extra_in"], d["last_round"] = [], True, 1
    player(st, 1)["hand"] = [7]
    settle(st)
    assert d["phase"] in (2, 3)  # nobody could draw: phase 2 came
    while d["decision"] == "reputation":
        act(st, "reputation pass", GAME.current(st)[0])
    # seat 0 has no card: its turns are skipped; seat 1 plays its card
    assert GAME.current(st) == [1] and d["decision"] == "turn"
    act(st, "play 7 guilders", 1)
    assert d["over"]


def test_bru_042_045_t03_the_roll_hands_out_markers_to_everyone():
    # BRU-042, BRU-045, BRU-T03
    st = new(3, 5)
    d = st.data
    d["players"][0]["hand"] = [1]  # hands are full enough: no draws
    draw_all(st)
    assert d["dice"] is not None and set(d["dice"]) == set(COLOURS)
    for c in COLOURS:
        held = [p["threats"][c] for p in d["players"]]
        assert held == [1 if d["dice"][c] >= 5 else 0] * 3  # BRU-045: everyone, start player included
        assert d["threat_supply"][c] == 9 - sum(held)


def test_bru_050_t04_reputation_price_is_the_sum_of_the_dice_showing_1_or_2():
    # BRU-050, BRU-T04
    st = new(2, 5)
    d = st.data
    d["phase"] = 2
    d["dice"] = {"blue": 2, "brown": 3, "red": 4, "purple": 1, "yellow": 6}
    assert E.step_price(st, 0) == 3
    d["dice"] = {"blue": 3, "brown": 3, "red": 4, "purple": 5, "yellow": 6}
    assert E.step_price(st, 0) is None  # BRU-055
    assert not E.can_buy_step(st, 0)


def test_bru_051_053_054_one_paid_step_each_in_turn_or_pass():
    # BRU-051, BRU-053, BRU-054
    st = new(2, 5)
    d = st.data
    d["phase"], d["decision"] = 2, "reputation"
    d["dice"] = {"blue": 2, "brown": 3, "red": 4, "purple": 1, "yellow": 4}
    d["queue"] = [1, 0]
    player(st, 1)["guilders"] = 3
    player(st, 0)["guilders"] = 2  # cannot pay: not asked (BRU-053)
    player(st, 0)["hand"] = [7]
    settle(st)
    assert GAME.current(st) == [1]
    assert texts(st, 1) == ["reputation pay", "reputation pass"]
    act(st, "reputation pay", 1)
    assert player(st, 1)["rep"] == 1 and player(st, 1)["guilders"] == 0  # BRU-052: town hall to step 1
    assert d["phase"] == 3  # seat 0 could not pay: phase 3 began
    assert not E.can_buy_step(st, 1)  # BRU-054: one paid step per round


def test_bru_058_the_track_ends_at_step_12():
    # BRU-058: 12 steps; a pawn never goes above step 12, by a card or by paying
    st = new(2, 5)
    player(st)["rep"] = 11
    assert E.advance(st, 0, 3, None) == 1
    assert player(st)["rep"] == 12
    assert E.advance(st, 0, 1, None) == 0 and player(st)["rep"] == 12
    player(st, 1)["rep"] = 11
    player(st, 0)["guilders"] = player(st, 1)["guilders"] = 10
    roll(st, {"purple": 1})  # a step costs 1
    assert not E.can_buy_step(st, 0) and E.can_buy_step(st, 1)
    assert GAME.current(st) == [1] and st.data["decision"] == "reputation"  # seat 0 is not asked
    act(st, "reputation pay", 1)
    assert player(st, 1)["rep"] == 12


def test_bru_060_061_four_turns_each_from_the_start_player():
    # BRU-060, BRU-061
    st = new(3, 5)
    d = st.data
    draw_all(st)
    while d["phase"] == 2:
        act(st, "reputation pass", GAME.current(st)[0])
    start = d["start"]
    seen = []
    while d["phase"] == 3:
        seat = GAME.current(st)[0]
        if not seen or seen[-1] != seat:
            seen.append(seat)
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert seen == [start, (start + 1) % 3, (start + 2) % 3] * 4
    if not d["over"]:
        assert [len(p["hand"]) for p in d["players"]] == [1, 1, 1]  # BRU-061: one card kept


def test_bru_114_115_phase_4_straightens_cards_and_passes_the_start_player():
    # BRU-114, BRU-115
    st = new(2, 5)
    turn(st, 0, hand=[])
    d = st.data
    d["turns_left"] = {"0": 1, "1": 0}
    player(st, 0)["used"] = [5]
    settle(st)  # seat 0 has nothing to play: the turn ends, phase 4 follows
    assert player(st, 0)["used"] == []
    assert d["start"] == 1 and d["round"] == 2 and d["phase"] == 1


def test_bru_116_the_game_ends_after_the_final_round():
    st = new(2, 5)
    turn(st, 0, hand=[])
    d = st.data
    d["turns_left"] = {"0": 1, "1": 0}
    d["last_round"] = 1
    settle(st)
    assert d["over"] and GAME.over(st)
    assert GAME.current(st) == []


def test_plain_cards_exist_for_tests():
    assert all(card(c).activation == "laurel" for c in plain("red", 2))


def test_a_card_drawn_is_no_news_for_a_board_but_the_roll_is():  # BRU-030, BRU-042
    """Drawing card after card shows a new back each time: undo stops there (the draw was random), but the
    table posts no board per card; the move whose last draw makes the start player roll is news."""
    from rules.bruges import GAME
    st = GAME.new(["A", "B"], 7)
    news = []
    while st.data["phase"] == 1:
        seat = GAME.current(st)[0]
        applied = GAME.apply(st, seat, "draw a" if st.data["piles"][0]["top"] is not None else "draw b")
        assert applied.reveals
        news.append(applied.news)
    assert news[-1] and not any(news[:-1])


def test_bru_033_five_cards_or_more_are_kept_and_nothing_is_drawn():
    # BRU-033: at exactly 5 and above 5 the player is skipped in phase 1; no card is taken from the hand
    st = new(3, 5)
    d = st.data
    first = d["start"]
    second, third = (first + 1) % 3, (first + 2) % 3
    five = [d["piles"][0]["rest"].pop(0) for _ in range(5)]
    seven = [d["piles"][0]["rest"].pop(0) for _ in range(7)]
    player(st, second)["hand"], player(st, third)["hand"] = sorted(five), sorted(seven)
    for _ in range(5):
        act(st, "draw a", first)
    assert d["phase"] != 1  # the other two were not asked to draw
    assert player(st, second)["hand"] == sorted(five) and player(st, third)["hand"] == sorted(seven)


def test_bru_034_the_inventor_may_draw_a_sixth_card():
    # BRU-034: with the Inventor the refill target is 6, but once the hand holds 5 each further card is the
    # owner's choice; at 6 nothing more is drawn
    st = new(2, 5)
    d = st.data
    first = d["start"]
    house(st, first, person=card_named("Inventor"))
    player(st, first)["hand"] = [d["piles"][0]["rest"].pop(0) for _ in range(5)]
    assert set(texts(st, first)) == {"draw a", "draw b", "stop"}  # asked, though the hand holds 5
    assert GAME.default_action(st, first).text == "stop"
    act(st, "draw a", first)
    assert len(player(st, first)["hand"]) == 6 and GAME.current(st) == [1 - first]  # 6: no more


def test_bru_037_a_pile_emptied_in_phase_3_makes_the_next_round_the_last():
    # BRU-037: the extra pile comes in at once; the round goes on and ends normally, the next one is the last
    st = new(2, 5)
    d = st.data
    turn(st, 0, hand=plain("blue", 1))
    d["piles"][0]["rest"][:] = []  # only the top card left in pile A
    E.draw(st, 0, 0, None)  # a card effect draws in phase 3
    assert d["extra_in"] and d["extra"] == [] and len(pile_cards(d["piles"][0])) > 0  # at once
    d["turns_left"] = {"0": 1, "1": 0}
    act(st, f"play {plain('blue', 1)[0]} guilders", 0)
    assert not d["over"] and d["round"] == 2 and d["phase"] == 1  # round 1 was not the last
    assert d["last_round"] == 2


def test_bru_043_the_dice_stay_for_the_round_and_pay_action_ii():
    # BRU-043: the values rolled in phase 2 are the ones action II pays in phase 3, for every turn
    st = new(2, 5)
    d = st.data
    dice = {"blue": 3, "brown": 4, "red": 6, "purple": 3, "yellow": 4}
    red, yellow = plain("red", 1) + plain("yellow", 1)
    player(st, 0)["hand"], player(st, 1)["hand"] = [red], [yellow]
    roll(st, dice, start=0)  # red 6: a red marker each; no die on 1 or 2: no reputation step
    assert d["phase"] == 3 and d["dice"] == dice
    act(st, f"play {red} guilders", 0)
    assert player(st, 0)["guilders"] == 5 + 6
    assert d["dice"] == dice
    act(st, f"play {yellow} guilders", 1)
    assert player(st, 1)["guilders"] == 5 + 4


def test_bru_044_threat_markers_before_the_reputation_step():
    # BRU-044: after the roll, the markers (and their penalties) come first, then the reputation steps: a Raid
    # from this roll leaves nothing to pay the step with
    st = new(2, 5)
    p = player(st, 0)
    p["threats"]["yellow"] = 2
    st.data["threat_supply"]["yellow"] -= 2
    p["guilders"] = 3
    roll(st, {"purple": 1, "blue": 2, "yellow": 6}, start=0)  # a step costs 3
    assert p["guilders"] == 0 and p["rep"] == 0  # Raid struck before seat 0 could buy the step
    assert GAME.current(st) == [1] and st.data["decision"] == "reputation"


def test_bru_056_dice_on_3_or_4_do_nothing_in_phase_2():
    # BRU-056: no marker and no price from a 3 or a 4
    st = new(2, 5)
    roll(st, {"blue": 3, "brown": 4, "red": 3, "purple": 4, "yellow": 3})
    d = st.data
    assert all(v == 0 for p in d["players"] for v in p["threats"].values())
    assert E.step_price(st, 0) is None and d["phase"] == 3  # nobody is asked about reputation
    st = new(2, 5)
    roll(st, {"blue": 1, "brown": 4, "red": 3, "purple": 4, "yellow": 3})
    assert E.step_price(st, 0) == 1  # only the 1 counts


def test_the_table_is_told_why_nobody_is_asked_about_reputation():  # BRU-053, BRU-055
    from rules.bruges import engine as E
    from rules.core import Context
    from rules.core.text import english
    from tests.bruges.helpers import new as fresh, player as seat_of
    st = fresh(2)
    ctx = Context()
    st.data["dice"] = {c: 4 for c in ("blue", "brown", "red", "purple", "yellow")}
    E.after_roll(st, ctx)
    E.settle(st, ctx)
    said = [english(e.message, ["A", "B"]) for e in ctx.events]
    assert said.count("No die shows 1 or 2: nobody can buy a reputation step this round.") == 1
    st = fresh(2)
    ctx = Context()
    st.data["dice"] = {"blue": 2, "brown": 1, "red": 4, "purple": 4, "yellow": 4}
    for s in (0, 1):
        seat_of(st, s)["guilders"] = 2
    E.after_roll(st, ctx)
    E.settle(st, ctx)
    said = [english(e.message, ["A", "B"]) for e in ctx.events]
    assert {"A cannot pay 3 guilders for a reputation step.", "B cannot pay 3 guilders for a reputation step."} <= set(said)
