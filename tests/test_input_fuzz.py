"""Issue 11, point 5: input that looks like a number.

`str.isdigit()` accepts `①`, `²`, `٣`, `１`; `int()` rejects the first two (ValueError out of
`service.move` for `move take ① castle` or `buy tower ② with blue 3`) and silently reads the others
as 3 and 1; `\\d` in a regex matches them too. Every parser must read only ASCII digits of bounded
length and refuse anything else kindly: an IllegalAction from the rules, a ServiceError from the
service, the state unchanged. The fuzz tests are seeded (random.Random), a few seconds in all.
"""
from __future__ import annotations

import random
import re

import pytest

from bot import console as console_mod
from bot.discord import ids
from bot.errors import BadCommand, ServiceError
from bot.models import Place, Player
from bot.reminders import prefs, settings
from bot.telegram import callbacks as cb
from rules import get_game
from rules.core.errors import GameError, IllegalAction, SetupError
from rules.core.text import is_number, parse_int
from rules.core.types import normalise
from tests.alhambra import helpers as A
from tests.castles import helpers as C
from tests.telegram.conftest import tg  # noqa: F401  (the Telegram harness, for the typed /move test)

CASTLES, ALHAMBRA = get_game("castles"), get_game("alhambra")

# digits that str.isdigit() (and often int()) accepts but a player never means as a move number
SUPERSCRIPT, SUBSCRIPT, CIRCLED = "⁰¹²³⁴⁵⁶⁷⁸⁹", "₀₁₂₃₄₅₆₇₈₉", "⓪①②③④⑤⑥⑦⑧⑨"
ZEROS = (0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10, 0x1D7CE, 0x1D7F6, 0x104A0)  # Nd scripts: int() reads them
DIGIT_MAPS = [SUPERSCRIPT, SUBSCRIPT, CIRCLED] + ["".join(chr(z + i) for i in range(10)) for z in ZEROS]
ODD_NUMBERS = ["-1", "-0", "+1", "1_0", "1.0", "1e3", "0x1", "01", "00", "", " ", "½", "Ⅻ", "三", "〇", "∞",
               "NaN", "inf", "9" * 20, "9" * 400, "9" * 5000, "-" + "9" * 30, "٣", "²", "①", "１", "𝟙"]


def exotic(text: str, rng: random.Random) -> str:
    """`text` with its ASCII digits written in another script (superscripts, Arabic-Indic, fullwidth...)."""
    digits = rng.choice(DIGIT_MAPS)
    return re.sub(r"[0-9]", lambda m: digits[int(m.group())], text)


def refused(game, st, seat: int, text: str) -> str:
    """Apply `text`: it must raise IllegalAction with a message and leave the state as it was."""
    before = game.dump(st)
    with pytest.raises(IllegalAction) as info:
        game.apply(st, seat, text)
    assert str(info.value).strip(), f"empty refusal for {text!r}"
    assert game.dump(st) == before, f"{text!r} changed the state"
    return str(info.value)


# ---- the helper -------------------------------------------------------------------------------

def test_is_number_accepts_only_bounded_ascii_digits():
    assert is_number("0") and is_number("37") and is_number("123456789")
    for s in ["", " 1", "1 ", "-1", "+1", "1_0", "1.0", "²", "①", "٣", "１", "𝟙", "½", "1234567890", None, 3]:
        assert not is_number(s), s
    assert parse_int("7", 1, 6) is None and parse_int("6", 1, 6) == 6 and parse_int("٣") is None
    assert parse_int("9" * 5000) is None and parse_int("-4", signed=True) == -4 and parse_int("-4") is None


# ---- (a) the defect, one input at a time ---------------------------------------------------------

