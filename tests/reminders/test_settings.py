"""Table settings and player preferences as typed in chat: validation, permissions, display;
and `mygames` (service.my_tables) across two places."""
import pytest

from bot.errors import BadCommand, NotAllowed
from bot.reminders import api
from bot.reminders.settings import DAY, HOUR, TableTimes, format_duration, parse_duration

from .conftest import ANN, BOB, CY, THERE, advance, lead, started


async def test_defaults_are_shown_in_words(service):
    doc = await started(service)
    text = await api.show_settings(service, doc["id"])
    assert f"#{doc['id']}" in text
    assert "first reminder 12 h after a turn starts" in text and "then every 24 h" in text
    assert "deadline: off" in text
    assert "interrupt windows" not in text  # Pebbles has no out-of-turn windows: nothing to say of them


async def test_a_game_with_windows_shows_its_window_setting(service):
    from .conftest import HERE
    doc = await service.create(HERE, "alhambra", ["thieves=yes"], ANN)
    await service.join(doc["id"], BOB)
    await service.start(doc["id"], ANN)
    text = await api.show_settings(service, doc["id"])
    assert "interrupt windows close after 2 h" in text
    said = await api.change_setting(service, doc["id"], ANN, False, "window", "90m")
    assert "interrupt windows close after 1 h 30 min" in said or "window=1h30m" in said
    plain = await service.create(HERE, "alhambra", ["walls=yes"], BOB)  # no thieves: no window to close
    assert "interrupt windows" not in await api.show_settings(service, plain["id"])


async def test_creator_changes_settings_and_values_are_stored_canonically(service, rem):
    doc = await started(service)
    msg = await api.change_setting(service, doc["id"], ANN, False, "deadline", "2")
    assert msg.startswith("Done: deadline is now 2d.") and "deadline 2 d: then the autopilot" in msg
    await api.change_setting(service, doc["id"], ANN, False, "first", "6 hours")
    assert (await api.change_setting(service, doc["id"], ANN, False, "on-deadline", "skip")).startswith(
        "Done: on_deadline is now skip.")  # as it is typed (stored as "skip vote")
    said = await api.change_setting(service, doc["id"], ANN, False, "hints", "sì", lang="it")
    assert said.startswith("Fatto: hints ora è sì.") and "suggerimenti: sì" in said
    await api.change_setting(service, doc["id"], ANN, False, "hints", "no")
    with pytest.raises(BadCommand, match="no out-of-turn windows"):  # Pebbles has none: the setting would do nothing
        await api.change_setting(service, doc["id"], ANN, False, "window", "90m")
    await api.change_setting(service, doc["id"], ANN, False, "every", "off")
    doc = await service.table(doc["id"])
    assert doc["settings"] == {"lang": "en", "deadline": "2d", "first": "6h", "on_deadline": "skip vote",
                               "every": "off", "hints": "no"}
    assert TableTimes.of(doc) == TableTimes(6 * HOUR, None, 2 * DAY, "skip vote", 2 * HOUR)
    first = lead(service, doc)
    assert await rem.queue.due_at(doc["id"], first.pid) == doc["waiting_since"][first.pid] + 6 * HOUR  # replanned


async def test_only_the_creator_or_an_admin_may_change_settings(service):
    doc = await started(service)
    with pytest.raises(NotAllowed, match=r"Only the player who opened the table can change its settings \(in a chat"):
        await api.change_setting(service, doc["id"], BOB, False, "first", "1h")
    with pytest.raises(NotAllowed):  # even a bad value: the permission answer comes first
        await api.change_setting(service, doc["id"], BOB, False, "first", "soon")
    assert "first is now 1h" in await api.change_setting(service, doc["id"], BOB, True, "first", "1h")
    await service.abandon(doc["id"], ANN)
    with pytest.raises(NotAllowed, match="closed"):
        await api.change_setting(service, doc["id"], ANN, False, "first", "2h")


@pytest.mark.parametrize("key, value, message", [
    ("speed", "1h", "There is no setting 'speed'"),
    ("first", "soon", "is not a duration"),
    ("first", "10m", "between 1h and 7d"),
    ("every", "30d", "between 1h and 7d"),
    ("deadline", "5d", "off, 1d, 2d, 3d or 7d"),
    ("deadline", "12h", "off, 1d, 2d, 3d or 7d"),
    ("on_deadline", "kick", "'autopilot'"),
    ("window", "1m", "between 10m and 2d"),
])
async def test_bad_settings_are_refused_with_a_friendly_message(service, key, value, message):
    doc = await started(service)
    with pytest.raises(BadCommand, match=message):
        await api.change_setting(service, doc["id"], ANN, False, key, value)
    assert (await service.table(doc["id"]))["settings"] == {"lang": "en"}  # unchanged: the opener's language


