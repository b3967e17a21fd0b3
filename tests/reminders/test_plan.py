"""The planner and quiet-hour arithmetic as pure functions."""
from datetime import datetime
from zoneinfo import ZoneInfo

from bot.reminders.plan import DEADLINE, REMIND, WINDOW, Situation, plan
from bot.reminders.prefs import Prefs, parse_quiet, quiet_until
from bot.reminders.settings import DAY, HOUR, TableTimes

DEFAULT = TableTimes(12 * HOUR, DAY, None, "autopilot", 2 * HOUR)


def sit(**kw):
    base = dict(waiting_since=0.0, anchor=0.0, times=DEFAULT, prefs=Prefs())
    return Situation(**{**base, **kw})


def test_reminder_slots_count_from_the_anchor():
    assert plan(sit(), 0) == plan(sit(), 0) and plan(sit(), 0).next_at == 12 * HOUR and plan(sit(), 0).act is None
    p = plan(sit(), 12 * HOUR + 5)
    assert (p.act, p.slot, p.next_at) == (REMIND, 0, 36 * HOUR)
    p = plan(sit(anchor=HOUR), 40 * HOUR)
    assert (p.act, p.slot, p.next_at) == (REMIND, 1, 61 * HOUR)


def test_deadline_comes_before_the_next_reminder():
    t = TableTimes(12 * HOUR, DAY, DAY, "autopilot", 2 * HOUR)
    assert plan(sit(times=t), 13 * HOUR).next_at == DAY
    assert plan(sit(times=t), DAY).act == DEADLINE
    assert plan(sit(times=t, vote_open=True), DAY).act == REMIND  # once the vote runs, only reminders


def test_interrupt_window_closes_from_when_the_wait_began():
    p = plan(sit(interrupt=True, anchor=HOUR), HOUR)
    assert p.next_at == 2 * HOUR
    assert plan(sit(interrupt=True, anchor=HOUR), 2 * HOUR).act == WINDOW


def rome(*when):
    return datetime(*when, tzinfo=ZoneInfo("Europe/Rome")).timestamp()


def test_quiet_hours_wrap_midnight_and_follow_daylight_saving():
    p = Prefs("Europe/Rome", parse_quiet("22-7"))
    assert quiet_until(p, rome(2027, 1, 15, 21, 59)) is None
    assert quiet_until(p, rome(2027, 1, 15, 23, 0)) == rome(2027, 1, 16, 7, 0)
    assert quiet_until(p, rome(2027, 1, 16, 3, 0)) == rome(2027, 1, 16, 7, 0)
    assert quiet_until(p, rome(2027, 1, 16, 7, 0)) is None
    # Clocks go forward on 28 March 2027: that night is an hour shorter, the end is still 07:00 local.
    ends = quiet_until(p, rome(2027, 3, 27, 23, 0))
    assert ends == rome(2027, 3, 28, 7, 0) and ends - rome(2027, 3, 27, 23, 0) == 7 * HOUR


def test_daytime_quiet_hours():
    p = Prefs("UTC", parse_quiet("9-17"))
    assert quiet_until(p, datetime(2027, 1, 1, 8, 59, tzinfo=ZoneInfo("UTC")).timestamp()) is None
    assert quiet_until(p, datetime(2027, 1, 1, 12, tzinfo=ZoneInfo("UTC")).timestamp()) == \
        datetime(2027, 1, 1, 17, tzinfo=ZoneInfo("UTC")).timestamp()