CASTLES_DEFECTS = ["take ① castle", "take ² castle", "take ٣ castle", "take １ castle", "take 𝟙 ship",
                   "sell ²", "sell ①", "sell ٣", "sell １", "take 99999999999999999999 castle",
                   "take " + "9" * 5000 + " castle", "sell " + "9" * 5000, "take -1 castle", "take 1_0 castle",
                   "place castle@²", "place castle@٣", "place castle@" + "9" * 5000, "adjust ² to 6",
                   "workers ①", "take 2 castle with ²", "", "   ", "take", "sell"]


@pytest.mark.parametrize("text", CASTLES_DEFECTS)
def test_castles_refuses_numbers_that_are_not_ascii_digits(text):
    st = C.new()
    C.turn(st, 0, dice=(2, 3))
    C.player(st)["storage"] = ["castle"]
    message = refused(CASTLES, st, 0, text)
    assert "Depot 3" not in message and "colour 3" not in message  # ٣ is not read as 3


def test_castles_names_the_depots_and_spaces_kindly():
    st = C.new()
    C.turn(st, 0, dice=(2, 3))
    C.player(st)["storage"] = ["castle"]
    assert "numbered 1 to 6" in refused(CASTLES, st, 0, "take ① castle")
    assert "numbered 1 to 6" in refused(CASTLES, st, 0, "take 99999999999999999999 castle")
    assert "numbered 1 to 37" in refused(CASTLES, st, 0, "place castle@²")


ALHAMBRA_DEFECTS = ["buy tower ② with blue 3", "buy tower ٣ with blue 3", "buy tower １ with blue 3",
                    "buy tower 3 with blue ²", "buy tower 3 with ² blue coins", "buy tower 3 with blue ٣",
                    "buy tower " + "9" * 5000 + " with blue 3", "buy tower 3 with blue " + "9" * 5000,
                    "buy tower 99999999999999999999 with blue 3", "buy tower -3 with blue 3",
                    "buy arcades ⁴ with orange ⁷", "place ³ at 0,1", "place ٥٠ at 0,-1", "place ① at ①,①",
                    "take green ①", "take green ٩", "take green " + "9" * 5000, "", "   ", "buy", "place",
                    "buy  with ", "buy tower 3 with", "buy tower 3 with +", "buy tower 3 with blue 3+"]


@pytest.mark.parametrize("text", ALHAMBRA_DEFECTS)
def test_alhambra_refuses_numbers_that_are_not_ascii_digits(text):
    st = A.new(3)
    refused(ALHAMBRA, st, ALHAMBRA.current(st)[0], text)


def test_alhambra_asks_for_the_tile_number_in_ascii():
    st = A.new(3)
    seat = ALHAMBRA.current(st)[0]
    assert "by its number" in refused(ALHAMBRA, st, seat, "place ³ at 0,1")
    assert "Write a purchase as" in refused(ALHAMBRA, st, seat, "buy tower ② with blue 3")


def test_table_options_take_ascii_whole_numbers_only():
    pebbles = get_game("pebbles")
    for raw in ["٣", "²", "１", "1_0", "9" * 5000, "-1", "", "2.0", "+2"]:
        with pytest.raises(SetupError):
            pebbles.new(["a", "b"], 1, {"rounds": raw})
    assert pebbles.new(["a", "b"], 1, {"rounds": " 2 "}).options["rounds"] == 2
    with pytest.raises(SetupError):
        CASTLES.new(["a", "b"], 1, {"duchy": "٢"})


def test_reminder_settings_read_ascii_digits_only():
    for value in ["٣h", "²h", "１d", "①", "9" * 400 + "h", "9" * 5000, "1_0h"]:
        with pytest.raises(BadCommand):
            settings.validate("first", value)
        with pytest.raises(BadCommand):
            settings.validate("deadline", value)
    assert settings.validate("first", "12h") == ("first", "12h")
    for value in ["٢٢-٧", "²²-⁷", "22-７", "22:３0-7", "99999-1"]:
        with pytest.raises(BadCommand):
            prefs.parse_quiet(value)
    assert prefs.parse_quiet("22:30-7") == (22 * 60 + 30, 7 * 60)


