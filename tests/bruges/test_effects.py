"""Card effects (rules/bruges/effects.py): one test per effect kind of cards.yaml, the general rules
ER-01..ER-10, and the rulebook's worked examples about persons (BRU-T13, T14, T19, T21, T22), from small
explicit positions. Cards are found by name in the stand-in deck; the kinds they use are what is tested."""
import pytest

from rules.bruges import GAME
from rules.bruges import cards as K
from rules.bruges import effects as F
from rules.bruges import engine as E
from rules.core import IllegalAction
from rules.core.game import Context
from tests.bruges.helpers import act, card_named, give, house, lines, new, player, texts, turn

DICE = {"blue": 2, "brown": 3, "red": 4, "purple": 1, "yellow": 6}
# Cards kept in hand so that the turn waits (laurel persons never act in hand).
SPARES = ("Sexton", "Potter", "Miniaturist", "Professor", "Viscount", "Astronomer")


def spares(k=1):
    return [card_named(n) for n in SPARES[:k]]


def position(n=2, seat=0, hand=(), dice=DICE, keep=1, **fields):
    """`seat`'s phase-3 turn with `hand` plus `keep` idle cards, nothing pending."""
    st = new(n)
    turn(st, seat, hand=[card_named(h) if isinstance(h, str) else h for h in hand] + spares(keep), dice=dice,
         **fields)
    return st


def person(st, name, seat=0, colour=None):
    """A person already in a house of `seat` (its house built from a card of `colour`)."""
    cid = card_named(name)
    house(st, seat, colour, person=cid)
    return cid


def recruit(st, name, seat=0, colour=None):
    """`seat` plays the card named `name` from hand into a new empty house, paying its price."""
    cid = card_named(name)
    if cid not in player(st, seat)["hand"]:
        give(st, seat, [cid])
    h = house(st, seat, colour)
    player(st, seat)["guilders"] += K.card(cid).price
    applied = act(st, f"play {cid} recruit {h}", seat)
    return cid, applied


def decision(st):
    return st.data["decision"]


def asked(st):
    """The seat the table waits for."""
    return GAME.current(st)[0]


# ---- immediate kinds ---------------------------------------------------------------------------------------

def test_gain_guilders_alchemist_bru_t13():  # BRU-T13, BRU-092: arrow, once, right after recruiting
    st = position()
    p = player(st)
    _, applied = recruit(st, "Alchemist")
    assert p["guilders"] == 5 + 6
    assert any("takes 6 guilders" in line for line in lines(applied))


def test_gain_worker_any_asks_each_colour():  # resources worker:any, BRU-153: the receiver chooses
    st = position()
    p = player(st)
    recruit(st, "Clerk")
    assert decision(st) == "worker" and asked(st) == 0
    assert texts(st) == [f"worker {c}" for c in K.COLOURS]
    act(st, "worker red")
    act(st, "worker red")
    assert p["workers"]["red"] == 3 and sum(p["workers"].values()) == 7
    assert decision(st) == "turn"


def test_gain_per_councilman_counts_yellow_houses():  # gain_per, counters houses:<colour>
    st = position(guilders=0)
    house(st, 0, "yellow")
    house(st, 0, "yellow")
    house(st, 0, "blue")
    recruit(st, "Councilman", colour="yellow")  # its own house counts: it resolves after placing
    assert player(st)["guilders"] == 2 * 3


def test_gain_die_highest_lowest_and_a_colour():  # gain_die; action II modifiers do not apply
    st = position(dice={"blue": 2, "brown": 3, "red": 4, "purple": 5, "yellow": 6}, guilders=0)
    person(st, "Treasurer")  # mod_take_guilders +1: not for gain_die
    recruit(st, "Gambler")
    assert player(st)["guilders"] == 5
    recruit(st, "Juggler")
    assert player(st)["guilders"] == 5 + 2


def test_gain_die_broker_pays_its_worker():  # BRU-093: pay the icon's worker, turned
    st = position(dice={"blue": 2, "brown": 3, "red": 4, "purple": 5, "yellow": 6}, guilders=0)
    broker = person(st, "Broker")
    act(st, f"activate {broker}")
    p = player(st)
    assert p["guilders"] == 6 and p["workers"]["brown"] == 0 and broker in p["used"]


def test_draw_cards_servant_bru_t13():  # BRU-T13: pay a red worker, one card from either pile
    st = position()
    servant = person(st, "Servant")
    p = player(st)
    before = len(p["hand"])
    top_b = st.data["piles"][1]["top"]
    act(st, f"activate {servant}")
    assert decision(st) == "pile"
    assert texts(st) == ["pile a", "pile b"]
    act(st, "pile b")
    assert len(p["hand"]) == before + 1 and top_b in p["hand"]
    assert p["workers"]["red"] == 0 and servant in p["used"]


