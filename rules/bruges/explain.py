"""Texts that depend on the position: prompts, and why a typed move is refused."""
from __future__ import annotations

from rules.bruges import engine as E
from rules.core.text import N_, msg


def draw_prompt(st, seat):
    p = st.data["players"][seat]
    if E.may_stop(st, seat):
        return N_("Your hand holds 5 cards: draw one more card, or stop.")
    need = E.HAND_SIZE - E.hand_count(p)
    return msg(N_("Draw a card from pile A or B ({count} more to fill your hand)."), count=need)


def explain(st, seat, text):
    return None