# ---- (b) seeded fuzz of both games' parsers, in several phases -----------------------------------

def random_text(rng: random.Random, legal: list[str]) -> str:
    roll = rng.random()
    if legal and roll < 0.6:  # a canonical text with one number or token forged
        text = rng.choice(legal)
        runs = list(re.finditer(r"[0-9]+", text))
        how = rng.random()
        if runs and how < 0.45:
            m = rng.choice(runs)
            return text[:m.start()] + rng.choice(ODD_NUMBERS + [exotic(m.group(), rng)]) + text[m.end():]
        if runs and how < 0.7:
            return exotic(text, rng)
        words = text.split(" ")
        words[rng.randrange(len(words))] = rng.choice(ODD_NUMBERS + ["with", "+", "@", ",", "at", "to"])
        return " ".join(words)
    if roll < 0.8:  # words of the games with odd numbers between them
        vocab = ["take", "place", "sell", "buy", "with", "at", "to", "adjust", "workers", "castle", "ship",
                 "tower", "blue", "green", "coins", "+", "place", "thief", "redesign", "wall", "end-turn"]
        return " ".join(rng.choice(vocab + ODD_NUMBERS) for _ in range(rng.randint(1, 6)))
    # random unicode, digits of every script included
    pool = "".join(DIGIT_MAPS) + "0123456789 +-@,.:_abc#|"
    chars = [rng.choice(pool) if rng.random() < 0.7 else chr(rng.choice([rng.randrange(0x20, 0xD800),
                                                                         rng.randrange(0xE000, 0x110000)]))
             for _ in range(rng.randint(0, 24))]
    return "".join(chars)


def reads_legal(game, st, seat: int, text: str, canon: set) -> bool:
    """Whether the game reads `text` as one of its legal moves after all: a forged number may leave "take 6 cow"
    (the one cow tile of depot 6) or "buy chambers with green 8" (the market's one chambers), as a player types
    them."""
    typed = normalise(text)
    return typed in canon or game.canonical(st, seat, typed) in canon


def fuzz_state(game, st, rng: random.Random, tries: int) -> int:
    refusals = 0
    for seat in game.current(st):
        legal = [a.text for a in game.actions(st, seat)]
        canon = {normalise(t) for t in legal}
        for _ in range(tries):
            text = random_text(rng, legal)
            if reads_legal(game, st, seat, text, canon):
                continue  # forged into a legal move after all
            refused(game, st, seat, text)
            refusals += 1
    return refusals


@pytest.mark.parametrize("game_id, options", [("castles", None), ("castles", {"duchy": "2"}),
                                              ("alhambra", None),
                                              ("alhambra", {"walls": "yes", "thieves": "yes", "change": "yes",
                                                            "traders": "yes"})])
def test_fuzz_parsers_in_several_phases(game_id, options):
    game = get_game(game_id)
    rng = random.Random(f"issue-11-5-{game_id}-{options}")
    st = game.new(["Ann", "Bob", "Cid"], rng.randrange(10**6), options)
    refusals, played = 0, 0
    for target in (0, 2, 6, 15, 40, 90):
        while played < target and not game.over(st):
            seat = game.current(st)[0]
            game.apply(st, seat, rng.choice(list(game.actions(st, seat))))
            played += 1
        if game.over(st):
            break
        refusals += fuzz_state(game, st, rng, 150)
    assert refusals > 700


# ---- (c) the same through the table service, the console and the adapters' parsers -------------

HERE = Place("discord", "chan-fuzz")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")


async def started(service, game_id):
    doc = await service.create(HERE, game_id, {}, ANN)
    await service.join(doc["id"], BOB)
    return await service.start(doc["id"], ANN)


async def assert_refused(service, tid, call):
    before = await service.table(tid)
    with pytest.raises(ServiceError) as info:
        await call
    assert str(info.value).strip()
    after = await service.table(tid)
    assert (after["version"], after["state"]) == (before["version"], before["state"])


