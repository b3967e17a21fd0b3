"""Plain values the table service hands to adapters."""
from __future__ import annotations

from dataclasses import dataclass, field


def pid_parts(pid: str) -> tuple[str, str]:
    """(platform, user_id) of a player id such as "discord:123"; the user id is "" if there is no ":"."""
    platform, _, user_id = pid.partition(":")
    return platform, user_id


def user_id_on(pid: str, platform: str) -> str | None:
    """The user id of player `pid` if they play on `platform`, else None (a console name, another platform)."""
    on, user_id = pid_parts(pid)
    return user_id if on == platform and user_id else None


@dataclass(frozen=True)
class Player:
    """A person on a chat platform. `pid` ("platform:user_id") is unique across platforms."""

    platform: str
    user_id: str
    name: str
    # the language the platform says the person uses ("" unknown): not part of who they are
    lang: str = field(default="", compare=False)

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
    group: str  # never empty: the service names ungrouped actions
    default: bool = False


def by_group(options: list[Option]) -> list[tuple[str, list[Option]]]:
    """Options by group, the groups in the order of their first option: how every menu groups them."""
    groups: dict[str, list[Option]] = {}
    for o in options:
        groups.setdefault(o.group, []).append(o)
    return list(groups.items())


@dataclass
class Options:
    """The legal actions of one player at one table version."""

    table: str
    version: int
    seat: int
    prompt: str
    options: list[Option]

    def groups(self) -> list[tuple[str, list[Option]]]:
        return by_group(self.options)


# What the group is shown for each kind of table event, decided here once so that no adapter
# decides (or leaks) on its own: a new kind must be added here or emitting it fails.
BOARD = "board"        # the public board, once the turn passed (bot/announce.py), and private menus
LOBBY = "lobby"        # the lobby: who sits, with Join and Start
LINE = "line"          # one public line: the summary
REMINDER = "reminder"  # a mention of those asked (if any) and private texts
PRIVATE = "private"    # nothing public: private lines and menus only
NOTHING = "nothing"    # nothing to post
SHOWS = {
    "created": LOBBY, "joined": LOBBY, "left": LOBBY,
    "started": BOARD, "moved": BOARD, "undone": BOARD, "resigned": BOARD,
    # a move with nothing public (a thief window passed in private): posting anything would tell the
    # group that this player had a secret choice to make
    "private": PRIVATE,
    "abandoned": LINE, "settings": LINE, "deadline": LINE,
    "reminder": REMINDER,
    "preference": NOTHING,  # a player's own preference copied into their seat
    "finished": NOTHING,  # the board of the move that ended the game shows the end
}


@dataclass
class TableEvent:
    """Something happened at a table; adapters turn it into messages as `show` says.

    `summary` and `public` are in the table's language (they are posted where everyone reads them);
    `private` maps a player id to log lines only that player may read, each in that player's language."""

    kind: str  # a key of SHOWS
    table: str
    place: Place
    version: int
    summary: str
    game: str = ""
    to_act: list[str] = field(default_factory=list)  # player ids who must act now
    public: list[str] = field(default_factory=list)
    private: dict[str, list[str]] = field(default_factory=dict)
    actor: str | None = None

    def __post_init__(self):
        if self.kind not in SHOWS:
            raise ValueError(f"table event of unknown kind {self.kind!r}: say in SHOWS what it shows")

    @property
    def show(self) -> str:
        """What the group is shown: one of BOARD, LOBBY, LINE, REMINDER, PRIVATE, NOTHING."""
        return SHOWS[self.kind]
