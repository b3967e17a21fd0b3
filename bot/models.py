"""Plain values the table service hands to adapters."""
from __future__ import annotations

from dataclasses import dataclass, field


def pid_parts(pid: str) -> tuple[str, str]:
    """(platform, user_id) of a player id such as "discord:123"; the user id is "" if there is no ":"."""
    platform, _, user_id = pid.partition(":")
    return platform, user_id


@dataclass(frozen=True)
class Player:
    """A person on a chat platform. `pid` ("platform:user_id") is unique across platforms."""

    platform: str
    user_id: str
    name: str

    @property
    def pid(self) -> str:
        return f"{self.platform}:{self.user_id}"

    @classmethod
    def from_pid(cls, pid: str, name: str) -> "Player":
        """The player whose `pid` this is, shown as `name`."""
        return cls(*pid_parts(pid), name)


@dataclass(frozen=True)
class Place:
    """Where a table lives: a Discord channel or a Telegram group."""

    platform: str
    channel: str

    @property
    def key(self) -> str:
        return f"{self.platform}:{self.channel}"


@dataclass
class Option:
    """One legal action as a menu entry: `index` is what a button carries."""

    index: int
    text: str
    label: str
    group: str
    default: bool = False


@dataclass
class Options:
    """The legal actions of one player at one table version."""

    table: str
    version: int
    seat: int
    prompt: str
    options: list[Option]


@dataclass
class TableEvent:
    """Something happened at a table; adapters turn it into messages.

    `private` maps a player id to log lines only that player may read."""

    kind: str  # created, joined, left, started, moved, undone, resigned, abandoned, finished, reminder ...
    table: str
    place: Place
    version: int
    summary: str
    game: str = ""
    to_act: list[str] = field(default_factory=list)  # player ids who must act now
    public: list[str] = field(default_factory=list)
    private: dict[str, list[str]] = field(default_factory=dict)
    actor: str | None = None
