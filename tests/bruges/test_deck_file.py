"""A deck file replaces the stand-in deck without code (TAVOLO_BRUGES_DECK): a second, different deck
(tests/bruges/other_deck.yaml: 60 other persons, other prices and points, every effect kind of the
vocabulary) plays whole games; a malformed deck is refused with a message naming the card."""
import random
from pathlib import Path

import pytest

from rules.bruges import GAME
from rules.bruges import cards as K
from rules.bruges import effects as F
from rules.core.errors import SetupError
from rules.core.text import english

OTHER = Path(__file__).parent / "other_deck.yaml"


@pytest.fixture
def other_deck(monkeypatch):
    monkeypatch.setenv(K.DECK_ENV, str(OTHER))
    yield K.use()  # what setting up a game does: the setting is read when a game begins
    monkeypatch.delenv(K.DECK_ENV)
    K.use()


@pytest.fixture(autouse=True)
def packaged_deck_after(monkeypatch):
    """Whatever a test set, the next one plays the packaged deck again."""
    yield
    monkeypatch.delenv(K.DECK_ENV, raising=False)
    K.use()


def test_the_environment_variable_picks_the_deck_file(other_deck):
    assert K.deck_path() == str(OTHER)
    assert len(other_deck.cards) == 60 and other_deck.ids == list(range(1, 61))
    assert english(K.name(1)) == "Ferryman"
    assert english(K.text(1)) == "When recruited: gain 3 guilders"
    assert other_deck.digest != K.load_deck(K.default_path()).digest


def test_the_second_deck_uses_every_effect_kind(other_deck):
    used = {e["kind"] for c in other_deck.cards for e in c.effects}
    assert used == set(K.KINDS)


def test_unset_the_packaged_deck(monkeypatch):
    monkeypatch.delenv(K.DECK_ENV, raising=False)
    assert K.deck_path() == K.default_path() and len(K.use().cards) == 165


def test_a_stored_game_goes_on_only_with_its_own_deck(monkeypatch):
    """A game records its deck; loaded where another deck is in use, it is refused in words (card 12 would
    be another person), and it loads again once the setting is back."""
    st = GAME.new(["A", "B"], 4)
    saved = GAME.dump(st)
    monkeypatch.setenv(K.DECK_ENV, str(OTHER))
    K.use()
    with pytest.raises(SetupError, match="another deck file"):
        GAME.load(saved)
    monkeypatch.delenv(K.DECK_ENV)
    K.use()
    assert GAME.dump(GAME.load(saved)) == saved


def where_cards_are(st) -> list[int]:
    """Every card of the game, wherever it lies (each must be in exactly one place)."""
    d = st.data
    out = list(d["extra"]) + list(d["discard"])
    for pile in d["piles"]:
        out += pile["rest"] + ([pile["top"]] if pile["top"] is not None else [])
    for p in d["players"]:
        out += p["hand"] + p["new"]
        for h in p["houses"]:
            out += [c for c in (h["card"], h["person"], h["pet"]) if c is not None]
    return out


def play(n: int, seed: int, choose, pets=False, check_storage=False):
    st = GAME.new([f"P{i}" for i in range(n)], seed, {"pets": "yes"} if pets else None)
    everything = sorted(where_cards_are(st))
    r = random.Random(seed)
    decisions = set()
    for _ in range(6000):
        if GAME.over(st):
            break
        seat = GAME.current(st)[0]
        actions = list(GAME.actions(st, seat))
        assert actions and sum(a.default for a in actions) == 1, st.data["decision"]
        decisions.add(st.data["decision"])
        action = choose(st, seat, actions, r)
        GAME.apply(st, seat, action.text)
        assert sorted(where_cards_are(st)) == everything
        for p in st.data["players"]:
            assert p["score"] >= 0 and p["guilders"] >= 0 and min(p["workers"].values()) >= 0
        if check_storage:
            again = GAME.load(GAME.dump(st))
            assert GAME.dump(again) == GAME.dump(st)
    assert GAME.over(st), "the game did not end"
    GAME.final(st)
    return st, decisions


