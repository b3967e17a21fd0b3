"""The game's words as messages (rules/core/text.py): colours, resources, penalties, piles, sections,
majorities and card names, in the terms of the rulebook."""
from __future__ import annotations

from rules.bruges import cards
from rules.core.text import N_, agreeing, msg

COLOURS = {"blue": N_("blue"), "brown": N_("brown"), "red": N_("red"), "purple": N_("purple"),
           "yellow": N_("yellow")}
# BRU-129..137, by the canonical word of a penalty (Alluvione, Pestilenza, Incendio, Complotto, Saccheggio)
PENALTIES = {"flood": N_("Flood"), "plague": N_("Plague"), "fire": N_("Fire"), "intrigue": N_("Intrigue"),
             "raid": N_("Raid")}
MAJORITIES = {"reputation": N_("reputation"), "persons": N_("persons"), "canals": N_("canals"), "pets": N_("pets")}
SECTIONS = {"left": N_("left"), "right": N_("right")}
PILES = ("A", "B")


# A colour agreeing with the noun it qualifies (Italian "carta rossa", "tessere Minaccia rosse"): one entry per
# noun, the noun as gettext context; plain COLOURS where no noun follows ("the die shows red 5").
AGREEING = {
    "card": {"blue": agreeing("card", "blue"), "brown": agreeing("card", "brown"), "red": agreeing("card", "red"),
             "purple": agreeing("card", "purple"), "yellow": agreeing("card", "yellow")},
    "house": {"blue": agreeing("house", "blue"), "brown": agreeing("house", "brown"),
              "red": agreeing("house", "red"), "purple": agreeing("house", "purple"),
              "yellow": agreeing("house", "yellow")},
    "marker": {"blue": agreeing("threat marker", "blue"), "brown": agreeing("threat marker", "brown"),
               "red": agreeing("threat marker", "red"), "purple": agreeing("threat marker", "purple"),
               "yellow": agreeing("threat marker", "yellow")},
    "markers": {"blue": agreeing("threat markers", "blue"), "brown": agreeing("threat markers", "brown"),
                "red": agreeing("threat markers", "red"), "purple": agreeing("threat markers", "purple"),
                "yellow": agreeing("threat markers", "yellow")},
}


def colour(c: str, of: str | None = None):
    """A colour word; `of` the noun it qualifies ("card", "house", "marker", "markers") so that it agrees."""
    return AGREEING[of][c] if of else COLOURS[c]


def pile(i: int):
    return msg(N_("pile {pile}"), pile=PILES[i])


def resource(resource: str, n: int):
    """An amount of a resource of cards.yaml: "3 guilders", "1 point", "2 red workers"."""
    return cards.amount(resource, n)


guilders = cards.guilders
points = cards.points
markers = cards.threats_of
workers = cards.workers_of


def name(card: int):
    """A card's name in the reader's language (a `worded` message: the deck file gives the words)."""
    return cards.name(card)
