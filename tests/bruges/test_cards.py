"""The deck as data (rules/bruges/cards.py, data/cards.yaml): structure, names in two languages, texts built
from the effect data, the stand-in flag, and the checks that refuse a malformed deck file."""
from collections import Counter
from pathlib import Path

import pytest
import yaml

from rules.bruges import cards as K
from rules.core.errors import SetupError
from rules.core.text import english, spell

DECK = K.load_deck(K.default_path())
BY_NAME = {c.en: c for c in DECK.cards}


def test_bru_013_165_persons_33_per_colour_in_file_order():  # BRU-013, cards.yaml totals
    assert [c.id for c in DECK.cards] == list(range(1, 166))
    assert [c.code for c in DECK.cards[:3]] == ["BRU-C001", "BRU-C002", "BRU-C003"]
    assert Counter(c.colour for c in DECK.cards) == {c: 33 for c in K.COLOURS}
    assert Counter(c.group for c in DECK.cards) == {g: 15 for g in K.GROUPS}
    assert all(c.price in (0, 3, 6, 9, 12) and c.points == c.price // 3 for c in DECK.cards)


def test_pets_follow_as_201_and_on():  # PET-10: pets.yaml order, after the persons
    assert DECK.pet_ids == list(range(201, 218))
    dog = K.card(201)
    assert dog.pet and dog.en == "Dog" and dog.it == "Cane" and dog.group is None
    assert english(K.text(dog)) == "Pet: no ability"


def test_activation_mix_of_the_reference():  # README: 47 arrow, 45 worker, 47 infinity, 26 laurel
    kinds = Counter("worker" if c.worker else c.activation for c in DECK.cards)
    assert kinds == {"arrow": 47, "worker": 45, "infinity": 47, "laurel": 26}
    assert Counter(c.infinity_type for c in DECK.cards if c.infinity_type) == \
        {"once_per_round": 20, "action_modifier": 12, "situation": 15}


def test_the_data_file_is_the_reference_deck_plus_italian_names():
    ours = yaml.safe_load(Path(K.default_path()).read_text(encoding="utf-8"))
    assert ours["confidence"] == "reconstructed" and "source_note" in ours
    assert len(ours["effect_kinds"]) == 31 and len(ours["effect_rules"]) == 10
    assert all(c.get("it") for c in ours["cards"])


RULEBOOK_ITALIAN = {  # the Italian rulebook names these persons
    "Alchemist": "Alchimista", "Servant": "Bracciante", "Accountant": "Contabile", "Lawyer": "Avvocato",
    "Inventor": "Inventore", "Bishop": "Vescovo", "Coachman": "Cocchiere", "Prince": "Principe",
    "Mayor": "Borgomastro", "Councilman": "Consigliere", "Jailer": "Carceriere",
}


def test_italian_names_from_the_rulebook_and_one_for_every_card():
    for en, it in RULEBOOK_ITALIAN.items():
        assert BY_NAME[en].it == it
    assert all(c.it and c.it != "" for c in DECK.cards)
    assert len({c.it for c in DECK.cards}) == 165  # no two persons share an Italian name


def test_name_is_worded_in_the_readers_language():
    name = K.name(BY_NAME["Servant"].id)
    assert name == {"worded": {"en": "Servant", "it": "Bracciante"}}
    assert spell(name, lang="it") == "Bracciante" and english(name) == "Servant"


CONFIRMED = {"Mayor", "Troublemaker", "Inventor", "Engraver", "Servant", "Beggar", "Bishop", "Queen", "Coachman",
             "Lawyer", "Alchemist", "Mathematician", "Acrobat", "Accountant"}


def test_every_card_is_a_stand_in_unless_confirmed():  # README: 14 confirmed effects
    assert {c.en for c in DECK.cards if c.confirmed} == CONFIRMED
    assert all(c.stand_in == (not c.confirmed) for c in DECK.cards + DECK.pets)
    assert BY_NAME["Prince"].stand_in  # named, price known, effect ours


def test_confirmed_cards_keep_their_real_effects():  # BRU-T13, BRU-102 and the English captions
    def eff(name):
        return [{k: v for k, v in e.items()} for e in BY_NAME[name].effects]
    assert eff("Alchemist") == [{"kind": "gain", "resource": "guilders", "amount": 6}]
    assert BY_NAME["Alchemist"].activation == "arrow"
    assert eff("Servant") == [{"kind": "draw_cards", "amount": 1}] and BY_NAME["Servant"].worker == "red"
    assert eff("Accountant") == [{"kind": "gain", "resource": "guilders", "amount": 2}]
    assert BY_NAME["Accountant"].infinity_type == "once_per_round"
    assert eff("Lawyer") == [{"kind": "mod_take_workers", "bonus": 1, "choose_colour": False}]
    assert eff("Inventor") == [{"kind": "hand_size", "size": 6}]
    assert eff("Bishop") == [{"kind": "score_per", "per": "workers", "points": 1, "divisor": 2}]
    assert eff("Coachman") == [{"kind": "extra_action", "restrict": "any"}] and BY_NAME["Coachman"].worker == "yellow"
    assert eff("Mayor") == [{"kind": "score_per", "per": "persons:group:bureaucrat", "points": 2, "divisor": 1}]
    assert eff("Queen") == [{"kind": "gain", "resource": "points", "amount": 1}]
    assert eff("Acrobat") == [{"kind": "extra_canal", "cost_multiplier": 2}]
    assert eff("Mathematician") == [{"kind": "draw_discard", "draw": 4, "discard": 4}]
    assert eff("Beggar") == [{"kind": "steal", "resource": "worker:any", "amount": 2}]
    assert eff("Troublemaker") == [{"kind": "opponents_lose", "what": "canal_token", "amount": 1}]
    assert eff("Engraver") == [{"kind": "score_distinct", "of": "person_groups", "points": 2}]
    assert BY_NAME["Engraver"].price == 12 and BY_NAME["Prince"].price == 9 and BY_NAME["Prince"].worker == "yellow"


def test_group_words_for_the_eleven_groups():  # BRU-087
    words = [K.group_word(g) for g in K.GROUPS]
    assert len(set(words)) == 11 and words[0] == "Nobles" and words[-1] == "Scholars"


def keys(message) -> list[str]:
    """Every text key of a message, nested ones included."""
    if isinstance(message, str):
        return [message]
    if isinstance(message, (list, tuple)):
        return [k for m in message for k in keys(m)]
    if not isinstance(message, dict) or "worded" in message or "text" in message or "seat" in message:
        return []
    if "list" in message:
        return keys(message["list"])
    out = [message["key"]] + ([message["plural"]] if "plural" in message else [])
    for v in (message.get("params") or {}).values():
        if not isinstance(v, (int, float)):
            out += keys(v)
    return out


def test_texts_are_messages_built_from_the_effect_data():
    source = Path(K.__file__).read_text(encoding="utf-8")
    for c in DECK.cards + DECK.pets:
        said = english(K.text(c))
        assert said and "{" not in said, c.en
        for key in keys(K.text(c)):  # every key is written out in cards.py, where the catalogs find it
            assert f'"{key}"' in source, (c.en, key)
    raw = {c["name"]: c["text"] for c in yaml.safe_load(Path(K.default_path()).read_text())["cards"]}
    assert all(english(K.text(c)) != raw[c.en] for c in DECK.cards)  # never the file's English line


@pytest.mark.parametrize("name,said", [
    ("Alchemist", "When recruited: gain 6 guilders"),
    ("Servant", "Once per round, pay 1 red worker: draw 1 card"),
    ("Accountant", "Once per round: gain 2 guilders"),
    ("Lawyer", "Always: your take-workers action gives 1 more worker"),
    ("Inventor", "Always: in phase 1 you may fill your hand up to 6 cards"),
    ("Bishop", "Final scoring: 1 point for every 2 workers"),
    ("Mayor", "Final scoring: 2 points for each Bureaucrat"),
    ("Powderman", "Once per round: if the brown die shows 5 or 6, gain 3 guilders"),
    ("Mathematician", "When recruited: draw 4 cards, then discard 4 cards"),
    ("Translator", "When recruited: gain 2 workers of any colour; gain 1 guilder"),
    ("Notary", "Once per round: you may pay 2 guilders to gain 1 point"),
])
def test_texts_in_english(name, said):
    assert english(K.text(BY_NAME[name])) == said


def test_describe_gives_the_views_card_fields():
    d = K.describe(BY_NAME["Prince"].id)
    assert d["price"] == 9 and d["points"] == 3 and d["colour"] == "purple" and d["group"] == "Nobles"
    assert d["activation"] == "worker:yellow" and d["infinity_type"] is None and d["stand_in"] and not d["pet"]


# ---- a deck file is checked when it is loaded ------------------------------------------------------------------

CARD = """- id: X-01
  name: Tester
  colour: blue
  cost: 3
  group: scholar
  activation: {activation}
  effect:
    - {effect}
"""


def deck_file(tmp_path, *cards, name="deck.yaml"):
    path = tmp_path / name
    path.write_text("cards:\n" + "".join(cards), encoding="utf-8")
    return str(path)


def card(activation="arrow", effect="{kind: gain, resource: guilders, amount: 2}", **extra):
    text = CARD.format(activation=activation, effect=effect)
    return text + "".join(f"  {k}: {v}\n" for k, v in extra.items())


def refused(tmp_path, *cards) -> str:
    K.load_deck.cache_clear()
    with pytest.raises(SetupError) as e:
        K.load_deck(deck_file(tmp_path, *cards))
    return str(e.value)


def test_a_good_small_deck_loads(tmp_path):
    d = K.load_deck(deck_file(tmp_path, card(), card().replace("X-01", "X-02").replace("Tester", "Other")))
    assert [c.en for c in d.cards] == ["Tester", "Other"] and d.cards[0].it == "Tester"  # no `it`: English
    assert d.cards[0].points == 1  # points default to price / 3


@pytest.mark.parametrize("bad,expected", [
    (dict(effect="{kind: gain_castle, amount: 2}"), "unknown effect kind 'gain_castle'"),
    (dict(effect="{kind: gain, resource: gold, amount: 2}"), "parameter 'resource' of 'gain'"),
    (dict(effect="{kind: gain, resource: guilders, amount: -1}"), "parameter 'amount' of 'gain'"),
    (dict(effect="{kind: gain, resource: guilders}"), "needs the parameter 'amount'"),
    (dict(effect="{kind: gain, resource: guilders, amount: 2, bonus: 1}"), "has no parameter 'bonus'"),
    (dict(effect="{kind: mod_take_workers, bonus: 1}"), "does not fit the activation 'arrow'"),
    (dict(activation="laurel"), "does not fit the activation 'laurel'"),
    (dict(activation="infinity"), "needs an infinity_type"),
    (dict(activation="worker:green"), "unknown activation 'worker:green'"),
    (dict(effect="{kind: gain, resource: guilders, amount: 2, if: {die: brown, in: [7]}}"), "condition"),
    (dict(effect="{kind: discard_threats, amount: all, colour: pink}"), "parameter 'colour'"),
    (dict(effect="{kind: score_per, per: castles, points: 1}", activation="laurel"), "parameter 'per'"),
])
def test_a_malformed_card_is_refused_naming_it(tmp_path, bad, expected):
    said = refused(tmp_path, card(**bad))
    assert "X-01" in said and expected in said, said


def test_unknown_field_duplicate_id_and_name_are_refused(tmp_path):
    assert "unknown field 'efect'" in refused(tmp_path, card(efect="[]"))
    assert "the id is used by another card" in refused(tmp_path, card(), card().replace("Tester", "Other"))
    assert "the name is used by another card" in refused(tmp_path, card(), card().replace("X-01", "X-02"))
    assert "infinity_type" in refused(tmp_path, card(infinity_type="situation"))
    assert "confirmed" in refused(tmp_path, card(confirmed="maybe"))


def test_a_file_without_cards_or_not_yaml(tmp_path):
    empty = tmp_path / "empty.yaml"
    empty.write_text("totals: {cards: 0}\n")
    with pytest.raises(SetupError, match="no list of cards"):
        K.load_deck(str(empty))
    broken = tmp_path / "broken.yaml"
    broken.write_text("cards: [\n")
    with pytest.raises(SetupError, match="not valid YAML"):
        K.load_deck(str(broken))


def test_totals_must_match(tmp_path):
    path = tmp_path / "totals.yaml"
    path.write_text("totals: {cards: 3}\ncards:\n" + card())
    with pytest.raises(SetupError, match="says 3 cards but lists 1"):
        K.load_deck(str(path))



def test_bru_012_points_are_a_third_of_the_price(tmp_path):
    # BRU-012: the small number under the price, always price / 3: so in the data, and a deck file that
    # gives no points gets them from the price
    assert all(c.points == c.price // 3 and c.price % 3 == 0 for c in DECK.cards)
    assert all(c.points == c.price // 3 for c in DECK.pets)
    assert BY_NAME["Prince"].price == 9 and BY_NAME["Prince"].points == 3  # the rulebook's card anatomy
    K.load_deck.cache_clear()
    small = K.load_deck(deck_file(tmp_path, card().replace("cost: 3", "cost: 12")))
    assert small.cards[0].price == 12 and small.cards[0].points == 4


def test_bru_086_every_person_has_price_points_icon_name_benefit_and_group():
    # BRU-086: what the person section of every card shows, as the view describes it
    activations = {"arrow", "laurel", "infinity"} | {f"worker:{c}" for c in K.COLOURS}
    groups = {english(K.group_word(g)) for g in K.GROUPS}
    for c in DECK.cards:
        d = K.describe(c.id)
        assert d["price"] in (0, 3, 6, 9, 12) and d["points"] == d["price"] // 3
        assert d["activation"] in activations
        assert (d["infinity_type"] is not None) == (d["activation"] == "infinity")
        assert english(d["name"]) and english(d["text"])
        assert english(d["group"]) in groups


def test_bru_090_without_the_card_supplement_the_cards_are_called_stand_ins():
    # BRU-090: the rules supplement is not available to us: the game's summary says the cards are stand-ins,
    # and every card's view says whether it is one (only the cards whose effect a source confirms are not)
    from rules.bruges import GAME
    assert "stand-ins" in english(GAME.summary)
    for c in DECK.cards:
        assert K.describe(c.id)["stand_in"] is (not c.confirmed)
    assert not K.describe(BY_NAME["Alchemist"].id)["stand_in"]  # the rulebook's own example
    assert sum(1 for c in DECK.cards if K.describe(c.id)["stand_in"]) == 165 - 14
