"""The bot keeps each concept once: what an event shows, the settings, a table's title and how options are
grouped are decided in the service (bot/models.py, bot/settings.py, bot/table_doc.py); the adapters keep
only their widgets, so a third adapter can neither leak nor drift."""
import re
from pathlib import Path

import pytest

from bot import settings
from bot.discord import panel
from bot.models import SHOWS, Option, Options, Place, TableEvent
from bot.telegram import keyboards

BOT = Path(__file__).resolve().parent.parent / "bot"
ADAPTERS = sorted([*BOT.glob("discord/*.py"), *BOT.glob("telegram/*.py"), BOT / "console.py"])


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", ADAPTERS, ids=lambda p: str(p.relative_to(BOT)))
def test_no_adapter_decides_what_an_event_shows(path):
    src = _source(path)
    assert not re.search(r"event\.kind\s*(==|!=|in\b|not\s+in\b)", src), "compare event.show, not event.kind"
    assert not re.search(r"\{[^{}]*\"(started|moved|joined|created|finished)\"", src), \
        "event kinds are classified once, in bot/models.py"


@pytest.mark.parametrize("path", ADAPTERS, ids=lambda p: str(p.relative_to(BOT)))
def test_no_adapter_knows_a_setting(path):
    src = _source(path)
    for name in ("discord_post", "telegram_post", "SETTING_KEYS", "PREFERENCE_KEYS", "show_settings",
                 "change_setting", "set_preference", "show_preferences"):
        assert name not in src, f"{name}: settings are reached through service.settings (bot/settings.py)"


@pytest.mark.parametrize("path", ADAPTERS, ids=lambda p: str(p.relative_to(BOT)))
def test_no_adapter_names_a_game_or_groups_options_itself(path):
    src = _source(path)
    assert not re.search(r"get_game\(doc\[.game.\]\)\.title", src), "a table's title is T.title / T.label"
    assert "setdefault(o.group" not in src and "o.group not in" not in src, "options are grouped by Options.groups"


def test_every_kind_the_bot_emits_says_what_it_shows():
    emitted = set()
    for path in BOT.rglob("*.py"):
        src = _source(path)
        emitted |= set(re.findall(r"\b_emit\(doc, \"(\w+)\"", src))
        emitted |= set(re.findall(r"\bupdate\([^()]*?, \"(\w+)\"", src))
        emitted |= set(re.findall(r"TableEvent\(\"(\w+)\"", src))
    emitted |= {"private", "finished"}  # named by the service as it saves a move (service.update)
    assert {"created", "joined", "moved", "settings", "deadline", "reminder"} <= emitted  # the scan sees them
    assert emitted <= set(SHOWS)
    with pytest.raises(ValueError, match="say in SHOWS"):
        TableEvent("teleported", "t1", Place("discord", "1"), 1, "x")


def test_a_private_move_shows_nothing_public_and_the_end_shows_no_second_message():
    assert TableEvent("private", "t", Place("telegram", "1"), 2, "").show == "private"
    assert TableEvent("finished", "t", Place("telegram", "1"), 2, "Game over.").show == "nothing"
    assert TableEvent("joined", "t", Place("discord", "1"), 2, "Bob sits down.").show == "lobby"


def test_both_adapters_group_options_as_the_service_does():
    opts = Options("t", 3, 0, "Choose", [
        Option(0, "take 1", "Take 1", "Money"), Option(1, "buy a", "Buy A", "Buy"),
        Option(2, "take 2", "Take 2", "Money"), Option(3, "end", "End", "Actions")])
    assert [g for g, _ in opts.groups()] == ["Money", "Buy", "Actions"]
    assert keyboards.group_names(opts) == ["Money", "Buy", "Actions"]
    (page,) = panel.plan_pages(opts.options)
    assert [row.group for row in page] == ["Money", "Buy", "Actions"]
    assert [[o.index for o in row.options] for row in page] == [[0, 2], [1], [3]]


def test_the_registry_offers_each_platform_its_own_settings():
    keys = {p: [s.key for s in settings.available(p)] for p in ("discord", "telegram", None)}
    assert "discord_post" in keys["discord"] and "telegram_post" not in keys["discord"]
    assert "telegram_post" in keys["telegram"] and "discord_post" not in keys["telegram"]
    assert not {"discord_post", "telegram_post"} & set(keys[None])
    assert settings.scope_of("tz") == settings.MINE and settings.scope_of("on-deadline") == settings.TABLE
    assert settings.scope_of("colour") is None
    # KEY=VALUE as the list shows a setting; a word whose left side names no setting stays whole
    assert settings.split_typed(["first=6h", "me", "tz=Europe/Rome"]) == ["first", "6h", "me", "tz", "Europe/Rome"]
    assert settings.split_typed(["quiet", "a=b", "=x", "first="]) == ["quiet", "a=b", "=x", "first="]


def test_the_console_knows_no_game_by_name():
    """A game's words for what a seat holds live with its renderer (`holdings`): adding a game touches no
    adapter and not the console."""
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "bot" / "console.py").read_text()
    for game in ("castles", "alhambra", "bruges"):
        assert f'"{game}"' not in text, game