def test_draw_cards_from_the_only_pile_without_asking():  # draw_cards, BRU-041
    st = position()
    d = st.data
    d["piles"][0] = {"top": None, "rest": []}
    d["extra_in"] = True
    d["last_round"] = 1
    top = d["piles"][1]["top"]
    recruit(st, "Poet")
    assert top in player(st)["hand"] and decision(st) == "turn"


def test_draw_discard_mathematician_draws_4_then_discards_4():  # draw_discard (confirmed card)
    st = position(keep=1)
    p = player(st)
    recruit(st, "Mathematician")
    for _ in range(4):
        assert decision(st) == "pile"
        act(st, "pile a")
    assert len(p["hand"]) == 5
    for _ in range(4):
        assert decision(st) == "discard"
        act(st, texts(st)[0])
    assert len(p["hand"]) == 1 and len(st.data["discard"]) == 4
    assert decision(st) == "turn"


def test_draw_discard_one_fewer_for_each_card_not_drawn():  # draw_discard: cards that could not be drawn
    st = position(keep=1)
    d = st.data
    a, b = d["piles"][0]["top"], d["piles"][1]["top"]
    d["piles"] = [{"top": a, "rest": []}, {"top": b, "rest": []}]
    d["extra"], d["extra_in"], d["last_round"] = [], True, 1
    p = player(st)
    recruit(st, "Mathematician")
    act(st, "pile a")  # pile B is the only one left: drawn without asking, then nothing is left
    assert a in p["hand"] and b in p["hand"] and len(p["hand"]) == 3
    assert decision(st) == "discard"  # 4 - 2 not drawn = 2 to discard
    act(st, texts(st)[0])
    act(st, texts(st)[0])
    assert len(p["hand"]) == 1 and decision(st) == "turn"


def stop_label(st):
    return next(a.label for a in GAME.actions(st, st.data["active"]) if a.text == "stop")


def test_take_discard_up_to_amount_and_stop():  # take_discard (not a draw), ER-03
    st = position()
    junk = [card_named("Heir"), card_named("Page"), card_named("Poet")]
    for c in junk:
        st.data["discard"].append(c)
        for pile in st.data["piles"]:
            if c in pile["rest"]:
                pile["rest"].remove(c)
    p = player(st)
    recruit(st, "Grave Robber")
    assert decision(st) == "take" and "stop" in texts(st)
    assert stop_label(st) == "Take none"  # nothing taken yet: not "no more"
    act(st, f"take {junk[1]}")
    assert junk[1] in p["hand"] and decision(st) == "take"
    assert stop_label(st) == "Take no more"
    act(st, "stop")
    assert junk[0] in st.data["discard"] and decision(st) == "turn"


def test_discard_threats_jailer_one_point_each():  # discard_threats, BRU-068
    st = position()
    p = player(st)
    p["threats"].update(red=2, blue=1)
    st.data["threat_supply"].update(red=7, blue=8)
    recruit(st, "Jailer")
    assert set(texts(st)) == {"return red", "return blue", "stop"}
    act(st, "return red")
    act(st, "return blue")
    assert p["threats"] == {"blue": 0, "brown": 0, "red": 1, "purple": 0, "yellow": 0}
    assert p["score"] == 5 + 2 and st.data["threat_supply"]["red"] == 8


def test_discard_threats_all_of_a_colour_fire_eater():  # discard_threats amount all
    st = position()
    p = player(st)
    p["threats"].update(red=2, purple=1)
    st.data["threat_supply"].update(red=7, purple=8)
    recruit(st, "Fire-Eater")
    assert set(texts(st)) == {"return red", "stop"}
    act(st, "return red")
    act(st, "return red")
    assert p["threats"]["red"] == 0 and p["threats"]["purple"] == 1 and p["score"] == 7
    assert p["guilders"] == 5 + 3  # the next entry resolved after the choices (ER-01)


def test_advance_reputation_marquis_and_patrician():  # advance_reputation, on_event advance_reputation
    st = position(guilders=0)
    person(st, "Patrician")
    recruit(st, "Marquis")
    p = player(st)
    assert p["rep"] == 1 and p["guilders"] == 1


