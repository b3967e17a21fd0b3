"""Card effects (rules/macao/effects.py): at least one test per card name, citing its rule (MAC-100 MAC-101 MAC-102 MAC-103 MAC-104 MAC-105 MAC-106 MAC-107 MAC-108 MAC-109 MAC-110 MAC-111 MAC-112 MAC-113 MAC-114 MAC-115 MAC-116 MAC-117 MAC-118 MAC-119 MAC-120 MAC-121 MAC-122 MAC-123 MAC-124 MAC-125 MAC-126 MAC-127 MAC-128 MAC-129 MAC-130 MAC-131 MAC-132 MAC-133 MAC-134 MAC-135 MAC-136 MAC-137 MAC-138 MAC-139 MAC-140 MAC-141 MAC-142 MAC-143 MAC-144 MAC-145 MAC-146 MAC-147 MAC-148 MAC-149 MAC-150 MAC-151 MAC-152 MAC-153 MAC-154 MAC-155 MAC-156 MAC-157 MAC-158 MAC-159 MAC-160 MAC-161 MAC-162 MAC-163 MAC-164 MAC-165 MAC-166 MAC-167 MAC-168 MAC-169 MAC-170 MAC-171 MAC-172 MAC-173 MAC-174 MAC-175 MAC-176 MAC-177 MAC-178 MAC-179 MAC-180 MAC-181 MAC-182 MAC-183 MAC-184 MAC-185 MAC-186 MAC-187 MAC-188 MAC-189 MAC-190 MAC-191 MAC-192 MAC-193 MAC-194 MAC-195 MAC-196 MAC-197 MAC-198,
section K's readings), from small explicit positions played through the game's own moves (`use N`, the
activation, district, ship, delivery and tribute moves, and the decisions the cards push)."""
import re
from pathlib import Path

import pytest

from rules.macao import effects as F
from rules.macao import engine as E
from rules.macao import wall
from rules.macao.cards import named
from rules.macao.components import board
from tests.macao.helpers import act, give_active, new, one, set_wall, texts, to_phase, turn_of


def pos(*names, seat=0, cubes=None, gold=5, n=2, **fields):
    """`seat`'s phase-3 turn with these activated cards, active cubes and gold; nothing used or gained yet."""
    st = new(n)
    p = turn_of(st, seat, cubes, gold)
    p["board"] = []
    p["used"] = {}
    p["gained"] = {"gold": 0, "pp": 0}
    ids = [give_active(st, seat, name) for name in names]
    p.update(fields)
    return st, p, ids


def use(st, cid, seat=0):
    return act(st, seat, f"use {cid}")


def can(st, cid, seat=0):
    return f"use {cid}" in texts(st, seat)


def decision(st):
    return st.data["decision"]


def add_active(st, seat, cid):
    """Another copy of an office card (give_active finds only the first copy of a name)."""
    for pile in (st.data["deck"], st.data["display"], st.data["discard"]):
        if cid in pile:
            pile.remove(cid)
    for p in st.data["players"]:
        for pile in (p["board"], p["active_cards"]):
            if cid in pile:
                pile.remove(cid)
    st.data["players"][seat]["active_cards"].append(cid)
    return cid


# ---- office cards ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, colour", [("Zoll", "red"), ("Justiz", "blue"), ("Bau", "green"),
                                          ("Finanzen", "grey"), ("Verwaltung", "purple"), ("Militärwesen", "black")])
def test_office_pays_a_cube_of_its_colour_for_a_gold(name, colour):  # MAC-100, 101, 102, 103, 104, 105
    st, p, (c,) = pos(name, cubes={colour: 2, "red" if colour != "red" else "blue": 1})
    use(st, c)
    assert p["gold"] == 6 and p["cubes"][colour] == 1
    assert not can(st, c)  # MAC-081: once a round


def test_office_needs_its_colour():  # MAC-100
    st, p, (c,) = pos("Zoll", cubes={"blue": 3})
    assert not can(st, c)


def test_each_office_card_is_separate():  # MAC-106
    st, p, (a,) = pos("Zoll", cubes={"red": 3})
    b = add_active(st, 0, named("Zoll")[1])
    use(st, a)
    use(st, b)
    assert p["gold"] == 7 and not can(st, a) and not can(st, b)


