"""Everything the adapter sends to Discord stays inside Discord's documented limits: the command
tree (names, descriptions, choices, nesting, total size, in every language of its localizations) and
the components of every action panel, built from real option lists of every registered game and from
synthetic long lists, in every language."""
import random
import re

import discord
import pytest

import i18n
from rules.core.text import english

from bot.discord import limits as L
from bot.discord.client import TavoloBot, commands_payload
from bot.discord.commands import CatalogTranslator
from bot.discord.app import DiscordApp
from bot.discord.panel import board_view, lobby_view, panel_view, plan_pages, undo_view, act_view
from bot.models import Option, Options
from rules import games

NAME = re.compile(r"^[-_a-z0-9]{1,32}$")  # Discord's CHAT_INPUT name rule, for our ASCII names
LOCAL_NAME = re.compile(r"^[-_\w]{1,32}$")  # a localized name: letters of any script, lower case
SUBCOMMAND, GROUP = 1, 2


@pytest.fixture
async def tree():
    t = TavoloBot(DiscordApp(None)).tree
    await t.set_translator(CatalogTranslator())  # as setup_hook does before syncing
    return t


def _localizations(opt: dict, key: str) -> list[str]:
    return list((opt.get(f"{key}_localizations") or {}).values())


def _names_and_descriptions_fit(opt: dict) -> int:
    """Every language's name and description of `opt` fits; the longest count toward the total."""
    names = [opt["name"], *_localizations(opt, "name")]
    descriptions = [opt["description"], *_localizations(opt, "description")]
    for name in names:
        assert LOCAL_NAME.match(name) and name == name.lower(), name
    for description in descriptions:
        assert 1 <= len(description) <= L.COMMAND_DESCRIPTION, (opt["name"], description)
    return max(map(len, names)) + max(map(len, descriptions))


def _walk_option(opt: dict, depth: int) -> int:
    """Check one option (or subcommand) and return its characters counted toward the 4000 total."""
    assert NAME.match(opt["name"]), opt["name"]
    size = _names_and_descriptions_fit(opt)
    if opt["type"] in (SUBCOMMAND, GROUP):
        assert depth < 2 and (opt["type"] == SUBCOMMAND or depth == 0), "subcommands nest at most two levels"
        children = opt.get("options", [])
        assert len(children) <= L.COMMAND_OPTIONS
        if opt["type"] == SUBCOMMAND:
            required = [c.get("required", False) for c in children]
            assert required == sorted(required, reverse=True), "required options come first"
        size += sum(_walk_option(c, depth + 1) for c in children)
    else:
        choices = opt.get("choices", [])
        assert len(choices) <= L.CHOICES
        assert not (choices and opt.get("autocomplete")), "an option has choices or autocomplete, not both"
        for c in choices:
            names = [c["name"], *_localizations(c, "name")]
            assert all(1 <= len(n) <= L.CHOICE_TEXT for n in names) and len(str(c["value"])) <= L.CHOICE_TEXT
            size += max(map(len, names)) + len(str(c["value"]))
    return size


async def test_command_tree_fits_discords_limits(tree):
    payload = await commands_payload(tree, None)
    assert [c["name"] for c in payload] == ["tavolo"]  # one group: far from the 100-command cap
    top = payload[0]
    assert top["dm_permission"] is False  # tables live in server channels
    size = _names_and_descriptions_fit(top)
    assert len(top["options"]) <= L.COMMAND_OPTIONS
    size += sum(_walk_option(o, 1) for o in top["options"])
    assert size <= L.COMMAND_TOTAL


async def test_every_command_of_the_brief_exists(tree):
    names = {c["name"] for c in (await commands_payload(tree, None))[0]["options"]}
    assert names == {"new", "join", "leave", "start", "status", "hand", "move", "undo", "log", "resign",
                     "abandon", "rules", "mygames", "settings", "skip", "takeover", "addbot", "removebot", "suggest"}


async def test_game_choices_are_the_registered_games(tree):
    new = next(o for o in (await commands_payload(tree, None))[0]["options"] if o["name"] == "new")
    game = next(o for o in new["options"] if o["name"] == "game")
    assert [c["value"] for c in game["choices"]] == list(games())[:25]


# ---- components ------------------------------------------------------------------------------------

def check_view(view: discord.ui.View) -> list[str]:
    """Assert the view's payload fits Discord's component limits; return its custom_ids."""
    rows = view.to_components()
    assert len(rows) <= L.ROWS
    ids = []
    for row in rows:
        comps = row["components"]
        kinds = {c["type"] for c in comps}
        if 3 in kinds:  # a string select fills its row alone
            assert len(comps) == 1
            sel = comps[0]
            assert 1 <= len(sel["options"]) <= L.SELECT_OPTIONS
            assert len(sel.get("placeholder", "")) <= L.SELECT_PLACEHOLDER
            values = [o["value"] for o in sel["options"]]
            assert len(set(values)) == len(values)
            for o in sel["options"]:
                assert 1 <= len(o["label"]) <= L.SELECT_TEXT and len(o["value"]) <= L.SELECT_TEXT
                assert len(o.get("description", "")) <= L.SELECT_TEXT
        else:
            assert kinds == {2} and 1 <= len(comps) <= L.BUTTONS_PER_ROW
            for c in comps:
                assert 1 <= len(c["label"]) <= L.BUTTON_LABEL
        ids += [c["custom_id"] for c in comps]
    assert all(1 <= len(i) <= L.CUSTOM_ID for i in ids)
    assert len(set(ids)) == len(ids), "custom_ids are unique within a message"
    return ids