def test_bru_t19_prince_after_a_paid_step():  # BRU-T19, BRU-054 reading
    st = position(rep=1, rep_bought=True)
    prince = person(st, "Prince")
    assert prince in F.activatable(st, 0)
    act(st, f"activate {prince}")
    p = player(st)
    assert p["rep"] == 2 and p["workers"]["yellow"] == 0


def test_extra_canal_acrobat_double_price_and_section_choice():  # extra_canal (confirmed card)
    st = position(guilders=10)
    acrobat = person(st, "Acrobat")
    act(st, f"activate {acrobat}")
    assert decision(st) == "canal" and texts(st) == ["canal left", "canal right"]
    act(st, "canal right")
    p = player(st)
    assert p["canal"] == {"left": 0, "right": 1} and p["guilders"] == 10 - 2 * 1


def test_extra_canal_discount_and_refusal_er_02():  # extra_canal with mod_build_canal; ER-02
    st = position(guilders=1)
    acrobat = person(st, "Acrobat")
    assert acrobat not in F.activatable(st, 0)  # 2 x 1 guilder, only 1 held
    person(st, "Shipowner")
    assert acrobat in F.activatable(st, 0)  # 2 - 1 = 1
    p = player(st)
    p["canal"]["right"] = 5
    act(st, f"activate {acrobat}")  # only the left section is free: no question
    assert p["canal"]["left"] == 1 and p["guilders"] == 0


def test_extra_house_carpenter_top_card_of_a_pile():  # extra_house; on_event build_house (once)
    st = position(guilders=0)
    person(st, "Innkeeper")
    top = st.data["piles"][0]["top"]
    carpenter, _ = recruit(st, "Carpenter")
    assert decision(st) == "pile"
    workers = dict(player(st)["workers"])
    act(st, "pile a")
    p = player(st)
    assert p["houses"][-1]["card"] == top and p["houses"][-1]["colour"] == K.card(top).colour
    assert p["workers"] == workers and p["guilders"] == 2  # no worker paid; the Innkeeper once (ER-10)
    assert st.data["piles"][0]["top"] != top


def test_bru_t14_coachman_plays_five_cards_and_ends_with_none():  # extra_action, BRU-102, BRU-T14
    st = new(2)
    mine = [card_named(n) for n in ("Heir", "Clerk", "Nun", "Patrician", "Registrar")]
    theirs = [card_named(n) for n in ("Page", "Actor", "Herbalist", "Scribe", "Jester")]
    p = turn(st, 0, hand=mine, dice=DICE)
    give(st, 1, theirs)
    coach = person(st, "Coachman")
    act(st, f"activate {coach}")
    assert decision(st) == "extra_play" and p["workers"]["yellow"] == 0
    act(st, f"play {mine[0]} guilders")
    assert decision(st) == "turn" and asked(st) == 0  # the turn's own card is still to come
    act(st, f"play {mine[1]} guilders")
    while st.data["phase"] == 3:
        seat = asked(st)
        if seat == 0:
            act(st, f"play {player(st)['hand'][0]} guilders")
        else:
            GAME.apply(st, seat, GAME.default_action(st, seat).text)
    assert p["hand"] == [] and p["played"] == 5 and len(player(st, 1)["hand"]) == 1
    while st.data["phase"] == 1:  # next phase 1: refill to 5 as usual
        seat = asked(st)
        GAME.apply(st, seat, GAME.default_action(st, seat).text)
    assert len(p["hand"]) == 5


def test_extra_action_needs_a_card_in_hand_er_02():  # extra_action, ER-02
    st = position(keep=0)
    coach = person(st, "Coachman")
    assert coach not in F.activatable(st, 0)


def test_exchange_notary_accept_and_decline():  # exchange, ER-03: declined, the card is not turned
    st = position()
    notary = person(st, "Notary")
    p = player(st)
    act(st, f"activate {notary}")
    assert decision(st) == "exchange" and texts(st) == ["exchange", "skip"]
    act(st, "skip")
    assert notary not in p["used"] and p["guilders"] == 5 and notary in F.activatable(st, 0)
    act(st, f"activate {notary}")
    act(st, "exchange")
    assert p["guilders"] == 3 and p["score"] == 6 and notary in p["used"]


def test_exchange_fence_pays_workers_of_the_owners_choice():  # exchange with worker:any in pay
    st = position()
    fence = person(st, "Fence")
    p = player(st)
    act(st, f"activate {fence}")
    act(st, "exchange")
    assert decision(st) == "pay" and len(texts(st)) == 5
    act(st, "pay blue")
    act(st, "pay red")
    assert p["workers"]["blue"] == 0 and p["workers"]["red"] == 0 and p["guilders"] == 9