def test_schreiber_gives_one_second_use_per_colour():  # MAC-177, K-13
    st, p, (a, s) = pos("Zoll", "Schreiber", cubes={"red": 5})
    b = add_active(st, 0, named("Zoll")[1])
    use(st, a)
    use(st, a)
    assert not can(st, a) and can(st, b)
    use(st, b)
    assert not can(st, b) and p["gold"] == 8  # 3 Zoll uses, not 4


@pytest.mark.parametrize("bonus, office, colour", [
    ("Grenzposten", "Zoll", "red"),  # MAC-140
    ("Richter", "Justiz", "blue"),  # MAC-172
    ("Vermesser", "Bau", "green"),  # MAC-191
    ("Schatzmeister", "Finanzen", "grey"),  # MAC-174
    ("Magistrat", "Verwaltung", "purple"),  # MAC-157
    ("Exerzierplatz", "Militärwesen", "black"),  # MAC-126
])
def test_office_bonus_once_a_round(bonus, office, colour):  # MAC-140, 172, 191, 174, 157, 126; MAC-081
    st, p, (o, b) = pos(office, bonus, cubes={colour: 3})
    other = add_active(st, 0, named(office)[1])
    use(st, o)
    assert p["gold"] == 7
    use(st, other)
    assert p["gold"] == 8  # "when you use": once a round
    assert not can(st, b)  # never used by itself


def test_amtsdiener_counts_office_colours_used():  # MAC-111
    st, p, (z, j, a) = pos("Zoll", "Justiz", "Amtsdiener", cubes={"red": 1, "blue": 1, "green": 1})
    assert not can(st, a)
    use(st, z)
    use(st, j)
    use(st, a)
    assert p["gold"] == 5 + 2 + 2


def test_amtsleiter_needs_three_offices():  # MAC-112
    st, p, (z, j, a) = pos("Zoll", "Justiz", "Amtsleiter", cubes={"green": 1})
    assert not can(st, a)
    give_active(st, 0, "Bau")
    use(st, a)
    assert p["gold"] == 6


def test_amtsstube_after_an_office_use():  # MAC-113
    st, p, (z, a) = pos("Zoll", "Amtsstube", cubes={"red": 1})
    assert not can(st, a)
    use(st, z)
    use(st, a)
    assert p["pp"] == 1


@pytest.mark.parametrize("name, office", [("Gericht", "Justiz"), ("Rathaus", "Verwaltung"), ("Steinbruch", "Bau"),
                                          ("Zollstation", "Zoll")])
def test_pp_per_office_of_a_colour(name, office):  # MAC-133, MAC-169, MAC-186, MAC-197
    st, p, (c,) = pos(name, cubes={"red": 1})
    assert not can(st, c)
    give_active(st, 0, office)
    add_active(st, 0, named(office)[1])
    use(st, c)
    assert p["pp"] == 2


@pytest.mark.parametrize("name, office", [("Festung", "Militärwesen"), ("Schatzkammer", "Finanzen")])
def test_pp_with_an_office_activated(name, office):  # MAC-127, MAC-173
    st, p, (c,) = pos(name)
    assert not can(st, c)
    give_active(st, 0, office)
    add_active(st, 0, named(office)[1])
    use(st, c)
    assert p["pp"] == 1


# ---- income ------------------------------------------------------------------------------------------

def test_bank():  # MAC-115
    st, p, (c,) = pos("Bank")
    use(st, c)
    assert p["gold"] == 7 and not can(st, c)


@pytest.mark.parametrize("name, colour", [("Donna Blu", "blue"), ("Frau Rot", "red"), ("Lady Black", "black"),
                                          ("Madame Vert", "green"), ("Miss Grey", "grey"),
                                          ("Senora Violeta", "purple")])
def test_a_cube_of_a_colour(name, colour):  # MAC-124, MAC-129, MAC-154, MAC-156, MAC-162, MAC-180
    st, p, (c,) = pos(name)
    use(st, c)
    assert p["cubes"] == {colour: 1}


