"""Issue 12.5: the console and the games' texts read like a game, not an engine.

No rule ids in anything a player reads; `hand` in plain lines; the number the console prints beside an
option is the number a player types; the end of a game said once; no log numbers."""
import random
import re

import pytest

from bot.console import Console
from bot.models import Place, Player
from rules import get_game
from rules.core.text import english
from rules.core import IllegalAction
from tests.positions import set_position

HERE = Place("console", "local")  # the console's own channel
ANN, BOB = Player("console", "ann", "Ann"), Player("console", "bob", "Bob")
RULE_ID = re.compile(r"\b(COB|ALH)-[0-9]")
ALL_MODULES = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}
BAD_MOVES = ["sell 4", "sell 9", "place bank@18", "place cow3@30", "take 3 cow3", "take 9 castle", "buy black bank",
             "buy tower 9 with blue 9+blue 8", "buy tower 30 with blue 9", "buy tower 9 with green 9",
             "place 12 at 5,5", "place tower at 0,1", "thief steal blue 9", "residents blue", "ship 7"]


def player_texts(game_id, options, seed, players=3):
    """Every prompt, waiting text, label, log line and refusal of one random game."""
    game = get_game(game_id)
    st = game.new(["Ann", "Bob", "Cid"][:players], seed, options)
    rng = random.Random(seed)
    seen = [o.describe() for o in game.options] + [game.summary]
    while not game.over(st):
        seen.append(english(game.waiting_text(st), st.names))
        acting = game.current(st) + game.may_act(st)
        for seat in acting:
            seen.append(english(game.prompt(st, seat), st.names))
            seen += [english(a.label, st.names) for a in game.actions(st, seat)]
        seat = rng.choice(acting)
        if rng.random() < 0.1:
            for bad in BAD_MOVES:
                try:
                    game.apply(game.load(game.dump(st)), seat, bad)  # on a copy: some may be legal
                except IllegalAction as exc:
                    seen.append(str(exc))
        acts = game.actions(st, seat)
        seen += [e.text for e in game.apply(st, seat, acts[rng.randrange(len(acts))]).events]
    seen.append(english(game.waiting_text(st), st.names))
    return seen


@pytest.mark.parametrize("game_id,options", [("castles", {}), ("castles", {"duchy": 2}),
                                             ("alhambra", {}), ("alhambra", ALL_MODULES)])
def test_no_rule_ids_in_player_texts(game_id, options):
    for seed in (1, 2):
        leaked = sorted({t for t in player_texts(game_id, options, seed) if RULE_ID.search(t)})
        assert not leaked, leaked[:5]


# ---- the console ---------------------------------------------------------------------------------

async def table(service, game_id, options=None):
    doc = await service.create(HERE, game_id, options or {}, ANN)
    await service.join(doc["id"], BOB)
    return await service.start(doc["id"], ANN)


def console_of(service, doc):
    out: list[str] = []
    con = Console(service, images=False, write=out.append)
    con.table = doc["id"]
    return con, out


def name_at(doc, seat):
    return next(p["name"] for p in doc["players"] if p["pid"] == doc["seats"][seat])


def printed_options(out):
    """(number, text) of every option line printed by `options`, in printed order."""
    return [(int(m.group(1)), m.group(2)) for m in (re.match(r"^ {4}([0-9]+)\. .*  \[(.+)\]", x) for x in out) if m]


async def test_option_numbers_read_in_order_and_pick_the_printed_option(service):
    doc = await table(service, "castles")

    def grouped_apart(st):  # a sale sits between the takes of die 1 and die 3 in the game's list
        from tests.castles.helpers import turn
        p = turn(st, 0, dice=(1, 3))
        p["goods"] = [0, 2, 0, 0, 0, 0, 0]
        p["workers"] = 0
        st.data["depots"][0] = ["castle", None]
        st.data["depots"][2] = ["mine", None]
    doc = await set_position(service, doc["id"], grouped_apart)
    con, out = console_of(service, doc)
    await con.run_line("options")
    shown = printed_options(out)
    assert [n for n, _ in shown] == list(range(1, len(shown) + 1))  # 1, 2, 3 ... as printed
    game_order = [o.text for o in service.options_of(doc, Player("console", name_at(doc, 0).lower(),
                                                                  name_at(doc, 0))).options]
    assert [t for _, t in shown] != game_order  # grouped: the menu is not the game's order here
    number, text = next((n, t) for n, t in shown if game_order.index(t) != n - 1)
    await con.run_line(f"move {name_at(doc, 0)} {number}")
    moves = [e for e in await service.store.log(doc["id"], 3) if e["kind"] == "move"]
    assert moves[-1]["action"] == text