def test_exchange_that_cannot_be_paid_is_refused_er_02():  # exchange, ER-02
    st = position(guilders=1)
    notary = person(st, "Notary")
    assert notary not in F.activatable(st, 0)


def test_steal_beggar_victims_choose_and_give_what_they_can():  # steal worker:any (confirmed), BRU-161
    st = position(n=3)
    player(st, 1)["workers"] = {"blue": 2, "brown": 1, "red": 0, "purple": 0, "yellow": 0}
    player(st, 2)["workers"] = {"blue": 0, "brown": 0, "red": 0, "purple": 1, "yellow": 0}
    recruit(st, "Beggar")
    assert decision(st) == "give" and asked(st) == 1  # the giver decides, out of turn
    assert texts(st, 1) == ["give blue", "give brown"]
    act(st, "give brown", seat=1)  # then only blue is left: no question
    p = player(st)
    assert player(st, 1)["workers"]["blue"] == 1 and player(st, 2)["workers"]["purple"] == 0
    assert p["workers"] == {"blue": 2, "brown": 2, "red": 1, "purple": 2, "yellow": 1}
    assert decision(st) == "turn" and asked(st) == 0


def test_steal_guilders_thief_and_points():  # steal guilders; points: the owner gains what others lost
    st = position(n=3)
    player(st, 1)["guilders"] = 0
    _, applied = recruit(st, "Thief")
    assert player(st)["guilders"] == 5 + 2 + 1 and player(st, 2)["guilders"] == 4
    ctx = Context()
    player(st, 1)["score"], player(st, 2)["score"] = 1, 5
    F.IMMEDIATE["steal"](st, 0, None, 0, {"kind": "steal", "resource": "points", "amount": 2}, ctx)
    assert player(st, 1)["score"] == 0 and player(st, 2)["score"] == 3 and player(st)["score"] == 5 + 3


def test_opponents_lose_troublemaker_outermost_token_statue_kept():  # opponents_lose canal_token
    st = position(n=3)
    player(st, 1)["canal"] = {"left": 2, "right": 1}
    q = player(st, 2)
    q["canal"], q["statues"], q["statue_from"] = {"left": 5, "right": 0}, [7], ["left"]
    recruit(st, "Troublemaker")
    assert q["canal"]["left"] == 4 and q["statues"] == [7]  # BRU-078 BRU-136: one section only: no question
    assert decision(st) == "lose" and asked(st) == 1
    assert texts(st, 1) == ["lose left", "lose right"]
    act(st, "lose right", seat=1)
    assert player(st, 1)["canal"] == {"left": 2, "right": 0}


def test_opponents_lose_points_never_below_zero_and_workers():  # opponents_lose points / worker:any
    st = position(n=3)
    player(st, 1)["score"] = 0
    recruit(st, "Jester")
    assert player(st, 1)["score"] == 0 and player(st, 2)["score"] == 4 and player(st)["score"] == 6
    player(st, 1)["workers"] = {"blue": 0, "brown": 0, "red": 0, "purple": 0, "yellow": 0}
    recruit(st, "Bailiff")
    assert decision(st) == "give" and asked(st) == 2 and "Return" in str(GAME.actions(st, 2)[0].label)
    act(st, "give yellow", seat=2)
    assert player(st, 2)["workers"]["yellow"] == 0 and player(st)["workers"]["yellow"] == 1


def test_opponents_threat_poisoner_plague_strikes_the_victim_at_once():  # opponents_threat, BRU-128 BRU-161
    st = position(n=3)
    q = player(st, 1)
    q["threats"]["brown"] = 2
    person(st, "Heir", seat=1)
    person(st, "Page", seat=1)
    _, applied = recruit(st, "Poisoner")
    assert player(st, 2)["threats"]["brown"] == 1 and q["threats"]["brown"] == 0
    assert decision(st) == "plague" and asked(st) == 1
    assert player(st)["score"] == 5 + 2  # the owner's next entry did not wait for the victim's choice
    act(st, texts(st, 1)[0], seat=1)
    assert len([h for h in q["houses"] if h["person"]]) == 1


def test_recall_person_conjurer_optional_and_used_stays_used():  # recall_person, BRU-155, ER-08
    st = position(guilders=0)
    conjurer = person(st, "Conjurer")
    accountant = person(st, "Accountant")
    act(st, f"activate {accountant}")
    assert texts(st).count(f"activate {conjurer}") == 1
    act(st, f"activate {conjurer}")
    assert decision(st) == "recall" and set(texts(st)) == {f"recall {accountant}", "skip"}
    act(st, f"recall {accountant}")
    p = player(st)
    assert accountant in p["hand"] and p["guilders"] == 2 + 2
    recruit(st, "Accountant")  # recruited again this round: still used (BRU-155)
    assert accountant not in F.activatable(st, 0)


