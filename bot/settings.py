"""Every setting a person can change, in one registry: a table's (reminders and deadlines, and how each
platform posts its board) and a player's own preferences (time zone, quiet hours, private reminders).

The service holds a `Settings`; the `/settings` handlers of every adapter and the console only parse
what was typed, call it with their platform's name and reply with what it returns. Autocomplete and
help are built from `available(platform)`. Adding a setting is one entry here (and its reading where it
takes effect)."""
from __future__ import annotations

from dataclasses import dataclass

import i18n
from bot import table_doc as T
from bot.errors import BadCommand
from rules.core.text import N_, msg
from bot.models import Player
from bot.reminders import api as reminders
from bot.reminders.prefs import PREFERENCE_KEYS
from bot.reminders.settings import SETTING_KEYS, table_key

TABLE, MINE = "table", "me"
NEW, EDIT = "new", "edit"
# The table setting through which each platform posts its board: a new message per move (NEW, the
# default: it notifies) or one message kept current (EDIT: a quieter channel).
POSTING = {"discord": "discord_post", "telegram": "telegram_post"}


@dataclass(frozen=True)
class Setting:
    key: str
    scope: str  # TABLE or MINE
    help: str  # a key marked with N_: said in the reader's language
    values: tuple[str, ...]  # suggested values (menus, autocomplete); a setting may take others
    platform: str | None = None  # a platform's own setting: shown and changed only there


REGISTRY: tuple[Setting, ...] = (
    Setting(T.LANG, TABLE, N_("the table's language: public texts and images"), i18n.LANGS),
    *(Setting(key, TABLE, help_, tuple(values)) for key, help_, values in SETTING_KEYS),
    *(Setting(key, TABLE, N_("board: a new message per move (new) or one message kept current (edit)"),
              (NEW, EDIT), platform) for platform, key in POSTING.items()),
    *(Setting(key, MINE, help_, tuple(values)) for key, help_, values in PREFERENCE_KEYS),
)


def available(platform: str | None, scope: str | None = None) -> list[Setting]:
    """The settings a person on `platform` can see and change (None: the console, which has no board
    messages to post)."""
    return [s for s in REGISTRY
            if (s.platform is None or s.platform == platform) and (scope is None or s.scope == scope)]


def posting_mode(doc: dict, platform: str) -> str:
    return (doc.get("settings") or {}).get(POSTING.get(platform, ""), NEW)


def edits_board(doc: dict, platform: str) -> bool:
    """Whether `platform` edits the table's one board message rather than posting a new one: in edit
    mode, while the game runs. The final board is always a new message, so the end notifies everyone."""
    return doc["status"] == T.ACTIVE and posting_mode(doc, platform) == EDIT


def _typed(key: str) -> str:
    return key.strip().lower().replace("-", "_").replace(" ", "_")


def _named(key: str, scope: str) -> Setting | None:
    name = reminders.preference_name(_typed(key)) if scope == MINE else table_key(_typed(key))
    return next((s for s in REGISTRY if s.key == name and s.scope == scope), None)


def scope_of(key: str) -> str | None:
    """TABLE for a table's setting typed as `key`, MINE for a personal preference ("tz", "quiet"), None if
    unknown: a personal key needs no table, so an adapter asks before looking for one. A key both may have
    (`lang`) is the table's unless the player says `me`."""
    if _named(key, TABLE):
        return TABLE
    return MINE if _named(key, MINE) else None


def split_typed(words: list[str]) -> list[str]:
    """A setting typed as the settings list shows it ("first=6h") read as "first 6h", as `new` reads its options;
    a word whose left side is no setting's name stays whole (a value may hold "=")."""
    out = []
    for word in words:
        key, eq, value = word.partition("=")
        out += [key, value] if eq and key and value and scope_of(key) else [word]
    return out


