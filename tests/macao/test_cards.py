"""The card file (rules/macao/data/cards.yaml) and its reader (rules/macao/cards.py): 120 cards in file order,
the rulebook's totals, stand-ins marked, texts as messages, names as printed, bad entries refused naming the
card (MAC-002, MAC-086, MAC-087, MAC-100 MAC-101 MAC-102 MAC-103 MAC-104 MAC-105 MAC-106 MAC-107 MAC-108 MAC-109 MAC-110 MAC-111 MAC-112 MAC-113 MAC-114 MAC-115 MAC-116 MAC-117 MAC-118 MAC-119 MAC-120 MAC-121 MAC-122 MAC-123 MAC-124 MAC-125 MAC-126 MAC-127 MAC-128 MAC-129 MAC-130 MAC-131 MAC-132 MAC-133 MAC-134 MAC-135 MAC-136 MAC-137 MAC-138 MAC-139 MAC-140 MAC-141 MAC-142 MAC-143 MAC-144 MAC-145 MAC-146 MAC-147 MAC-148 MAC-149 MAC-150 MAC-151 MAC-152 MAC-153 MAC-154 MAC-155 MAC-156 MAC-157 MAC-158 MAC-159 MAC-160 MAC-161 MAC-162 MAC-163 MAC-164 MAC-165 MAC-166 MAC-167 MAC-168 MAC-169 MAC-170 MAC-171 MAC-172 MAC-173 MAC-174 MAC-175 MAC-176 MAC-177 MAC-178 MAC-179 MAC-180 MAC-181 MAC-182 MAC-183 MAC-184 MAC-185 MAC-186 MAC-187 MAC-188 MAC-189 MAC-190 MAC-191 MAC-192 MAC-193 MAC-194 MAC-195 MAC-196 MAC-197 MAC-198)."""
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml

from rules.core.errors import SetupError
from rules.core.text import english
from rules.macao import cards as K
from rules.macao import effects as F
from rules.macao import terms
from tests.macao.helpers import act, new, texts, turn_of


def test_deck_has_the_rulebooks_totals():  # MAC-002, MAC-086
    d = K.deck()
    assert [c.id for c in d.cards] == list(range(1, 121))
    assert Counter(c.type for c in d.cards) == {"office": 24, "building": 44, "person": 52}
    assert len({c.name for c in d.cards}) == 102
    assert {c.name for c in d.cards} == set(F.EFFECTS)
    for colour, name in K.OFFICES.items():
        offices = [c for c in d.cards if c.type == "office" and c.colour == colour]
        assert {c.name for c in offices} == {name}
        assert sorted(c.cost[colour] for c in offices) == [1, 2, 3, 4]


def test_k_12_an_office_card_costs_1_to_4_cubes_of_its_own_colour():
    # K-12 (MAC-086): each colour's four office cards cost 1, 2, 3 and 4 cubes of that colour and no other
    offices = [c for c in K.deck().cards if c.type == "office"]
    assert all(set(c.cost) == {c.colour} and 1 <= c.cost[c.colour] <= 4 for c in offices)
    for colour in K.OFFICES:
        assert sorted(c.cost[colour] for c in offices if c.colour == colour) == [1, 2, 3, 4]
    # in play: cubes of other colours do not pay for it
    st = new(2)
    p = turn_of(st, 0, {"blue": 4, "green": 4})
    zoll = next(c.id for c in offices if c.colour == "red" and c.cost == {"red": 2})
    for pair in st.data["offices"]:
        if zoll in pair:
            pair.remove(zoll)
    for pile in (st.data["display"], st.data["discard"]):
        if zoll in pile:
            pile.remove(zoll)
    p["board"] = [zoll]
    assert not [t for t in texts(st, 0) if t.startswith(f"activate {zoll}")]
    p["cubes"]["red"] = 2
    act(st, 0, f"activate {zoll}")
    assert p["cubes"] == {"blue": 4, "green": 4} and zoll in p["active_cards"]


def test_mac_085_the_texts_spell_the_abbreviations_out():
    # MAC-085: AM = action cubes, GC = gold coins, PP = prestige points: no "AM" or "GC" is left in a card's
    # text or in any text of the game; amounts are said as cubes, gold and prestige points
    abbreviation = re.compile(r"\b(AM|GC)\b")
    for name in F.EFFECTS:
        said = english(K.text(K.named(name)[0]))
        assert not abbreviation.search(said), (name, said)
    source = Path(K.__file__).parent
    for path in sorted(source.glob("*.py")):
        for literal in re.findall(r'N_\(\s*"((?:[^"\\]|\\.)*)"', path.read_text(encoding="utf-8")):
            assert not abbreviation.search(literal), (path.name, literal)
    assert english(terms.amount("red", 2)) == "2 red cubes" and english(terms.amount("cube:any", 1)) == "1 cube"
    assert english(terms.amount("gold", 3)) == "3 gold" and english(terms.amount("pp", 2)) == "2 prestige points"


def test_tribute_distribution():  # MAC-087
    counts = Counter(K.card(c).tribute for c in K.ids())
    assert counts == {(0, 0): 20, (1, 1): 20, (2, 2): 20, (0, 1): 30, (1, 2): 30}


def test_card_one_is_the_files_first():
    c = K.card(1)
    assert (c.code, c.name, c.type, c.colour, c.cost) == ("MAC-C001", "Zoll", "office", "red", {"red": 1})
    assert K.card(120).name == "Zimmerman"


