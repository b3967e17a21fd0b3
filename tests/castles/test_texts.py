"""Castles texts read like the game: prompts say what is true now, ship choices name the goods colours,
refusals name no rule ids, and the end of the game is said once (by the table's end line)."""
import pytest

from rules.castles import GAME
from rules.castles.components import GOODS_NAMES
from rules.core import IllegalAction
from rules.core.game import Context
from rules.core.text import english

from .helpers import act, new, player, set_depot, ship_to_load, texts, turn


def labels(st, seat=0):
    return {a.text: english(a.label) for a in GAME.actions(st, seat)}


def prompt_of(st, seat=0):
    return english(GAME.prompt(st, seat), st.names)


def test_used_dice_prompt_does_not_ask_to_use_the_dice():  # COB-046, COB-047
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["silver"] = 5
    st.data["black"] = ["bank", None]
    act(st, "workers 1")
    act(st, "workers 2")
    assert st.data["decision"] == "die_action"  # the purchase keeps the turn open
    prompt = prompt_of(st)
    assert prompt == "Both your dice are used: buy one tile from the black depot for 2 silver, or end your turn."
    assert "Use your dice" not in prompt


def test_die_prompt_offers_a_purchase_only_when_one_is_possible():  # COB-080
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["silver"], p["workers"] = 0, 0
    prompt = prompt_of(st)
    assert prompt.startswith("Your dice show 3 and 5: use each for one action")
    assert "buy" not in prompt and "You have" not in prompt  # no purchase, no workers to change a die
    p["silver"] = 2
    st.data["black"] = ["bank"]
    assert "You may also buy one tile from the black depot for 2 silver." in prompt_of(st)


def test_ship_choices_name_the_goods_colours():  # COB-091, COB-092
    st = ship_to_load()
    shown = labels(st)
    t, pink, brown, red = (GOODS_NAMES[c] for c in (1, 3, 5, 4))
    assert shown["ship 3 keep 3"] == f"Depot 3: {t}, {pink} ({brown} stays)"
    assert shown["ship 3 keep 5"] == f"Depot 3: {t}, {brown} ({pink} stays)"
    assert shown["ship 5"] == f"Depot 5: 2 {red}"
    assert "at most 3 colours" in prompt_of(st)
    ctx = Context()
    GAME.perform(st, 0, next(a for a in GAME.actions(st, 0) if a.text == "ship 3 keep 5"), ctx)
    assert english(ctx.events[0].message, st.names) == f"P0 ships goods from depot 3: {t}, {brown}; {pink} stays there."


@pytest.mark.parametrize("text", ["sell 4", "place bank@18", "place bank@30", "take 3 cow3", "buy black bank"])
def test_refusals_name_no_rule_ids(text):
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["goods"] = [0] * 7
    p["storage"] = ["bank"]
    st.data["bought"] = True
    with pytest.raises(IllegalAction) as err:
        act(st, text)
    assert "COB-" not in str(err.value)


def test_a_closed_purchase_says_why():  # COB-081
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    st.data["bought"] = True
    with pytest.raises(IllegalAction, match="already bought a tile this turn"):
        act(st, "buy black bank")
    st.data["bought"] = False
    p["silver"] = 1
    st.data["black"] = ["bank"]
    with pytest.raises(IllegalAction, match="costs 2 silver; you have 1"):
        act(st, "buy black bank")


def test_the_last_turn_does_not_say_game_over_itself():
    """The table's end line says "Game over. Winner: ..."; the game's own log must not say it again."""
    st = new(2, seed=3)
    lines = []
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        lines += [e.text for e in GAME.apply(st, seat, GAME.default_action(st, seat)).events]
    assert not any("game is over" in x.lower() or "game over" in x.lower() for x in lines)
    assert lines[-1] == "Phase E is over: final scoring."
    assert texts(st) == []


def test_every_monastery_says_what_it_does_in_the_key():  # COB-151..COB-169
    from rules.castles.views import tile_info

    texts = {n: english(tile_info(f"mon{n}")["text"]) for n in range(1, 27)}
    assert texts[17] == "end: 4 VP per watchtower" and texts[22] == "end: 4 VP per bank"  # COB-166
    assert texts[3] == "each sale: 2 silver, not 1"  # COB-153
    assert all(4 <= len(t) <= 45 for t in texts.values())  # short enough for a key on a phone