def test_gelehrter_any_colour():  # MAC-132
    st, p, (c,) = pos("Gelehrter")
    use(st, c)
    assert decision(st) == "cube"
    act(st, 0, "cube purple")
    assert p["cubes"] == {"purple": 1} and decision(st) == "turn"


def test_geldverleiher():  # MAC-131
    st, p, (c,) = pos("Geldverleiher")
    use(st, c)
    assert (p["gold"], p["pp"]) == (6, 1)


def test_wirt_and_wirthaus():  # MAC-194, MAC-195
    st, p, (w,) = pos("Wirt")
    use(st, w)
    assert p["gold"] == 6
    st, p, (w, h) = pos("Wirt", "Wirthaus")
    use(st, w)
    use(st, h)
    assert p["gold"] == 11


def test_kutscher_and_miks_tavern():  # MAC-152, MAC-159
    st, p, (k, m, *_) = pos("Kutscher", "Mik's Tavern", "Bank")
    assert not can(st, k)  # 2 buildings
    assert not can(st, m)  # 1 person
    give_active(st, 0, "Turm")
    give_active(st, 0, "Graf")
    give_active(st, 0, "Heiler")
    use(st, k)
    use(st, m)
    assert p["gold"] == 7


def test_schule_and_universitaet():  # MAC-178, MAC-190
    st, p, (s, u) = pos("Schule", "Universität")
    p["board"] = named("Zoll")[:4]
    assert not can(st, s) and not can(st, u)
    p["board"] = named("Zoll")[:3]
    use(st, s)
    use(st, u)
    assert (p["gold"], p["pp"]) == (6, 1)


def test_soldat():  # MAC-182
    st, p, (c,) = pos("Soldat")
    for i in range(3):
        st.data["districts"][i]["owner"] = 0
    assert not can(st, c)
    for i in range(3, 8):
        st.data["districts"][i]["owner"] = 0
    use(st, c)
    assert p["gold"] == 7  # 8 markers: 2 full fours


def test_schiffsjunge():  # MAC-175
    st, p, (c,) = pos("Schiffsjunge", goods=["tea", "rice", "jade"])
    assert not can(st, c)
    p["goods"] = ["tea", "rice"]
    use(st, c)
    assert p["pp"] == 1


def test_kapelle_after_pp_this_round():  # MAC-147
    st, p, (k, b) = pos("Kapelle", "Bischof")
    assert not can(st, k)
    use(st, b)
    use(st, k)
    assert p["pp"] == 3


def test_pfandleihe_after_gold_this_round():  # MAC-166
    st, p, (f, b) = pos("Pfandleihe", "Bank")
    assert not can(st, f)
    use(st, b)
    use(st, f)
    assert p["gold"] == 8


def test_kloster_strict_lead():  # MAC-150, K-05
    st, p, (c,) = pos("Kloster", n=3)
    st.data["players"][1]["pp"] = 4
    p["pp"] = 4
    assert not can(st, c)  # shared first place
    p["pp"] = 5
    use(st, c)
    assert p["pp"] == 6


def test_bettler_strictly_last():  # MAC-118, K-05
    st, p, (c,) = pos("Bettler", n=3)
    st.data["players"][1]["pp"] = 2
    assert not can(st, c)  # shares last place with seat 2
    st.data["players"][2]["pp"] = 1
    use(st, c)
    act(st, 0, "cube red")
    assert p["cubes"] == {"red": 1}


def test_tor_and_kanonier_read_the_wall():  # MAC-188, MAC-146
    st, p, (t, k) = pos("Tor", "Kanonier")
    set_wall(st, {3: [1], 5: [0]})
    assert not can(st, k)
    use(st, t)
    assert p["pp"] == 1
    set_wall(st, {3: [0], 5: [1]})
    use(st, k)
    assert p["gold"] == 6


def test_wachposten():  # MAC-193
    st, p, (c,) = pos("Wachposten")
    set_wall(st, {4: [0], 6: [1]})
    use(st, c)
    assert wall.position(st, 0) == 5
    assert p["done"]["wall"] == 0  # not the wall action
    st2, p2, (c2,) = pos("Wachposten")
    set_wall(st2, {4: [1], 6: [0]})
    assert not can(st2, c2)  # already first


# ---- exchanges --------------------------------------------------------------------------------------------