# ---- action modifiers ----------------------------------------------------------------------------------------

def test_mod_take_workers_lawyer_bru_t13():  # BRU-T13: take-workers gives 3
    st = position(hand=["Sexton"], keep=1)
    person(st, "Lawyer")
    sexton = card_named("Sexton")
    act(st, f"play {sexton} workers")
    assert player(st)["workers"]["purple"] == 1 + 3


def test_mod_take_workers_dyer_chooses_colours():  # mod_take_workers choose_colour
    st = position(hand=["Sexton"], keep=1)
    person(st, "Dyer")
    act(st, f"play {card_named('Sexton')} workers")
    assert decision(st) == "worker"
    act(st, "worker yellow")
    act(st, "worker yellow")
    assert player(st)["workers"]["yellow"] == 3 and player(st)["workers"]["purple"] == 1


def test_mod_take_guilders_min_die_and_bonus_stack_er_05():  # mod_take_guilders, ER-05
    st = position(hand=["Sexton"], keep=1, guilders=0)  # purple die shows 1
    person(st, "Brewer")
    person(st, "Treasurer")
    person(st, "Banker")
    assert F.take_guilders(st, 0) == (3, 4)
    act(st, f"play {card_named('Sexton')} guilders")
    assert player(st)["guilders"] == 4 + 3


def test_mod_discard_threat_chaplain_and_beguine():  # mod_discard_threat (action III only)
    st = position(hand=["Sexton"], keep=1)
    p = player(st)
    p["threats"]["red"] = 1
    st.data["threat_supply"]["red"] = 8
    person(st, "Chaplain")
    person(st, "Beguine")
    sexton = card_named("Sexton")
    assert f"play {sexton} threat red" in texts(st)
    # the example names a marker the player holds (red), not the card's own colour (purple, none held): typing
    # "play N threat purple" would only bring the same refusal back
    for typed in (f"play {sexton} threat", f"play {sexton} threat purple"):
        with pytest.raises(IllegalAction, match=f"^Name the colour of the marker you return, e.g. play {sexton} "
                                                "threat red.$"):
            act(st, typed)
    act(st, f"play {sexton} threat red")
    assert p["threats"]["red"] == 0 and p["score"] == 5 + 2


def test_mod_build_canal_tightrope_walker_and_shipowner():  # mod_build_canal
    st = position(hand=["Sexton"], keep=1, guilders=0)  # purple card; space 1 left is blue, costs 1
    sexton = card_named("Sexton")
    assert f"play {sexton} canal left" not in texts(st)
    person(st, "Tightrope Walker")
    person(st, "Shipowner")
    act(st, f"play {sexton} canal left")
    assert player(st)["canal"]["left"] == 1 and player(st)["guilders"] == 0


def test_mod_build_house_mason_any_worker_and_a_point_er_04():  # mod_build_house + on_event (ER-04)
    st = position(hand=["Sexton"], keep=1)
    p = player(st)
    p["workers"]["purple"] = 0
    person(st, "Mason")
    sexton = card_named("Sexton")
    act(st, f"play {sexton} house red")
    assert p["houses"][-1]["colour"] == "purple" and p["workers"]["red"] == 0 and p["score"] == 6


def test_mod_recruit_countess_persons_only():  # mod_recruit; BRU-162: never pets
    st = position(guilders=0)
    person(st, "Countess")
    assert F.recruit_discount(st, 0, card_named("Alchemist")) == 2
    assert F.recruit_discount(st, 0, card_named("Dog")) == 0
    recruit(st, "Alchemist")  # the helper pays the full price: 2 are left over
    assert player(st)["guilders"] == 2 + 6


# ---- situations ------------------------------------------------------------------------------------------------

def test_mod_reputation_herald_and_chancellor():  # mod_reputation
    st = position(dice={"blue": 2, "brown": 3, "red": 4, "purple": 1, "yellow": 6})
    assert E.step_price(st, 0) == 3
    person(st, "Herald")
    person(st, "Chancellor")
    assert E.step_price(st, 0) == 0