def at_random(st, seat, actions, r):
    return r.choice(actions)


def by_default(st, seat, actions, r):
    return next(a for a in actions if a.default)


def greedy(st, seat, actions, r):
    """Activates and recruits whenever it can, so the effects come into play."""
    for prefix in ("activate", "exchange", "take ", "return", "recall"):
        for a in actions:
            if a.text.startswith(prefix):
                return a
    recruits = [a for a in actions if " recruit " in a.text]
    return r.choice(recruits) if recruits and r.random() < 0.8 else r.choice(actions)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_games_with_the_second_deck(other_deck, n, seed):
    play(n, seed, greedy)
    play(n, seed + 10, at_random, pets=seed == 2)
    play(n, seed + 20, by_default)


def test_the_second_deck_brings_the_effect_decisions_to_the_table(other_deck):
    seen = set()
    for seed in range(12):
        seen |= play(2 + seed % 3, 100 + seed, greedy)[1]
    assert {"worker", "pile", "exchange", "take", "return", "give"} <= seen


def test_a_game_with_the_second_deck_survives_storage(other_deck):
    play(3, 5, greedy, check_storage=True)


def test_a_malformed_deck_is_refused_naming_the_card(tmp_path, monkeypatch):
    text = OTHER.read_text(encoding="utf-8").replace("kind: extra_house", "kind: extra_castle")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    monkeypatch.setenv(K.DECK_ENV, str(bad))
    with pytest.raises(SetupError) as refused:
        GAME.new(["A", "B"], 1)
    assert "ALT-17" in str(refused.value) and "extra_castle" in str(refused.value)
    assert str(bad) in str(refused.value)


def test_a_deck_file_that_is_not_there(tmp_path, monkeypatch):
    monkeypatch.setenv(K.DECK_ENV, str(tmp_path / "none.yaml"))
    with pytest.raises(SetupError, match="cannot be read"):
        GAME.new(["A", "B"], 1)


def test_no_person_of_the_second_deck_has_code_of_its_own(other_deck):
    # every card's behaviour comes from its entries: the interpreters are per kind, never per card
    assert set(F.IMMEDIATE) | set(F.ANSWERED_BY) == set(K.KINDS)
    assert not any(c.en in Path(F.__file__).read_text(encoding="utf-8") for c in other_deck.cards)


def test_second_deck_on_event_gain_of_any_worker_names_its_person(other_deck):  # on_event, worker:any
    from rules.core.text import english as said
    from tests.bruges.helpers import act, card_named, house, player, turn
    st = GAME.new(["A", "B"], 3)
    ferryman = card_named("Ferryman")
    turn(st, 0, hand=[ferryman, card_named("Hatter")])
    house(st, 0, person=card_named("Midwife"))
    house(st, 0)
    act(st, f"play {ferryman} recruit 2")
    assert st.data["decision"] == "worker" and "Midwife" in said(GAME.prompt(st, 0))
    act(st, "worker yellow")
    assert player(st)["workers"]["yellow"] == 2 and player(st)["guilders"] == 5 - 1 + 3


def test_second_deck_group_discount_and_points_steal(other_deck):  # mod_recruit with a group; steal points
    from tests.bruges.helpers import card_named, house, player, turn
    st = GAME.new(["A", "B"], 3)
    turn(st, 0, hand=[card_named("Hatter")])
    house(st, 0, person=card_named("Patroness"))
    assert F.recruit_discount(st, 0, card_named("Goldbeater")) == 3  # an Artist
    assert F.recruit_discount(st, 0, card_named("Ferryman")) == 0  # a Merchant
    keeper = card_named("Toll Keeper")
    house(st, 0, person=keeper)
    player(st, 1)["score"] = 0
    GAME.apply(st, 0, f"activate {keeper}")
    assert player(st)["score"] == 5 and keeper in player(st)["used"]  # nothing to take: ER-02