def test_bischof():  # MAC-119
    st, p, (c,) = pos("Bischof", gold=1)
    use(st, c)
    assert (p["gold"], p["pp"]) == (0, 2)
    st, p, (c,) = pos("Bischof", gold=0)
    assert not can(st, c)


def test_edler():  # MAC-125
    st, p, (c,) = pos("Edler", gold=2)
    use(st, c)
    act(st, 0, "cube grey")
    assert p["gold"] == 0 and p["cubes"] == {"grey": 1}


def test_goldschmied():  # MAC-136
    st, p, (c,) = pos("Goldschmied", cubes={"red": 1, "blue": 2})
    use(st, c)
    assert decision(st) == "pay"
    act(st, 0, "pay red")
    assert p["gold"] == 6 and p["cubes"].get("red", 0) == 0 and p["cubes"]["blue"] == 2


def test_goldsucher_any_number_of_times():  # MAC-137, MAC-081
    st, p, (c,) = pos("Goldsucher", cubes={"green": 6, "red": 1})
    use(st, c)
    for _ in range(3):
        if decision(st) == "pay":
            act(st, 0, "pay green")
    assert p["gold"] == 6
    assert can(st, c)
    use(st, c)
    while decision(st) == "pay":
        act(st, 0, "pay green" if p["cubes"].get("green") else "pay red")
    assert p["gold"] == 7 and sum(p["cubes"].values()) == 1
    assert not can(st, c)  # fewer than 3 cubes


def test_laden():  # MAC-153
    st, p, (c,) = pos("Laden", cubes={"red": 2, "blue": 1})
    use(st, c)
    assert decision(st) == "pay"  # the payment first
    act(st, 0, "pay red")
    act(st, 0, "pay red")
    assert decision(st) == "cube"
    act(st, 0, "cube black")
    assert {k: v for k, v in p["cubes"].items() if v} == {"blue": 1, "black": 1}


def test_kathedrale_distinct_colours():  # MAC-149
    st, p, (c,) = pos("Kathedrale", cubes={"red": 2, "blue": 1, "green": 1})
    use(st, c)
    assert decision(st) == "cathedral"
    act(st, 0, "pay red")
    assert "pay red" not in texts(st, 0)  # no two of a colour
    act(st, 0, "pay blue")
    act(st, 0, "stop")
    assert p["pp"] == 2 and p["cubes"]["red"] == 1 and p["cubes"]["green"] == 1
    assert decision(st) == "turn" and not can(st, c)


def test_kathedrale_default_is_stop():  # MAC-149
    st, p, (c,) = pos("Kathedrale", cubes={"red": 1})
    use(st, c)
    legal = F.DECISIONS["cathedral"][0](st, 0, st.data["pending"][-1])
    assert [a.text for a in legal if a.default] == ["stop"]
    assert len({str(a.label) for a in legal}) == len(legal)


def test_totengraeber_discards_a_person_for_two_gold():  # MAC-189, K-09
    st, p, (t, g) = pos("Totengräber", "Graf")
    use(st, t)
    assert decision(st) == "bury"
    assert {"discard %d" % t, "discard %d" % g, "keep"} == set(texts(st, 0))
    act(st, 0, f"discard {t}")  # itself (K-09)
    assert p["gold"] == 7 and t not in p["active_cards"] and t in st.data["discard"]


def test_totengraeber_keep_is_the_safe_default():  # MAC-189
    st, p, (t,) = pos("Totengräber")
    use(st, t)
    act(st, 0, "keep")
    assert p["gold"] == 5 and t in p["active_cards"]


# ---- ship -------------------------------------------------------------------------------------------------

def test_segelmacherei_up_to_two_free():  # MAC-179, K-16
    st, p, (c,) = pos("Segelmacherei")
    use(st, c)
    assert decision(st) == "ship_free"
    assert {"ship to s1", "ship to lisboa", "ship stay"} == set(texts(st, 0))
    act(st, 0, "ship to lisboa")
    assert p["ship"] == "lisboa" and p["cubes"] == {}