def test_hand_size_inventor_bru_t13_t21():  # BRU-T13, BRU-T21: may refill to 6
    st = new(2)
    d = st.data
    seat = d["active"]
    assert d["decision"] == "draw" and F.hand_size(st, seat) == 5
    house(st, seat, person=card_named("Inventor"))
    assert F.hand_size(st, seat) == 6
    for _ in range(5):
        assert "stop" not in texts(st, seat)
        act(st, "draw a", seat=seat)
    assert "stop" in texts(st, seat) and d["active"] == seat
    act(st, "stop", seat=seat)
    assert len(player(st, seat)["hand"]) == 5


def test_on_event_constable_gain_before_the_penalty():  # on_event receive_threat (before the penalty)
    st = position()
    p = player(st)
    person(st, "Constable")
    person(st, "Gatekeeper")
    p["threats"]["yellow"] = 2
    ctx = Context()
    E.give_threat(st, 0, "yellow", ctx)  # Raid: all guilders to the bank, the Constable's one included
    assert p["guilders"] == 0 + 2  # then the Gatekeeper: suffer_penalty, after the penalty
    said = [e.text for e in ctx.events]
    assert said.index("#1 takes 1 guilder.") < said.index("#1 suffers Raid.")


def test_on_event_cardinal_counts_other_persons_only():  # on_event recruit, "other than this card"
    st = position()
    recruit(st, "Cardinal")
    assert player(st)["score"] == 5
    recruit(st, "Heir")
    assert player(st)["score"] == 7


def test_penalty_shield_dike_reeve_no_flood_but_marker_received():  # penalty_shield
    st = position()
    p = player(st)
    person(st, "Dike Reeve")
    person(st, "Constable")
    person(st, "Gatekeeper")
    p["threats"]["blue"] = 2
    E.give_threat(st, 0, "blue", Context())
    assert p["threats"]["blue"] == 0 and sum(p["workers"].values()) == 5
    assert p["guilders"] == 5 + 1  # received (Constable), not suffered (no Gatekeeper)


def test_majority_bonus_cartographer_bru_t22():  # majority_bonus, BRU-159, BRU-T22
    st = position()
    person(st, "Cartographer")
    assert E.majority_counts(st, "canals") == [0, 0]
    E.check_majorities(st, None)
    assert not player(st)["majorities"]["canals"]
    player(st)["canal"]["left"] = 1
    player(st, 1)["canal"]["left"] = 1
    assert E.majority_counts(st, "canals") == [2, 1]
    E.check_majorities(st, None)
    assert player(st)["majorities"]["canals"] and not player(st, 1)["majorities"]["canals"]


# ---- laurels -----------------------------------------------------------------------------------------------------

def test_score_per_bishop_bru_t13():  # BRU-T13: 1 point per 2 workers
    st = position()
    bishop = person(st, "Bishop")
    player(st)["workers"] = {"blue": 3, "brown": 2, "red": 0, "purple": 0, "yellow": 0}
    assert F.laurel_points(st, 0, bishop) == 2


def test_score_per_mayor_counts_itself_bru_t01():  # BRU-T01: Mayor and Councilman: 2 x 2
    st = position()
    mayor = person(st, "Mayor")
    person(st, "Councilman")
    person(st, "Prince")
    assert F.laurel_points(st, 0, mayor) == 4


def test_score_distinct_engraver_two_per_group():  # score_distinct (confirmed card)
    st = position()
    engraver = person(st, "Engraver")  # Artist
    for name in ("Mayor", "Lawyer", "Alchemist", "Accountant"):  # Bureaucrat x2, Scholar, Merchant
        person(st, name)
    assert F.laurel_points(st, 0, engraver) == 2 * 4


def test_score_sets_lace_dealer_sets_of_house_colours():  # score_sets
    st = position()
    dealer = person(st, "Lace Dealer", colour="brown")
    for c in ("blue", "red", "purple", "yellow", "blue"):
        house(st, 0, c)
    assert F.laurel_points(st, 0, dealer) == 5
    house(st, 0, "brown")
    assert F.laurel_points(st, 0, dealer) == 5  # a second set needs one of each colour


def test_score_if_storyteller():  # score_if
    st = position()
    teller = person(st, "Storyteller")
    for name in ("Heir", "Clerk", "Nun", "Page"):
        person(st, name)
    assert F.laurel_points(st, 0, teller) == 0
    person(st, "Scribe")
    assert F.laurel_points(st, 0, teller) == 3


def test_laurel_only_in_the_play_area():  # BRU-158: a person works only while it is in play
    st = position()
    assert F.laurel_points(st, 0, card_named("King")) == 0


# ---- the general rules ER-01..ER-10 ----------------------------------------------------------------------------