@pytest.mark.parametrize("game_id", ["castles", "alhambra"])
async def test_fuzz_service_move(service, game_id):
    rng = random.Random(f"service-{game_id}")
    doc = await started(service, game_id)
    tid = doc["id"]
    player = next(p for p in (ANN, BOB) if p.pid == service.to_act(doc)[0])
    opts = service.options_of(doc, player)
    legal = [o.text for o in opts.options]
    canon = {normalise(t) for t in legal}
    game = get_game(game_id)
    st, seat = game.load(doc["state"]), doc["seats"].index(player.pid)
    for text in CASTLES_DEFECTS + ALHAMBRA_DEFECTS:
        if not reads_legal(game, st, seat, text, canon):
            await assert_refused(service, tid, service.move(tid, player, text))
    for _ in range(120):
        text = random_text(rng, legal)
        if not reads_legal(game, st, seat, text, canon):
            await assert_refused(service, tid, service.move(tid, player, text))
    n, ver = len(opts.options), opts.version
    for index in (-1, -2, -n, -n - 1, n, n + 1, 10**9, 10**30, -10**30):
        for version in (ver, ver + 1, 0, -1, 10**30, -10**30):
            await assert_refused(service, tid, service.move(tid, player, index=index, version=version))
    await assert_refused(service, tid, service.move(tid, player, index=0))  # no version
    await assert_refused(service, tid, service.move(tid, player))  # neither text nor index
    other = next(p for p in (ANN, BOB) if p != player)
    await assert_refused(service, tid, service.move(tid, other, legal[0]))
    forged_ids = ["", "#", "##", "①", "٣٣٣", "#" + tid + "x", tid + "}", "{t:" + tid, "*", "x" * 10000, "\x00",
                  " ", "-1", "9" * 5000, tid[::-1] + "①"]
    for bad in forged_ids:
        with pytest.raises(ServiceError) as info:
            await service.move(bad, player, legal[0])
        assert str(info.value).strip()
    after = await service.table(tid)
    assert after["version"] == doc["version"]


async def test_service_refuses_absurd_index_and_version(service):
    doc = await started(service, "castles")
    tid = doc["id"]
    player = next(p for p in (ANN, BOB) if p.pid == service.to_act(doc)[0])
    for index, version in [(10**5000, doc["version"]), (-10**5000, doc["version"]), (0, "1"), (0, 1.5)]:
        await assert_refused(service, tid, service.move(tid, player, index=index, version=version))


async def test_fuzz_console_commands(service):
    out: list[str] = []
    con = console_mod.Console(service, images=False, write=out.append)
    for line in ["new castles Ann", "join Bob", "start"]:
        assert await con.run_line(line)
    doc = await con.current()
    rng = random.Random("console")
    forged = ["move Ann ①", "move Bob ①", "move Ann ²", "move Ann ٣", "move Ann １", "next ①", "next ²",
              "next ٣", "next 99999999999999999999", "next " + "9" * 5000, "next -1", "next 0", "next 1_0",
              "autoplay ②", "autoplay ٣", "autoplay -1", "autoplay 1e3", "autoplay " + "9" * 5000,
              "options ①", "use ①", "use " + "9" * 5000, "move Ann take ① castle", "next take ² castle",
              "next buy tower ② with blue 3", "hand ²", "undo ³", "log ①", "next", "move Ann"]
    forged += [rng.choice(["next ", "move Ann ", "move Bob ", "autoplay ", "use "]) +
               random_text(rng, []).replace('"', "").replace("'", "") for _ in range(80)]
    for line in forged:
        before = len(out)
        assert await con.run_line(line), line
        doc_after = await service.table(doc["id"])
        assert doc_after["version"] == doc["version"], f"{line!r} changed the table"
        if line.split()[0] in ("move", "next", "autoplay", "use") and \
                any(w in line for w in ("①", "²", "٣", "１", "99999", "-1", "1_0", "1e3", "next 0")):
            assert any(x.startswith("error:") for x in out[before:]), (line, out[before:])