def test_steuermann_one_gold_up_to_four():  # MAC-187
    st, p, (c,) = pos("Steuermann", gold=1)
    use(st, c)
    assert "ship to london" in texts(st, 0) and "ship to antwerpen" not in texts(st, 0)
    act(st, 0, "ship to london")
    assert p["gold"] == 0 and p["ship"] == "london"


def test_kapitaen_after_two_spaces():  # MAC-148, K-17
    st, p, (c,) = pos("Kapitän", cubes={"red": 3})
    act(st, 0, "ship to s1")
    assert p["pp"] == 0
    act(st, 0, "ship to lisboa")
    assert p["pp"] == 1
    act(st, 0, "ship to s2")
    assert p["pp"] == 1  # once a round


def test_kapitaen_counts_free_moves():  # MAC-148, K-17
    st, p, (k, s) = pos("Kapitän", "Segelmacherei")
    use(st, s)
    act(st, 0, "ship to lisboa")
    assert p["pp"] == 1


WAREHOUSES = [("Gewürzlager", "spices"), ("Jadelager", "jade"), ("Lackwarenlager", "lacquer"),
              ("Papierlager", "paper"), ("Porzellanlager", "porcelain"), ("Reislager", "rice"),
              ("Seidenlager", "silk"), ("Teelager", "tea")]


@pytest.mark.parametrize("name, good", WAREHOUSES)
def test_warehouse_doubles_its_good(name, good):  # MAC-135
    st, p, (c,) = pos(name)
    port = board(st).port_of_good[good]
    p["ship"], p["goods"] = port, [good, good]
    value = board(st).ports[port]["values"][0]
    act(st, 0, f"deliver {good}")
    assert p["pp"] == 2 * value
    act(st, 0, f"deliver {good}")  # each tile
    assert p["pp"] == 2 * value + 2 * board(st).ports[port]["values"][1]


def test_warehouse_of_another_good_does_nothing():  # MAC-135
    st, p, (c,) = pos("Teelager")
    port = board(st).port_of_good["rice"]
    p["ship"], p["goods"] = port, ["rice"]
    act(st, 0, "deliver rice")
    assert p["pp"] == board(st).ports[port]["values"][0]


def test_boettcherei_never_doubled_and_leuchtturm():  # MAC-121, MAC-155, MAC-074
    st, p, (b, l, t) = pos("Böttcherei", "Leuchtturm", "Teelager")
    port = board(st).port_of_good["tea"]
    p["ship"], p["goods"] = port, ["tea", "tea"]
    v = board(st).ports[port]["values"]
    act(st, 0, "deliver tea")
    act(st, 0, "deliver tea")
    assert p["pp"] == 2 * v[0] + 2 * v[1] + 2  # +1 each, not doubled
    assert p["gold"] == 7  # Leuchtturm: 1 each


# ---- activation ---------------------------------------------------------------------------------------

def _on_board(st, seat, name):
    cid = give_active(st, seat, name)
    st.data["players"][seat]["active_cards"].remove(cid)
    st.data["players"][seat]["board"].append(cid)
    return cid


@pytest.mark.parametrize("discount, kind_of", [("Archiv", "Bau"), ("Kran", "Bank"), ("Heiler", "Graf")])
def test_discount_one_cube_once_a_round(discount, kind_of):  # MAC-114, MAC-151, MAC-143, K-14
    st, p, (d,) = pos(discount, cubes={c: 4 for c in ("red", "blue", "green", "black", "grey", "purple")})
    cid = _on_board(st, 0, kind_of)
    cost = dict(F.K.card(cid).cost)
    moves = [t for t in texts(st, 0) if t.startswith(f"activate {cid}")]
    act(st, 0, moves[0])
    paid = sum(4 - p["cubes"].get(c, 0) for c in ("red", "blue", "green", "black", "grey", "purple"))
    assert paid == sum(cost.values()) - 1 and F.E.used_this_round(st, 0, d) == 1
    assert F.activation_discount(st, 0, cid) is None  # once a round


def test_discount_only_for_its_type():  # MAC-114
    st, p, (d,) = pos("Archiv", cubes={"green": 2, "black": 2})
    assert F.activation_discount(st, 0, one("Bank")) is None
    assert F.activation_discount(st, 0, one("Bau")) == d