async def test_hand_is_plain_lines(service):
    doc = await table(service, "alhambra", ALL_MODULES)
    con, out = console_of(service, doc)
    await con.run_line("autoplay 4")  # residents chosen, traders placed: money dealt
    out.clear()
    await con.run_line("hand Ann")
    text = "\n".join(out)
    assert out[0] == "Ann's private view:"
    assert "Money: " in text and "Thieves: " in text and "Reserve: " in text
    assert not any(ch in text for ch in '{}[]"') and "true" not in text and "false" not in text


async def test_castles_hand_says_what_the_player_holds_and_may_do(service):
    doc = await table(service, "castles")
    con, out = console_of(service, doc)
    name = name_at(doc, doc["seats"].index(service.to_act(doc)[0]))
    await con.run_line(f"hand {name}")
    text = "\n".join(out)
    assert "Dice: " in text and "Storage: " in text and "Goods: " in text
    assert "Your move: Your dice show" in text and f"options {name} lists them" in text
    assert not any(ch in text for ch in '{}[]"')


async def test_the_end_of_the_game_is_said_once(service):
    doc = await table(service, "castles")
    con, out = console_of(service, doc)
    await con.run_line("autoplay 5000")
    text = "\n".join(out)
    assert text.count("Game over.") == 1, [x for x in out if "Game over" in x]
    assert "The game is over." not in text
    out.clear()
    await con.run_line("status")
    assert not any("The game is over." in x for x in out) and any(x.startswith("Game over. Winner") for x in out)


async def test_console_log_has_no_numbers_after_a_resignation(service):
    doc = await table(service, "castles")
    con, out = console_of(service, doc)
    await con.run_line("autoplay 3")
    await con.run_line("resign Bob yes")
    await con.run_line("autoplay 3")
    out.clear()
    await con.run_line("log")
    assert out and not any(re.match(r"^\s*[0-9]+\.", x) for x in out)


def test_options_and_their_refusals_read_in_the_reader_s_language():
    """An option's name, its choices and the refusals of a wrong one in Italian, as `games` shows them (they are
    typed back in either language)."""
    import i18n
    from rules.core import SetupError
    from rules.core.options import resolve_options

    def refusal(game_id, given):
        with pytest.raises(SetupError) as err:
            resolve_options(get_game(game_id).options, given)
        return i18n.say("it", err.value.message, (), game_id), english(err.value.message)

    assert refusal("alhambra", {"pippo": "1"}) == (
        "Opzione sconosciuta 'pippo'. Opzioni di questo gioco: mura, ladri, resto, venditori.",
        "Unknown option 'pippo'. Options of this game: walls, thieves, change, traders.")
    assert refusal("alhambra", {"thieves": "maybe"})[0] == "L'opzione ladri vuole sì o no, non 'maybe'."
    assert refusal("macao", {"dice_choice": "x"}) == (
        "L'opzione scelta_dadi deve essere una di queste: in_ordine, simultanea.",
        "Option dice_choice must be one of: sequential, simultaneous.")
    shown = [i18n.say("it", spec.message(), (), "castles") for spec in get_game("castles").options]
    assert any(line.startswith("solitario=principiante|esperto (predefinito principiante)") for line in shown)
    assert i18n.say("it", get_game("macao").options[0].message(), (), "macao").startswith(
        "scelta_dadi=in_ordine|simultanea (predefinito in_ordine): in_ordine: ")
