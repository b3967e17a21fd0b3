"""Stand-in for effects.py (EFFECTS) while it does not exist yet: every question answered "no effect".
The engine switches to rules.bruges.effects as soon as that module defines the whole interface
(engine.FX)."""
from __future__ import annotations

from rules.bruges.components import HAND_SIZE


def recruited(st, seat, card, ctx):
    """An arrow person's effect, right after it is recruited."""


def activatable(st, seat):
    return []


def activate(st, seat, card, ctx):
    raise AssertionError("no person can be activated without effects")


def take_workers(st, seat):
    return 0, False


def take_guilders(st, seat):
    return 0, 1


def discard_threat_mod(st, seat):
    return False, 0


def canal_mod(st, seat):
    return 0, False


def house_any_worker(st, seat):
    return False


def recruit_discount(st, seat, card):
    return 0


def reputation_discount(st, seat):
    return 0


def hand_size(st, seat):
    return HAND_SIZE


def shielded(st, seat, colour):
    return False


def majority_bonus(st, seat, majority):
    return 0


def event(st, seat, name, ctx):
    """An event happened to `seat` (on_event gains)."""


def laurel_points(st, seat, card):
    return 0


DECISIONS: dict = {}