def test_graf_four_gold_once_a_round():  # MAC-139
    st, p, (g,) = pos("Graf", gold=9)
    a, b = _on_board(st, 0, "Bank"), _on_board(st, 0, "Kran")
    act(st, 0, f"activate {a} with gold")
    assert p["gold"] == 5 and a in p["active_cards"]
    assert f"activate {b} with gold" not in texts(st, 0)


def test_handwerker_free_but_must_hold_the_cubes():  # MAC-141
    st, p, (h,) = pos("Handwerker", cubes={"red": 1})
    b = _on_board(st, 0, "Bank")  # costs 2 green 2 black (stand-in)
    assert f"activate {b} free" not in texts(st, 0)
    p["cubes"] = dict(F.K.card(b).cost)
    act(st, 0, f"activate {b} free")
    assert p["cubes"] == F.K.card(b).cost and b in p["active_cards"]
    assert F.activation_free(st, 0, b) is None  # once a round


@pytest.mark.parametrize("name, of, gold", [("Baumeister", "Kran", 2), ("Kämmerer", "Zoll", 1), ("Spital", "Wirt", 1)])
def test_gold_when_activating_a_type(name, of, gold):  # MAC-117, MAC-145, MAC-184
    st, p, (c,) = pos(name, cubes={col: 4 for col in ("red", "blue", "green", "black", "grey", "purple")})
    cid = _on_board(st, 0, of)
    act(st, 0, f"activate {cid}")
    assert p["gold"] == 5 + gold
    other = _on_board(st, 0, {"Kran": "Turm", "Zoll": "Justiz", "Wirt": "Edler"}[of])
    act(st, 0, f"activate {other}")
    assert p["gold"] == 5 + gold  # once a round


def test_activation_of_another_type_gives_nothing():  # MAC-117
    st, p, (c,) = pos("Baumeister", cubes={"red": 1})
    cid = _on_board(st, 0, "Totengräber")
    act(st, 0, f"activate {cid}")
    assert p["gold"] == 5


# ---- districts and jokers -----------------------------------------------------------------------------------

def _light(st):
    b = board(st)
    return next(i for i in range(b.districts) if not b.dark[i] and st.data["districts"][i]["owner"] is None)


def test_spekulant_one_cube_less():  # MAC-183
    st, p, (c,) = pos("Spekulant")
    i = _light(st)
    cost = board(st).cost[i]
    (colour, n), = cost.items()
    p["cubes"] = {colour: n - 1}
    assert f"district {i + 1}" in texts(st, 0)
    act(st, 0, f"district {i + 1}")
    assert st.data["districts"][i]["owner"] == 0 and not p["cubes"].get(colour)


def test_herold_three_gold():  # MAC-144
    st, p, (c,) = pos("Herold", gold=3)
    i = _light(st)
    act(st, 0, f"district {i + 1} with gold")
    assert p["gold"] == 0 and st.data["districts"][i]["owner"] == 0


def test_nachtwaechter_second_district():  # MAC-164
    st, p, (c,) = pos("Nachtwächter", gold=6)
    give_active(st, 0, "Herold")
    i = _light(st)
    act(st, 0, f"district {i + 1} with gold")
    j = _light(st)
    act(st, 0, f"district {j + 1} with gold")
    assert p["gold"] == 0 and F.districts_per_round(st, 0) == 2
    assert not [t for t in texts(st, 0) if t.startswith("district")]


def test_zimmerman_each_tile_and_brunnen_once():  # MAC-196, MAC-122
    st, p, (z, b, *_) = pos("Zimmerman", "Brunnen", "Herold", "Nachtwächter", gold=6)
    set_wall(st, {2: [0], 1: [1]})
    i = _light(st)
    act(st, 0, f"district {i + 1} with gold")
    j = _light(st)
    act(st, 0, f"district {j + 1} with gold")
    assert p["gold"] == 2  # 6 - 3 - 3 + 1 + 1
    assert st.data["wall"][2] == [0]  # Brunnen once: space 2 -> 3
    assert p["done"]["wall"] == 0


def test_gaukler_cashes_each_joker_twice():  # MAC-130
    st, p, (c,) = pos("Gaukler", jokers=[0])
    act(st, 0, "joker gold")
    assert p["jokers"] == [1]
    act(st, 0, "joker cube red")
    assert p["jokers"] == [] and p["gold"] == 8 and p["cubes"] == {"red": 1}