def check_options(opts: Options, lang: str = "en", hints: bool = False) -> int:
    """Every page of the panel fits, and every option is offered exactly once; with `hints` every page also
    has the Suggest button in its last row. Returns the page count."""
    pages = plan_pages(opts.options, L.ROWS - 1 if hints else L.ROWS)
    seen: list[int] = []
    for p in range(len(pages)):
        view, shown, n = panel_view(opts, p, lang, hints=hints)
        assert (shown, n) == (p, len(pages))
        ids = check_view(view)
        suggest = [i for i in ids if i.startswith("tv:k:")]
        assert suggest == ([f"tv:k:{opts.table}:{opts.version}"] if hints else [])
        if hints:
            assert suggest[0] in [c["custom_id"] for c in view.to_components()[-1]["components"]]
        for row in view.to_components():
            for c in row["components"]:
                if c["custom_id"].startswith("tv:m:"):
                    seen.append(int(c["custom_id"].rsplit(":", 1)[1]))
                elif c["type"] == 3:
                    seen += [int(o["value"]) for o in c["options"]]
    assert sorted(seen) == [o.index for o in opts.options]
    return len(pages)


def _opts(options, tid="abcdef", version=123456) -> Options:
    return Options(tid, version, 0, "Choose.", options)


def _from_actions(actions) -> list[Option]:
    return [Option(i, a.text, english(a.label or a.text), english(a.group), a.default) for i, a in enumerate(actions)]


def collect_option_lists(game, seeds=(1, 2), steps=250):
    """Option lists met in random playouts of `game` (largest first), from its real rules."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        players = game.max_players if seed % 2 else game.min_players
        st = game.new([f"P{i}" for i in range(players)], seed, None)
        for _ in range(steps):
            if game.over(st):
                break
            seat = game.current(st)[0]
            acts = game.actions(st, seat)
            found.append(_from_actions(acts))
            game.apply(st, seat, rng.choice(acts))
    return sorted(found, key=len, reverse=True)


@pytest.mark.parametrize("game_id", sorted(games()))
def test_panels_of_every_registered_game_fit(game_id):
    game = games()[game_id]
    lists = collect_option_lists(game)
    assert lists
    for options in lists[:40]:
        check_options(_opts(options))
        check_options(_opts(options), hints=True)  # a table with hints on: a row for Suggest


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize("shape", ["one-group", "many-groups", "mixed", "tiny-groups", "long-texts"])
def test_panels_of_a_synthetic_300_option_list_fit(shape, lang):
    options = []
    for i in range(300):
        group = {"one-group": "Take",
                 "many-groups": f"Group {i // 7}",
                 "mixed": "Buy" if i < 260 else f"Small {i % 4}",
                 "tiny-groups": f"G{i}",
                 "long-texts": f"Group {i % 3} " + "x" * 150}[shape]
        label = f"Option {i}" + (" " + "y" * 200 if shape == "long-texts" else "")
        options.append(Option(i, f"do {i}" + (" " + "z" * 200 if shape == "long-texts" else ""), label, group,
                              default=i == 0))
    pages = check_options(_opts(options), lang)
    assert pages == 3  # four menus of 25 per page
    assert check_options(_opts(options), lang, hints=True) == 4  # three menus of 25 per page, then Suggest


@pytest.mark.parametrize("n", [1, 2, 5, 10, 11, 24, 25, 26, 50, 101])
def test_panels_of_every_size_fit(n):
    check_options(_opts([Option(i, f"play {i}", f"Play {i}", "Play", i == 0) for i in range(n)]))
    check_options(_opts([Option(i, f"play {i}", f"Play {i}", "Play", i == 0) for i in range(n)]), hints=True)


def test_small_groups_share_rows_rather_than_pages():
    options = [Option(i, f"a{i}", f"A{i}", f"G{i}") for i in range(8)]
    assert len(plan_pages(options)) == 1
    check_options(_opts(options))


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_board_lobby_and_small_views_fit(lang):
    for view in (board_view("abcdef", True, lang), lobby_view("abcdef", lang), undo_view("abcdef", 4_000_000_000, lang),
                 act_view("abcdef", lang)):
        check_view(view)
    assert board_view("abcdef", False, lang) is None


def test_custom_ids_of_the_longest_table_ids_and_versions_fit():
    options = [Option(i, f"x{i}", f"X{i}", "G") for i in range(99_999, 100_030)]
    check_view(panel_view(_opts(options, tid="z" * 16, version=9_999_999_999), 0, "en")[0])


def test_clip_keeps_texts_within_limits():
    assert L.clip("a" * 5000, L.CONTENT) == "a" * 1999 + "…"
    assert L.clip("short", 80) == "short"
    assert len(L.clip_lines([f"line {i}" * 30 for i in range(100)], 2000)) <= 2000
    assert L.clip_lines(["1", "2", "3"], 3) == "2\n3"  # a log keeps its latest lines


def test_pages_link_to_their_neighbours():
    opts = _opts([Option(i, f"do {i}", f"Do {i}", "Take") for i in range(300)])
    view, page, pages = panel_view(opts, 1, "en")
    nav = [c for row in view.to_components() for c in row["components"] if c["custom_id"].startswith("tv:p:")]
    assert (page, pages) == (1, 3)
    assert [(c["custom_id"], c.get("disabled", False)) for c in nav] == [
        ("tv:p:abcdef:123456:0", False), ("tv:p:abcdef:123456:2", False)]
    first = panel_view(opts, 0, "en")[0].to_components()[-1]["components"]
    assert first[0].get("disabled") is True  # no page before the first
    assert panel_view(opts, 99, "en")[1] == 2  # a page past the end shows the last one