def _find(key: str, platform: str | None, scope: str | None = None) -> Setting:
    setting = _named(key, scope or scope_of(key) or TABLE)
    if setting is None:
        names = ", ".join(s.key for s in available(platform, TABLE))
        mine = ", ".join(s.key for s in available(platform, MINE))
        raise BadCommand(N_("There is no setting '{setting}'. The table's: {names}. Your own: {mine}."),
                         setting=T.named(key.strip()), names=T.named(names), mine=T.named(mine))
    if setting.platform not in (None, platform):
        raise BadCommand(N_("{setting} is a setting of the bot on {platform}."), setting=setting.key,
                         platform=T.named(setting.platform.capitalize()))
    return setting


# the last line of the settings: who may change them, in the chat commands' words (the console gives its own)
WHO_CHANGES = N_("The table's creator or a channel admin can change these: settings <key> <value>.")


class Settings:
    """The registry at work on a table service."""

    def __init__(self, service):
        self.service = service

    async def show(self, tid: str, platform: str | None, lang: str | None = None, how=WHO_CHANGES) -> str:
        """A table's settings, for people, in `lang` (the table's language by default), ending with who may
        change them and how (`how`: in the adapter's own command words)."""
        doc = await self.service.table(tid)
        lang = lang or T.table_lang(doc)
        say = lambda m: T.say(doc, m, lang)  # noqa: E731
        lines = [reminders.describe(doc, lang),
                 say(msg(N_("- lang: {lang} (the language of the table's public texts)"), lang=T.table_lang(doc)))]
        for s in available(platform, TABLE):
            if s.key in POSTING.values():
                mode = posting_mode(doc, platform)
                lines.append(say(msg(N_("- {setting}: {mode} (new = a new board message per move, "
                                        "edit = one board message kept current)"), setting=s.key, mode=T.named(mode))))
        lines.append(say(N_("Each player also sets their own:")))
        lines += [say(msg(N_("- {setting}: {meaning}"), setting=T.named(s.key), meaning=s.help))
                  for s in available(platform, MINE)]
        closed = self.service.settings_closed(doc)  # a table that ended: readable, no longer changed
        lines.append(say(closed or how))
        return "\n".join(lines)

    async def change(self, tid: str, player: Player, is_admin: bool, key: str, value: str, *,
                     platform: str | None, idem: str | None = None, lang: str | None = None) -> str:
        """Change one setting typed as `key value`: the table's, or (for a personal key such as
        `timezone`) the player's own. The answer is in `lang`, by default the player's language at the
        table (after the change: a new table language answers in it)."""
        setting = _find(key, platform)
        if setting.scope == MINE:
            return await self.change_mine(player, setting.key, value, lang)
        if setting.key == T.LANG:
            mode = i18n.lang_of(value, "")
            if not mode:
                raise BadCommand(N_("The table's language is one of: {langs}."), langs=T.named(", ".join(i18n.LANGS)))
        elif setting.key not in POSTING.values():
            return await reminders.change_setting(self.service, tid, player, is_admin, setting.key, value,
                                                  idem=idem, lang=lang)
        else:
            mode = str(value).strip().lower()
            if mode not in setting.values:
                raise BadCommand(N_("{setting} is new (a new board message per move) or edit (one message kept "
                                    "current)."), setting=setting.key)
        doc = await self.service.table(tid)
        self.service.check_settings_change(doc)
        doc = await self.service.change_settings(tid, player, is_admin, {setting.key: mode}, idem=idem)
        return T.say(doc, msg(N_("Done: {setting} is now {value}."), setting=setting.key, value=T.named(mode)),
                     lang or T.reader_lang(doc, player.pid, player.lang))

    async def show_mine(self, player: Player, lang: str | None = None) -> str:
        """The player's own preferences, in `lang` (by default their own language)."""
        return await reminders.show_preferences(self.service, player, lang)

    async def change_mine(self, player: Player, key: str, value: str, lang: str | None = None) -> str:
        if _named(key, MINE) is None:
            names = ", ".join(s.key for s in available(None, MINE))
            raise BadCommand(N_("Your own preferences: {names}."), names=T.named(names))
        return await reminders.set_preference(self.service, player, _named(key, MINE).key, value, lang)
