"""What each seat may see (BRU-031 BRU-032, BRU-151 BRU-152 BRU-157) and the view's fields render/bruges.py draws."""
import json

from rules.bruges import GAME
from rules.bruges.components import card
from tests.bruges.helpers import act, card_named, house, new, plain, player, turn


def test_bru_151_hand_fronts_only_in_the_owner_view():
    st = new(3)
    hand = plain("blue", 3)
    turn(st, 0, hand=hand)
    mine = GAME.view(st, 0)
    assert [c["id"] for c in mine["hand"]] == hand
    for seat in (1, None):
        view = GAME.view(st, seat)
        text = json.dumps(view)
        assert "hand" not in view or all(c["id"] not in hand for c in view["hand"])
        for cid in hand:
            assert card(cid).en not in text
        assert view["players"][0]["hand_colours"] == ["blue"] * 3  # BRU-031: the backs are public
        assert view["players"][0]["hand_count"] == 3


def test_bru_032_new_cards_show_only_their_backs_until_the_hand_is_complete():
    st = new(2, 5)
    first = st.data["start"]
    act(st, "draw a", first)
    view = GAME.view(st, first)
    assert view["hand"] == [] and len(view["new_backs"]) == 1
    assert view["players"][first]["hand_count"] == 1


def test_bru_157_pile_sizes_and_top_colours_are_public():
    st = new(4)
    view = GAME.view(st, None)
    d = st.data
    assert [p["count"] for p in view["piles"]] == [66, 66]
    assert [p["top"] for p in view["piles"]] == [card(p["top"]).colour for p in d["piles"]]
    assert view["extra"] == {"count": 33, "in": False}
    text = json.dumps(view)
    assert str(d["piles"][0]["rest"][:5])[1:-1] not in text


def test_bru_152_the_discard_pile_is_public():
    st = new(2)
    a = plain("red")[0]
    turn(st, 0, hand=[a])
    act(st, f"play {a} guilders")
    view = GAME.view(st, 1)
    assert view["discard"]["count"] == 1 and view["discard"]["colours"]["red"] == 1
    assert view["discard"]["top"]["id"] == a


def test_a_house_shows_its_colour_not_its_front():
    st = new(2)
    a = plain("purple")[0]
    turn(st, 0, hand=[a])
    act(st, f"play {a} house")
    view = GAME.view(st, 1)
    assert view["players"][0]["houses"] == [{"colour": "purple", "person": None, "pet": None}]
    assert card(a).en not in json.dumps(view)


def test_persons_pets_and_fields_of_the_view():
    st = new(2, pets=True)
    prince, dog = card_named("Prince"), card_named("Dog")
    house(st, 0, "red", person=prince, pet=dog)
    turn(st, 0, hand=plain("blue", 1), dice={"blue": 1, "brown": 2, "red": 3, "purple": 5, "yellow": 6})
    player(st, 0)["used"] = [prince]
    view = GAME.view(st, 0)
    h = view["players"][0]["houses"][0]
    assert h["person"]["id"] == prince and h["person"]["used"] and h["person"]["points"] == 3
    assert h["pet"]["pet"] and h["person"]["stand_in"] in (True, False)
    assert view["rep_price"] == 3 and view["dice"]["yellow"] == 6
    assert view["reputation_points"][6] == 7
    assert view["statues"] == [7, 6, 5, 4, 3, 2]
    assert view["players"][0]["sections"]["left"][0] == {"colour": "blue", "price": 1}
    assert view["usable"] == []  # the Prince is turned
    json.dumps(view)


def test_usable_lists_the_persons_the_active_player_may_activate():
    st = new(2)
    accountant = card_named("Accountant")
    house(st, 0, person=accountant)
    turn(st, 0, hand=plain("blue", 1))
    assert GAME.view(st, 0)["usable"] == [accountant]
    assert "usable" not in GAME.view(st, None)
    assert GAME.view(st, 1)["usable"] == []


def test_to_act_names_the_victim_of_a_penalty():
    from tests.bruges.helpers import roll
    st = new(2)
    a, b = plain("red", 2)
    house(st, 1, person=a)
    house(st, 1, person=b)
    player(st, 1)["threats"]["brown"] = 2
    st.data["threat_supply"]["brown"] = 7
    roll(st, {"brown": 6})
    assert GAME.view(st, None)["to_act"] == [1]
    assert "prompt" in GAME.view(st, 1)


def test_prompts_waiting_texts_labels_and_log_lines_read_in_english_at_every_decision():
    from rules.core import Rng
    from rules.core.text import english
    for n, pets in ((2, True), (4, False)):
        st = GAME.new([f"P{i}" for i in range(n)], 21, {"pets": pets})
        rng = Rng(3)
        names = st.names
        seen = set()
        while not GAME.over(st):
            seat = GAME.current(st)[0]
            seen.add(st.data["decision"])
            for text in (english(GAME.prompt(st, seat), names), english(GAME.waiting_text(st), names)):
                assert text and "{" not in text
            legal = GAME.actions(st, seat)
            for a in legal:
                assert "{" not in english(a.label, names) and english(a.group)
            applied = GAME.apply(st, seat, legal[rng.below(len(legal))])
            assert applied.events  # every move leaves a line
            for e in applied.events:
                assert "{" not in english(e.message, names)
        json.dumps(GAME.view(st, 0))
        assert {"draw", "turn"} <= seen