# ---- tile names in sentences: "2 cows", "Boarding house", "a face-down tile" ---------------------------

def _lines(events, lang="en", names=("Ann", "Bob")):
    import i18n
    return [i18n.say(lang, e.message, list(names), "castles") for e in events]


def test_animal_tiles_are_counted_in_the_plural_and_the_verb_agrees():  # COB-256 (solo), COB-097
    from rules.castles import solo

    st = GAME.new(["Ann"], 7)
    act(st, "start 7")
    d = st.data
    d["depots"] = [[None, None] for _ in range(6)]
    d["depots"][2] = ["cow2", "pig4"]
    d["white"] = 3
    ctx = Context()
    solo.remove_depot_tile(st, ctx)
    d["depots"][2] = ["boarding", None]
    solo.remove_depot_tile(st, ctx)
    assert _lines(ctx.events, names=["Ann"]) == ["2 cows leave the game from depot 3.",
                                                  "Boarding house leaves the game from depot 3."]
    assert _lines(ctx.events, "it", ["Ann"]) == ["La tessera 2 mucche del deposito 3 viene rimossa dal gioco.",
                                                "La tessera Alloggio del deposito 3 viene rimossa dal gioco."]


def test_taking_and_buying_name_the_tile_as_players_do():  # COB-050, COB-080
    st = new(2)
    turn(st, 0, dice=(3, 5))
    player(st)["silver"] = 2
    set_depot(st, 3, ["chicken3", None, None, None])
    st.data["black"] = ["boarding"]
    assert labels(st)["take 3 chicken3"] == "Take 3 chickens from depot 3"
    taken = act(st, "take 3 chicken3").events
    bought = act(st, "buy black boarding").events
    assert _lines(taken + bought, names=st.names) == ["P0 takes 3 chickens from depot 3.",
                                                      "P0 buys Boarding house from the black depot."]
    assert _lines(taken + bought, "it", st.names) == ["P0 prende la tessera 3 galline dal deposito 3.",
                                                      "P0 compra la tessera Alloggio dal deposito nero."]


def test_a_face_down_tile_reads_lower_case_with_its_article():  # COB-261
    st = GAME.new(["Ann"], 7)
    act(st, "start 7")
    p = turn(st, 0, dice=(3, 6))
    p["silver"] = 0
    p["storage"] = ["facedown"]
    assert labels(st)["place facedown@10"] == "Place a face-down tile on space 10"
    placed = act(st, "place facedown@10").events
    assert _lines(placed, names=["Ann"])[0] == "Ann places a face-down tile on space 10."
    assert _lines(placed, "it", ["Ann"])[0] == "Ann piazza la tessera Nera coperta sullo spazio #10."


def test_no_tile_name_is_capitalized_mid_sentence_unless_it_is_a_component_name():
    """Every tile's English name: a component's name as the rulebook writes it (capital, then lower case:
    "Boarding house", "City hall"), animals counted in the plural, the face-down tile described."""
    from rules.castles import terms
    from rules.castles.components import TILES

    names = {code: english(terms.tile(code)) for code in TILES}
    assert names["boarding"] == "Boarding house" and names["cow2"] == "2 cows" and names["sheep4"] == "4 sheep"
    assert names["pig3"] == "3 pigs" and names["facedown"] == "a face-down tile" and names["mon7"] == "Monastery 7"
    for code, name in names.items():
        first, *rest = name.split()
        assert all(w.islower() or w.isdigit() for w in rest), (code, name)
        assert first.isdigit() or first[0].isupper() or code == "facedown", (code, name)
    assert english(terms.BUILDING_NOUNS["boarding"]) == "boarding house"


def test_a_wrong_colour_refusal_agrees_with_an_animal_tile():  # COB-060
    st = new(2)
    turn(st, 0, dice=(2, 2))
    player(st)["storage"] = ["cow3"]
    with pytest.raises(IllegalAction, match="3 cows go only on a pasture space"):
        act(st, "place cow3@18")