# ---- tribute ------------------------------------------------------------------------------------------

def test_diplomat_second_purchase_botschaft_once_gesandter_each():  # MAC-123, MAC-120, MAC-134, K-10
    st, p, (d, b, g) = pos("Diplomat", "Botschaft", "Gesandter", gold=10)
    st.data["tribute"] = [2, 3]
    act(st, 0, "tribute")
    act(st, 0, "cube red")
    assert (p["gold"], p["pp"], p["cubes"]) == (8, 5, {"red": 1})
    act(st, 0, "tribute")
    act(st, 0, "cube blue")
    assert (p["gold"], p["pp"]) == (6, 8)  # Botschaft once a round
    assert p["cubes"] == {"red": 1, "blue": 1}
    assert "tribute" not in texts(st, 0)


# ---- wall --------------------------------------------------------------------------------------------------

def test_turm_keeps_its_disc_on_top():  # MAC-160, K-11
    st, p, (c,) = pos("Turm")
    set_wall(st, {16: [0, 1]})
    assert E.wall_order(st) == [0, 1]
    set_wall(st, {5: [0, 1]})
    assert E.wall_order(st) == [0, 1]
    p["active_cards"].remove(c)
    assert E.wall_order(st) == [1, 0]


# ---- phases 1 and 2 ----------------------------------------------------------------------------------------

def test_muessiggaenger_may_take_none():  # MAC-163, MAC-035
    st = new(2)
    to_phase(st, 1)
    seat = st.data["queue"][0]
    assert "take none" not in texts(st, seat)
    give_active(st, seat, "Müssiggänger")
    assert "take none" in texts(st, seat)


def _phase2(name=None, dice=None):
    st = new(2)
    to_phase(st, 2)
    seat = st.data["queue"][0]
    st.data["dice"] = dice or {"red": 3, "blue": 1, "green": 2, "black": 4, "grey": 5, "purple": 6}
    p = st.data["players"][seat]
    p["used"], p["gold"] = {}, 5
    cid = give_active(st, seat, name) if name else None
    return st, seat, p, cid


def test_meister_one_sector_off_once():  # MAC-158, K-07
    st, seat, p, c = _phase2("Meister")
    assert {"die red at 2", "die red at 4", "die blue at 2"} <= set(texts(st, seat))
    assert "die blue at 0" not in texts(st, seat) and "die purple at 7" not in texts(st, seat)
    before = [dict(x) for x in p["rose"]]
    act(st, seat, "die red at 4")
    assert p["rose"][3].get("red", 0) == before[3].get("red", 0) + 3
    assert not [t for t in texts(st, seat) if " at " in t]  # once a round


def test_forscher_one_extra_cube_with_the_first_die():  # MAC-128, K-06
    st, seat, p, c = _phase2("Forscher")
    before = p["rose"][2].get("red", 0)
    act(st, seat, "die red")
    assert p["rose"][2]["red"] == before + 4
    before = p["rose"][1].get("green", 0)
    act(st, seat, "die green")  # second die: no extra (rose turned: sector 2 is now index 0)
    assert p["rose"][0].get("green", 0) == before + 2


def test_professor_gold_per_die_counting_one():  # MAC-168, K-08
    st, seat, p, c = _phase2("Professor")
    act(st, seat, "die blue")
    assert p["gold"] == 6
    act(st, seat, "die red")
    assert p["gold"] == 6


def test_professor_counts_converted_dice():  # MAC-168, K-08, MAC-041
    st, seat, p, c = _phase2("Professor")
    st.data["round"] = 12
    act(st, seat, "die purple")
    assert p["gold"] == 6


# ---- game end -----------------------------------------------------------------------------------------

def ends(*names, n=2):
    st, p, ids = pos(*names, n=n)
    return st, p, ids, F.end_points(st, 0)


def test_abt():  # MAC-110, MAC-201
    st, p, (a,) = pos("Abt")
    assert F.no_card_penalty(st, 0) and not F.no_card_penalty(st, 1)
    assert F.end_points(st, 0) == {}