def test_er_01_the_list_waits_for_a_choice():  # ER-01: the Translator's guilder after its workers
    st = position()
    p = player(st)
    recruit(st, "Translator")
    assert decision(st) == "worker" and p["guilders"] == 5
    act(st, "worker blue")
    assert p["guilders"] == 5
    act(st, "worker blue")
    assert p["guilders"] == 6 and decision(st) == "turn"


def test_er_02_condition_powderman():  # ER-02, conditions: a false `if` refuses the activation
    st = position(guilders=0)
    powder = person(st, "Powderman")
    assert powder not in F.activatable(st, 0)
    st.data["dice"]["brown"] = 6
    assert powder in F.activatable(st, 0)
    act(st, f"activate {powder}")
    assert player(st)["guilders"] == 3


def test_er_02_accountant_once_per_round_bru_t13():  # BRU-T13, BRU-095 BRU-155: +2, turned until phase 4
    st = position(guilders=0)
    acc = person(st, "Accountant")
    act(st, f"activate {acc}")
    assert player(st)["guilders"] == 2 and acc in player(st)["used"]
    assert f"activate {acc}" not in texts(st)


def test_er_03_up_to_n_may_stop_at_once():  # ER-03
    st = position()
    p = player(st)
    p["threats"]["red"] = 2
    recruit(st, "Jailer")
    act(st, "stop")
    assert p["threats"]["red"] == 2 and p["score"] == 5


def test_er_05_hand_size_highest_and_flags_combine():  # ER-05
    st = position()
    person(st, "Inventor")
    person(st, "Dyer")
    person(st, "Lawyer")
    assert F.hand_size(st, 0) == 6 and F.take_workers(st, 0) == (1, True)


def test_er_06_modifiers_apply_to_an_extra_action():  # ER-06: the Lawyer on the Coachman's play
    st = position(hand=["Sexton"], keep=1)
    coach = person(st, "Coachman")
    person(st, "Lawyer")
    act(st, f"activate {coach}")
    act(st, f"play {card_named('Sexton')} workers")
    p = player(st)
    assert p["workers"]["purple"] == 1 + 3 and p["workers"]["yellow"] == 0


def test_er_07_09_victims_in_seating_order_from_the_left():  # ER-07, ER-09, BRU-154
    st = position(n=4, seat=2)
    for s in (3, 0, 1):
        player(st, s)["workers"] = {"blue": 1, "brown": 1, "red": 1, "purple": 0, "yellow": 0}
    _, applied = recruit(st, "Beggar", seat=2)
    order = []
    while decision(st) == "give":
        s = asked(st)
        if s not in order:
            order.append(s)
        act(st, texts(st, s)[0], seat=s)  # each gives 2 of 3 colours: two choices
    assert order == [3, 0, 1]
    _, applied = recruit(st, "Inquisitor", seat=2)
    got = [line for line in lines(applied) if "purple threat marker" in line]
    assert got == ["P3 receives a purple threat marker.", "P0 receives a purple threat marker.",
                   "P1 receives a purple threat marker."]


def test_er_08_a_person_removed_stops_working():  # ER-08: the Lawyer lost to Plague
    st = position(hand=["Sexton"], keep=1)
    lawyer = person(st, "Lawyer")
    p = player(st)
    p["threats"]["brown"] = 2
    E.give_threat(st, 0, "brown", Context())  # Plague: the only person goes
    assert lawyer in st.data["discard"] and F.take_workers(st, 0) == (0, False)


def test_er_10_an_on_event_gain_is_no_event():  # ER-10: the Patrician's guilder triggers nothing more
    st = position(guilders=0)
    person(st, "Patrician")
    person(st, "Innkeeper")
    E.advance(st, 0, 2, Context())
    assert player(st)["rep"] == 2 and player(st)["guilders"] == 2


# ---- the decisions: defaults and labels --------------------------------------------------------------------------

@pytest.mark.parametrize("name,setup", [
    ("Clerk", None), ("Pilgrim", None), ("Mathematician", None), ("Jailer", "threats"),
    ("Grave Robber", "discard"), ("Beggar", None), ("Troublemaker", "canals"),
])
def test_every_effect_decision_has_one_default_and_distinct_labels(name, setup):  # house rules: actions
    st = position(n=3)
    if setup == "threats":
        player(st)["threats"].update(red=1, blue=2)
    if setup == "discard":
        st.data["discard"] += [card_named("Heir"), card_named("Page")]
    if setup == "canals":
        player(st, 1)["canal"] = {"left": 1, "right": 1}
    player(st, 1)["workers"]["blue"] = 3
    recruit(st, name)
    seen = 0
    while decision(st) in F.DECISIONS:
        seat = asked(st)
        actions = list(GAME.actions(st, seat))
        assert sum(a.default for a in actions) == 1
        assert len({str(a.label) for a in actions}) == len(actions)
        assert GAME.prompt(st, seat)
        GAME.apply(st, seat, GAME.default_action(st, seat).text)
        seen += 1
    assert seen >= 1