def test_stand_ins_are_marked():  # README GAPS 1-2
    d = K.deck()
    assert all(c.tribute_stand_in for c in d.cards)
    assert all(c.cost_stand_in == (c.type != "office") for c in d.cards)
    assert all(c.stand_in for c in d.cards)


def test_timings_follow_the_rulebook():  # MAC-082
    timing = {c.name: c.timing for c in K.deck().cards}
    assert timing["Müssiggänger"] == "phase1"
    assert {n for n, t in timing.items() if t == "phase2"} == {"Forscher", "Meister", "Professor"}
    assert {n for n, t in timing.items() if t == "game_end"} == {
        "Abt", "Baronesa Um", "Baronesa Dois", "Baronesa Três", "Gouverneur", "Hebamme", "Palast", "Präfektur",
        "Ratsherr", "Residenz", "Schmiede", "Sitzungssaal", "Statue", "Vizegouverneur"}
    assert timing["Turm"] == "continuous"


def test_data_fields_of_ours():  # K-04, K-16, MAC-135
    d = K.deck()
    by_name = {c.name: c for c in d.cards}
    assert by_name["Segelmacherei"].ship_spaces == 2 and by_name["Steuermann"].ship_spaces == 4
    assert by_name["Teelager"].good == "tea" and by_name["Gewürzlager"].good == "spices"
    assert by_name["Palast"].gives_pp and not by_name["Abt"].gives_pp and not by_name["Bank"].gives_pp


def test_names_and_texts_are_messages():
    for name in F.EFFECTS:
        cid = K.named(name)[0]
        assert K.name(cid) == {"text": name}
        said = english(K.text(cid))
        assert said and not said.endswith(".") and "{" not in said, name
    assert english(K.text(K.named("Bank")[0])) == "Gain 2 gold"


def test_view_dict():
    v = K.view(K.named("Graf")[0], used=True)
    assert set(v) == {"id", "name", "type", "colour", "cost", "tribute", "timing", "text", "used", "stand_in"}
    assert v["name"] == {"text": "Graf"} and v["type"] == "person" and v["used"] and v["stand_in"]


# ---- a changed file ---------------------------------------------------------------------------------------

def _changed(tmp_path: Path, change) -> str:
    data = yaml.safe_load(Path(K.DEFAULT_PATH).read_text(encoding="utf-8"))
    change(data["cards"])
    path = tmp_path / "cards.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return str(path)


def test_real_numbers_replace_the_stand_ins_without_code(tmp_path):
    def change(cards):
        cards[24]["cost"] = {"green": 3}  # Amtsstube
        cards[24]["cost_stand_in"] = False
    d = K.load(_changed(tmp_path, change))
    assert d.card(25).cost == {"green": 3} and not d.card(25).cost_stand_in


@pytest.mark.parametrize("change, words", [
    (lambda cs: cs[30].update(cost={"pink": 1}), "cube colours"),
    (lambda cs: cs[30].update(cost={"red": 5}), "1 to 4"),
    (lambda cs: cs[30].update(name_de="Unbekannt"), "Unbekannt"),
    (lambda cs: cs[30].update(type="animal"), "animal"),
    (lambda cs: cs[30].update(timing="phase2"), "phase2"),
    (lambda cs: cs[30].pop("tribute"), "tribute"),
    (lambda cs: cs[30].update(tribute={"yellow_left": 3, "red_right": 0}), "tribute"),
    (lambda cs: cs[0].update(cost={"blue": 1}), "own colour"),
    (lambda cs: cs[0].update(name_de="Bau"), "Zoll"),
    (lambda cs: cs[30].update(good="gold"), "warehouse"),
    (lambda cs: cs[30].update(colour="red"), "colour"),
])
def test_bad_entries_are_refused_naming_the_card(tmp_path, change, words):
    path = _changed(tmp_path, change)
    with pytest.raises(SetupError) as e:
        K.load(path)
    said = str(e.value)
    card = "MAC-C001" if "own colour" in words or words == "Zoll" else "MAC-C031"
    assert card in said and words in said, said


def test_duplicate_name_is_refused(tmp_path):
    path = _changed(tmp_path, lambda cs: cs[31].update(name_de=cs[30]["name_de"]))
    with pytest.raises(SetupError, match="MAC-C032"):
        K.load(path)


def test_a_file_that_is_no_card_list(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("cards: 3\n", encoding="utf-8")
    with pytest.raises(SetupError, match="no list of cards"):
        K.load(str(path))


def test_free_ship_spaces_come_from_the_file(tmp_path, monkeypatch):  # MAC-179, K-16
    def change(cards):
        for c in cards:
            if c["name_de"] == "Segelmacherei":
                c["ship_spaces"] = 3
    path = _changed(tmp_path, change)
    monkeypatch.setenv(K.CARDS_ENV, path)
    try:
        K.use()
        cid = K.named("Segelmacherei")[0]
        assert K.card(cid).ship_spaces == 3
        assert english(K.text(cid)) == "Move your ship up to 3 spaces without paying cubes"
    finally:
        monkeypatch.delenv(K.CARDS_ENV)
        K.use()
    assert english(K.text(K.named("Segelmacherei")[0])) == "Move your ship up to 2 spaces without paying cubes"