def test_fuzz_telegram_callback_data():
    rng = random.Random("telegram")
    forged = ["o|abc|²|0|1", "o|abc|1|0|①", "o|abc|1|٣|1", "o|abc|1|0|１", "o|abc|1|0|-1", "o|abc|-1|0|1",
              "o|abc|1|0|1_0", "o|abc|1|0|" + "9" * 60, "o|abc| 1|0|1", "v|abc|1|0|②|0", "v|abc|1|0|٣|0",
              "v|abc|1|0|-1|0", "v|abc|1|0|a|²", "G|abc|1|0|³", "G|abc|1|0|", "o||1|0|1", "o|abc|1|0",
              "|", "||||", "", None, "h|", "j|①", "o|abc|1|0|1|extra"]
    alphabet = "ovGhpjs|abc0123456789-_ " + "".join(DIGIT_MAPS)
    forged += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(1500)]
    for data in forged:
        press = cb.parse(data)
        if press is None:
            continue
        for field in (press.version, press.seat, press.index, press.page):
            assert type(field) is int and 0 <= field < 10**12, (data, press)
        assert press.group == "a" or is_number(press.group), (data, press)
        assert press.table
    assert cb.parse("o|abc|1|0|٣") is None and cb.parse("v|abc|1|0|²|0") is None
    assert cb.parse(cb.option("abc", 12, 1, 3)) == cb.Press("o", "abc", 12, 1, 3)
    assert cb.parse(cb.page("abc", 12, 1, 2, 0)).group == "2"


def test_fuzz_discord_custom_ids():
    rng = random.Random("discord")
    templates = [ids.OPTION, ids.SELECT, ids.PAGE, ids.ACT, ids.HAND, ids.JOIN, ids.START, ids.UNDO]
    forged = ["tv:m:abc:٣:1", "tv:m:abc:1:١", "tv:m:abc:1:１", "tv:m:abc:1:²", "tv:s:abc:1:0:٣",
              "tv:s:abc:1:٠:0", "tv:p:abc:1:٣", "tv:p:abc:𝟙:1", "tv:m:abc:1:-1", "tv:m:abc:1:" + "9" * 50]
    alphabet = "tv:msp" + "abc0123456789" + "".join(DIGIT_MAPS)
    forged += ["tv:" + rng.choice("msp") + ":abc:" + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
               for _ in range(1500)]
    for custom_id in forged:
        for template in templates:
            m = re.fullmatch(template, custom_id)
            if m is None:
                continue
            for name in ("ver", "idx", "page", "row"):
                value = m.groupdict().get(name)
                if value is not None:
                    assert is_number(value, 10), (custom_id, name, value)
    for custom_id in forged[:10]:
        assert not any(re.fullmatch(t, custom_id) for t in templates), custom_id
    assert re.fullmatch(ids.OPTION, ids.option("abc", 12, 3))["idx"] == "3"


async def test_telegram_typed_move_with_odd_digits_is_refused(tg, service):
    from tests.telegram.conftest import ANN as TG_ANN, BOB as TG_BOB, GROUP
    from tests.telegram.fake_api import private_chat

    tid = await tg.open_table("pebbles rounds=1")
    await tg.do(TG_ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    who = TG_ANN if service.to_act(doc)[0] == f"telegram:{TG_ANN['id']}" else TG_BOB
    for text in ["²", "①", "٣", "１", "99999999999999999999", "9" * 5000, "1_0"]:
        calls = await tg.do(who, private_chat(who), f"/move {text}")
        assert calls and calls[-1].text.strip(), text
        assert (await service.table(tid))["version"] == doc["version"], f"/move {text} moved"


def test_every_refusal_is_a_game_or_service_error():
    """What the adapters catch: the console and both chats show GameError and ServiceError messages."""
    assert issubclass(IllegalAction, GameError) and issubclass(BadCommand, ServiceError)