@pytest.mark.parametrize("key, value, message", [
    ("timezone", "Mars/Olympus", "Unknown time zone"),
    ("timezone", "../etc/passwd", "Unknown time zone"),
    ("quiet", "late", "22-7"),
    ("quiet", "25-7", "hours 0-24"),
    ("quiet", "7-7", "different times"),
    ("dm", "maybe", "on or off"),
    ("colour", "red", "Preferences:"),
])
async def test_bad_preferences_are_refused(service, key, value, message):
    with pytest.raises(BadCommand, match=message):
        await api.set_preference(service, ANN, key, value)


async def test_preferences_are_kept_per_player_in_redis(service):
    assert "Europe/Rome" in await api.set_preference(service, ANN, "timezone", "europe/rome")
    await api.set_preference(service, ANN, "quiet", "22:30-7")
    await api.set_preference(service, ANN, "dm", "off")
    assert await api.show_preferences(service, ANN) == \
        "Time zone Europe/Rome; quiet hours 22:30-07:00; private reminders off."
    assert await api.show_preferences(service, BOB) == "Time zone UTC; quiet hours off; private reminders on."
    assert await service.store.r.hgetall(f"{service.store.prefix}:rem:pref:{ANN.pid}") == \
        {"tz": "Europe/Rome", "quiet": "22:30-07:00", "dm": "off"}
    await api.set_preference(service, ANN, "quiet", "off")
    assert "quiet hours off" in await api.show_preferences(service, ANN)


def test_setting_and_preference_keys_list_help_and_values():
    assert [k for k, _, _ in api.SETTING_KEYS] == ["first", "every", "deadline", "on_deadline", "window", "hints"]
    assert [k for k, _, _ in api.PREFERENCE_KEYS] == ["timezone", "quiet", "dm", "lang"]
    assert all(h and vals for _, h, vals in api.SETTING_KEYS + api.PREFERENCE_KEYS)


def test_durations_read_as_typed():
    assert parse_duration("12h") == 12 * HOUR and parse_duration("1d 12h") == 36 * HOUR
    assert parse_duration("90 min") == 5400 and parse_duration("2", DAY) == 2 * DAY
    assert parse_duration("off") is None
    for bad in ("h", "12x", "soon", "12h later"):
        with pytest.raises(ValueError):
            parse_duration(bad)
    assert [format_duration(s) for s in (36 * HOUR, 12 * HOUR, 1800, None)] == ["1d12h", "12h", "30m", "off"]


async def everyone_waits(service, doc):
    """Pebbles: once the lead sets the stake, every seat must play a card."""
    return await service.move(doc["id"], lead(service, doc), "single")


async def test_mygames_lists_tables_waiting_for_the_player_in_two_places(service):
    here = await everyone_waits(service, await started(service, players=(ANN, BOB)))
    advance(service, 60)
    there = await everyone_waits(service, await started(service, players=(CY, ANN), place=THERE))
    assert [d["id"] for d in await service.my_tables(ANN)] == [here["id"], there["id"]]  # longest wait first
    assert [d["place"]["platform"] for d in await service.my_tables(ANN)] == ["discord", "telegram"]
    assert [d["id"] for d in await service.my_tables(CY)] == [there["id"]]
    await service.move(here["id"], ANN, f"play {min(service.view_of(here, ANN)['hand'])}")
    assert [d["id"] for d in await service.my_tables(ANN)] == [there["id"]]


async def test_the_table_is_told_a_change_as_it_is_typed(service, events):
    doc = await started(service)
    await api.change_setting(service, doc["id"], ANN, False, "on_deadline", "skip")
    assert events.events[-1].summary == "Ann changed the settings: on_deadline=skip."  # not the stored "skip vote"
    await service.change_settings(doc["id"], ANN, False, {"lang": "it"})
    await api.change_setting(service, doc["id"], ANN, False, "hints", "sì")
    assert events.events[-1].summary == "Ann ha cambiato le impostazioni: hints=sì."  # the table reads Italian now
