"""Buttons fit Telegram: callback data within 64 bytes, at most 100 buttons and 8 per row, and every
legal action reachable through the (grouped, paged) menus, for the largest option lists of every
registered game and for a synthetic list of 300."""
from __future__ import annotations

import random

import pytest

from rules import games

from bot.models import Option, Options
from bot.telegram import callbacks as cb
from bot.telegram import keyboards

TID = "zzzzzz"  # table ids are 6 characters
HUGE_VERSION = 10 ** 9  # far beyond any real game's number of changes


def reachable(opts: Options) -> list[int]:
    """Every option index reachable from the first screen by following navigation buttons."""
    seen_screens, found = set(), set()
    todo = [keyboards.menu(opts)]
    while todo:
        markup = todo.pop()
        rows = markup.inline_keyboard
        assert sum(len(r) for r in rows) <= keyboards.MAX_BUTTONS
        assert all(1 <= len(r) <= keyboards.MAX_ROW for r in rows)
        for data in keyboards.every_callback(markup):
            assert len(data.encode()) <= cb.MAX_BYTES, data
            press = cb.parse(data)
            assert press is not None and press.table == opts.table
            if press.kind == "o":
                assert (press.version, press.seat) == (opts.version, opts.seat)
                found.add(press.index)
            elif data not in seen_screens:
                seen_screens.add(data)
                todo.append(keyboards.group_menu(opts, press.index) if press.kind == "G"
                            else keyboards.menu(opts, press.group, press.page))
    return sorted(found)


def as_options(actions, seat: int) -> Options:
    return Options(TID, HUGE_VERSION, seat, "p", [Option(i, a.text, a.label or a.text, a.group, a.default)
                                                  for i, a in enumerate(actions)])


def largest_option_lists(game, playouts: int = 2, steps: int = 3000):
    """The longest option list and the one with most groups met in a few seeded random games."""
    longest, widest = [], []
    for seed in range(playouts):
        rnd = random.Random(seed)
        names = [f"P{i}" for i in range(game.max_players)]
        st = game.new(names, seed)
        for _ in range(steps):
            current = game.current(st)
            if not current:
                break
            seat = current[0]
            acts = game.actions(st, seat)
            if len(acts) > len(longest):
                longest = acts
            if len({a.group for a in acts}) > len({a.group for a in widest}):
                widest = acts
            game.apply(st, seat, rnd.choice(acts))
    return longest, widest


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_game_largest_option_lists_fit_telegram_buttons(game_id):
    game = games()[game_id]
    for acts in largest_option_lists(game):
        opts = as_options(acts, game.max_players - 1)
        assert sorted(reachable(opts)) == list(range(len(acts)))


@pytest.mark.parametrize("groups", [1, 7, 300])
def test_300_options_are_all_reachable_within_limits(groups):
    opts = Options(TID, HUGE_VERSION, 5, "p", [Option(i, f"take tile {i} to the far corner", f"Take tile {i} "
                                                      "to the far corner of the board", f"Group {i % groups}")
                                               for i in range(300)])
    assert sorted(reachable(opts)) == list(range(300))


def test_short_lists_show_whole_with_a_row_per_group():
    opts = Options(TID, 7, 0, "p", [Option(0, "single", "Single", "Stake"), Option(1, "double", "Double", "Stake"),
                                    Option(2, "pass", "Pass", "Other")])
    rows = keyboards.menu(opts).inline_keyboard
    assert [[b.text for b in r] for r in rows] == [["Single", "Double"], ["Pass"]]


def test_callback_data_round_trips_and_rejects_strangers():
    assert cb.parse(cb.option("ab2cde", 123, 3, 299)) == cb.Press("o", "ab2cde", 123, 3, 299)
    assert cb.parse(cb.page("ab2cde", 9, 1, 4, 2)) == cb.Press("v", "ab2cde", 9, 1, group="4", page=2)
    assert cb.parse(cb.simple("j", "ab2cde")) == cb.Press("j", "ab2cde")
    for junk in ("", "x|a", "o|ab|1|2", "o|ab|x|1|2", "o||1|1|1", "j"):
        assert cb.parse(junk) is None
    with pytest.raises(ValueError):
        cb.option("t" * 60, 1, 1, 1)  # never send data Telegram would refuse
