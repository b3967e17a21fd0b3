"""Phase 1, cards (MAC-030 MAC-031 MAC-032 MAC-033 MAC-034 MAC-035 MAC-036, MAC-211)."""
import pytest

from rules.core import IllegalAction
from rules.macao import GAME
from rules.macao.components import card
from tests.macao.helpers import act, new, texts, to_phase


@pytest.mark.parametrize("n,shown", [(2, 4), (3, 5), (4, 6)])
def test_mac_030_031_032_211_display_and_tribute(n, shown):
    st = to_phase(new(n, 5), 1)
    d = st.data
    assert len(d["display"]) == shown  # MAC-211
    offices = d["display"][-2:]
    assert d["offices"][0] == [] and all(card(c).type == "office" for c in offices)  # MAC-032: office cards are never removed
    removed = d["discard"][2:]  # after the two draft leftovers
    assert len(removed) == 4 - (shown - 2)
    all6 = d["display"][:-2] + removed + offices
    assert len(all6) == 6
    assert d["tribute"] == [sum(card(c).tribute[0] for c in all6), sum(card(c).tribute[1] for c in all6)]  # MAC-031


def test_mac_033_034_each_takes_one_in_wall_order_and_the_rest_is_discarded():
    st = to_phase(new(4, 2), 1)
    d = st.data
    order = list(d["queue"])
    assert order == GAME.current(st) + order[1:]
    before = len(d["discard"])
    for seat in order:
        assert GAME.current(st) == [seat]
        cid = int(texts(st, seat)[-1].split()[1])
        act(st, seat, f"take {cid}")
        assert cid in d["players"][seat]["board"]
    assert d["phase"] == 2 and len(d["discard"]) == before + 2  # MAC-034, offices included


def test_mac_036_a_sixth_card_costs_a_penalty_and_a_discard():
    st = to_phase(new(2, 3), 1)
    d = st.data
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    p["board"] = [c for c in d["deck"][:5]]
    for c in p["board"]:
        d["deck"].remove(c)
    new_card = d["display"][0]
    ts = texts(st, seat)
    assert f"take {new_card}" not in ts and f"take {new_card} discard" in ts
    old = p["board"][0]
    with pytest.raises(IllegalAction, match=f"^Say which card of your player board it replaces: take {new_card} "
                                            "replace N.$"):
        act(st, seat, f"take {new_card} replace")
    act(st, seat, f"take {new_card} replace {old}")
    assert p["penalties"] == 1 and old in d["discard"] and new_card in p["board"] and len(p["board"]) == 5


def test_mac_036_the_new_card_itself_may_go():
    st = to_phase(new(2, 3), 1)
    d = st.data
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    p["board"] = d["deck"][:5]
    d["deck"] = d["deck"][5:]
    c = d["display"][0]
    act(st, seat, f"take {c} discard")
    assert p["penalties"] == 1 and c in d["discard"] and c not in p["board"]


def test_mac_036_a_replace_with_a_free_card_space_says_no_card_needs_to_go():
    """A player with a free card space who types "take N replace" is told nothing needs to go, not asked
    which card it replaces (a replace is refused whatever card follows)."""
    import i18n

    st = to_phase(new(2, 3), 1)
    d = st.data
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    assert len(p["board"]) < 5
    new_card = d["display"][0]
    for typed in (f"take {new_card} replace", f"take {new_card} replace {p['board'][0]}"):
        with pytest.raises(IllegalAction, match="^You still have a free card space: no card needs to go.$"):
            act(st, seat, typed)
    p["board"] = d["deck"][:5]
    d["deck"] = d["deck"][5:]
    with pytest.raises(IllegalAction) as err:
        act(st, seat, f"take {new_card} replace")
    said = i18n.say("it", err.value.message)
    assert said.endswith(f"prendi {new_card} sostituisci N.")  # the Italian example is typed in Italian


@pytest.mark.parametrize("lang", ["en", "it"])
def test_mac_033_019_the_menu_says_what_each_card_on_offer_does(lang):
    """A player chooses a card knowing its cost, when it acts and its effect: the menu's question lists them."""
    import i18n
    from rules.macao import effects
    from rules.macao import terms

    for st in (new(3, 4), to_phase(new(3, 4), 1)):  # the opening draft (MAC-019), a round's cards (MAC-033)
        seat = GAME.current(st)[0]
        asked = i18n.say(lang, GAME.prompt(st, seat))
        lines = asked.split("\n")
        assert len(lines) == 1 + len(st.data["display"])
        for cid, line in zip(st.data["display"], lines[1:]):
            assert line.startswith(f"{card(cid).name} ({cid}): ")
            assert i18n.say(lang, effects.card_text(cid)) in line
            assert i18n.say(lang, terms.cube_set(card(cid).cost)) in line