def test_baronesas():  # MAC-116
    _, _, ids, pts = ends("Baronesa Um")
    assert pts == {ids[0]: 3}
    _, _, ids, pts = ends("Baronesa Um", "Baronesa Três")
    assert pts == {ids[0]: 4, ids[1]: 4}
    _, _, ids, pts = ends("Baronesa Um", "Baronesa Dois", "Baronesa Três")
    assert sum(pts.values()) == 15


def test_gouverneur_and_vizegouverneur():  # MAC-138, MAC-192
    _, _, (g, v), pts = ends("Gouverneur", "Vizegouverneur")
    assert pts == {g: 7, v: 4}


def test_hebamme_and_residenz_count_themselves():  # MAC-142, MAC-171
    _, _, (h, r, b), pts = ends("Hebamme", "Residenz", "Bank")
    assert pts == {h: 1, r: 2}


def test_praefektur_ratsherr_sitzungssaal():  # MAC-167, MAC-170, MAC-181
    st, p, (pr, ra, si) = pos("Präfektur", "Ratsherr", "Sitzungssaal")
    for cid in named("Zoll") + named("Bau")[:3] + named("Justiz")[:1]:
        add_active(st, 0, cid)
    pts = F.end_points(st, 0)
    assert pts[pr] == 8
    assert pts[ra] == 12  # Zoll x4 is one set, Bau x3 one set
    assert pts[si] == 2 * (2 + 1)  # Zoll 2 pairs, Bau 1 pair


def test_schmiede_and_statue():  # MAC-176, MAC-185, MAC-203
    st, p, (s, t) = pos("Schmiede", "Statue")
    b = board(st)
    dark = [i for i in range(b.districts) if b.dark[i]][:1]
    light = [i for i in range(b.districts) if not b.dark[i]][:4]
    for i in dark + light:
        st.data["districts"][i]["owner"] = 0
    assert F.end_points(st, 0) == {s: 5, t: 3}  # the rulebook's white player: +5 and +3


def test_palast_counts_cards_that_give_pp():  # MAC-165, K-04
    _, _, (pa, k, b, t), pts = ends("Palast", "Kloster", "Bank", "Teelager")
    assert pts == {pa: 2 * 3}  # Palast, Kloster, Teelager; not Bank


# ---- the whole table --------------------------------------------------------------------------------------

def test_every_card_name_is_tested_here():
    """Each card name's rule id is cited in this file."""
    source = Path(__file__).read_text(encoding="utf-8")
    cited = set(re.findall(r"MAC-\d{3}", source))
    for first, rest in re.findall(r"MAC-(\d{3})((?:, \d{3})+)", source):  # "MAC-100, 101, 102"
        cited |= {f"MAC-{x}" for x in re.findall(r"\d{3}", rest)}
    missing = sorted({e.rule for e in F.EFFECTS.values()} - cited)
    assert not missing


def test_every_phase3_use_has_a_safe_path():
    """Every decision a card pushes offers exactly one default and distinct labels."""
    st, p, (k, t) = pos("Kathedrale", "Totengräber", cubes={"red": 1, "blue": 1})
    for cid, kind in ((k, "cathedral"), (t, "bury")):
        use(st, cid)
        legal = F.DECISIONS[kind][0](st, 0, st.data["pending"][-1])
        assert sum(a.default for a in legal) == 1
        assert len({str(a.label) for a in legal}) == len(legal)
        act(st, 0, next(a.text for a in legal if a.default))
    assert decision(st) == "turn"


def test_only_activated_cards_work_and_at_once():  # MAC-080, MAC-083, MAC-057
    st, p, _ = pos()
    b = _on_board(st, 0, "Bank")
    p["cubes"] = dict(F.K.card(b).cost)
    assert F.usable(st, 0) == [] and F.end_points(st, 0) == {}
    act(st, 0, f"activate {b}")
    assert F.usable(st, 0) == [b]
    use(st, b)
    assert p["gold"] == 7


def test_uses_come_back_next_round():  # MAC-081
    st, p, (c,) = pos("Bank")
    use(st, c)
    assert not can(st, c)
    E.end_round(st, None)
    assert F.uses(st, 0, c) == 0
