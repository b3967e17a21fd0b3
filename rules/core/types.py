"""Small value types shared by every game."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def normalise(text: str) -> str:
    """Canonical form of a typed action: lower case, single spaces."""
    return " ".join(text.strip().lower().split())


@dataclass(frozen=True, slots=True)
class Action:
    """One legal action of one seat.

    text: canonical text, stable and parseable (logs, replays, typed commands);
    label: short button label; group: menu group ("Take", "Place", ...);
    default: the decision's safe default (used by autopilot when a deadline passes);
    data: the game's own parsed form, so applying needs no re-parsing.
    """

    text: str
    label: str = ""
    group: str = ""
    default: bool = False
    data: Any = field(default=None, compare=False, hash=False)

    def as_dict(self) -> dict:
        return {"text": self.text, "label": self.label or self.text, "group": self.group, "default": self.default}


@dataclass(slots=True)
class Event:
    """A log line as a message (rules/core/text.py: a key and its parameters, no finished sentence).
    seat None: public; otherwise private to that seat. Read only by convention: not frozen, because
    every move makes a few and a frozen dataclass sets each field through object.__setattr__."""

    message: Any
    seat: int | None = None

    def as_dict(self) -> dict:
        """As stored in the action log: the message's own fields and the seat."""
        m = self.message
        return {**({"key": m} if isinstance(m, str) else m), "seat": self.seat}

    @property
    def text(self) -> str:
        """The line in English, seats shown as #1, #2 ... (tests and tools; players read i18n.say)."""
        from rules.core.text import english
        return english(self.message)


@dataclass
class Applied:
    """What applying one action produced."""

    events: list[Event]
    reveals: bool  # new information came out (die roll, draw, hidden choice resolved): undo stops here
    action: str = ""  # the canonical text of the action applied (however it was typed)
    news: bool = False  # something came to light (a draw, a secret choice): worth showing everyone


@dataclass
class Result:
    """Final scores. ranking lists seats best first; winners are the seats tied for first after tie-breaks."""

    scores: list[int]
    breakdown: list[dict[str, int]]
    ranking: list[int]
    winners: list[int]
    tiebreak_note: str = ""
    keys: list | None = None  # the sort key of each seat (rank_by): who stays tied once a seat resigned
    outcome: Any = None  # a message the end announcement adds (a game of one: won or lost, at which level)

    def as_dict(self) -> dict:
        out = {
            "scores": self.scores,
            "breakdown": self.breakdown,
            "ranking": self.ranking,
            "winners": self.winners,
            "tiebreak_note": self.tiebreak_note,
        }
        if self.outcome is not None:
            out["outcome"] = self.outcome
        return out


def rank_by(scores: list[int], keys: list[tuple]) -> tuple[list[int], list[int]]:
    """Ranking and winners from a sort key per seat (higher is better); equal keys share a place."""
    order = sorted(range(len(scores)), key=lambda s: keys[s], reverse=True)
    winners = [s for s in order if keys[s] == keys[order[0]]]
    return order, winners