# ---- general rules of the persons (RULES.md section 8-9) -------------------------------------------------------

def test_bru_088_a_group_card_counts_only_that_group():
    # BRU-088: the Mayor (2 per Bureaucrat) counts himself and the Councilman, not the King (a Noble); the
    # Troubadour (3 per Noble) counts the King alone
    st = position()
    mayor = person(st, "Mayor")
    person(st, "Councilman")
    person(st, "King")
    troubadour = person(st, "Troubadour")
    assert {K.card(card_named(n)).group for n in ("Mayor", "Councilman")} == {"bureaucrat"}
    assert F.laurel_points(st, 0, mayor) == 2 * 2
    assert F.laurel_points(st, 0, troubadour) == 3 * 1


def test_bru_104_arrow_effects_are_compulsory_and_may_effects_optional():
    # BRU-104: the Messenger (arrow: draw 3, then discard 2) resolves in full: no choice lets the owner stop
    # drawing or discarding; the Scribe's "take 1 card from the discard pile" is optional (stop)
    st = position(keep=1)
    p = player(st)
    recruit(st, "Messenger")
    for _ in range(3):
        assert decision(st) == "pile" and set(texts(st)) == {"pile a", "pile b"}
        act(st, "pile a")
    for _ in range(2):
        assert decision(st) == "discard" and all(t.startswith("discard ") for t in texts(st))
        act(st, texts(st)[0])
    assert len(p["hand"]) == 1 + 3 - 2 and decision(st) == "turn"
    st.data["discard"].append(st.data["piles"][1]["rest"].pop(0))
    before = len(p["hand"])
    st.data["plays"] = 1
    recruit(st, "Scribe")
    assert decision(st) == "take" and "stop" in texts(st)
    act(st, "stop")
    assert len(p["hand"]) == before and decision(st) == "turn"  # the Scribe came and went: no card taken


def test_bru_105_nobody_gives_more_than_they_have():
    # BRU-105: "each other player gives 2 workers" takes what there is; no count ever goes below 0
    st = position(n=3)
    player(st, 1)["workers"] = {"blue": 0, "brown": 1, "red": 0, "purple": 0, "yellow": 0}
    player(st, 2)["workers"] = {c: 0 for c in K.COLOURS}
    before = dict(player(st)["workers"])
    recruit(st, "Beggar")
    assert player(st, 1)["workers"]["brown"] == 0 and all(v == 0 for v in player(st, 2)["workers"].values())
    assert player(st)["workers"] == dict(before, brown=before["brown"] + 1)  # exactly what was given
    player(st, 1)["guilders"], player(st, 2)["guilders"] = 0, 1
    st.data["plays"] = 1
    recruit(st, "Thief")  # 1 guilder from each other player
    assert player(st, 1)["guilders"] == 0 and player(st, 2)["guilders"] == 0
    player(st, 1)["score"] = 0
    st.data["plays"] = 1
    recruit(st, "Blackmailer")  # each other player loses 1 point
    assert player(st, 1)["score"] == 0 and player(st, 2)["score"] == 4
    for q in st.data["players"]:
        assert q["guilders"] >= 0 and q["score"] >= 0 and min(q["workers"].values()) >= 0


def test_pet_05_pets_never_count_as_persons_for_cards():
    # PET-05: the King (1 point per person), the Judge (2 per person colour) and a colour count ignore pets
    from rules.bruges import town as T
    st = new(2, pets=True)
    king = card_named("King")  # yellow
    judge = card_named("Judge")  # brown
    house(st, 0, person=king, pet=card_named("Dog"))  # a blue pet beside him
    house(st, 0, person=judge)
    house(st, 0, pet=card_named("Sheep"))  # a red pet alone
    assert F.laurel_points(st, 0, king) == 2
    assert F.laurel_points(st, 0, judge) == 2 * 2  # yellow and brown; not blue or red
    assert T.count(st, 0, "persons:blue") == 0 and T.count(st, 0, "persons:red") == 0
    assert T.count(st, 0, "persons") == 2 and T.count(st, 0, "pets") == 2
