"""Stand-ins for the parts of Discord the adapter touches: interactions with response/followup
recorders, and a client whose channels record what is posted. Nothing goes on the network."""
from __future__ import annotations

import itertools
import re
from types import SimpleNamespace
from dataclasses import dataclass

import discord

from bot.discord.items import DYNAMIC_ITEMS

_ids = itertools.count(10_000_000)


@dataclass
class Sent:
    """One thing Discord would show: where, whether only the presser sees it, text, image, components."""

    where: str  # "response", "followup", "edit", "channel", "channel-edit", "dm"
    content: str | None
    ephemeral: bool = False
    file: bytes | None = None
    view: discord.ui.View | None = None
    id: int = 0
    channel: int | None = None


class FakeUser:
    def __init__(self, uid: int, name: str):
        self.id = uid
        self.display_name = name
        self.mention = f"<@{uid}>"


def _file_bytes(file) -> bytes | None:
    if file is None or file is discord.utils.MISSING:
        return None
    fp = file.fp
    fp.seek(0)
    return fp.read()


class FakeResponse:
    def __init__(self, inter: "FakeInteraction"):
        self.inter = inter
        self._done = False
        self.deferred: dict | None = None
        self.choices: list | None = None

    def is_done(self) -> bool:
        return self._done

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False):
        assert not self._done, "interaction acknowledged twice"
        self._done = True
        self.deferred = {"ephemeral": ephemeral, "thinking": thinking}

    async def send_message(self, content=None, *, ephemeral=False, file=None, view=None, **_):
        assert not self._done
        self._done = True
        self.inter.sent.append(Sent("response", content, ephemeral, _file_bytes(file), view))

    async def autocomplete(self, choices):
        self._done = True
        self.choices = list(choices)


class FakeFollowup:
    def __init__(self, inter: "FakeInteraction"):
        self.inter = inter

    async def send(self, content=None, *, ephemeral=False, file=discord.utils.MISSING,
                   view=discord.utils.MISSING, **_):
        assert self.inter.response.is_done(), "followup before the interaction was acknowledged"
        deferred = self.inter.response.deferred or {}
        if deferred.get("thinking"):  # the first followup replaces the "thinking" message, same visibility
            ephemeral = deferred["ephemeral"] if not self.inter._followups else ephemeral
        self.inter._followups += 1
        s = Sent("followup", content, ephemeral, _file_bytes(file), None if view is discord.utils.MISSING else view,
                 next(_ids))
        self.inter.sent.append(s)
        return s


class FakeGuild:
    def __init__(self, gid: int, channels=()):
        self.id = gid
        self.channels = set(channels)

    def get_channel_or_thread(self, cid: int):
        return object() if cid in self.channels else None


class FakeInteraction:
    """What the handlers read from a discord.Interaction, and recorders of what they answer."""

    def __init__(self, client, user: FakeUser, channel_id: int, *, guild: FakeGuild | None = None,
                 admin: bool = False, namespace: dict | None = None, message_ephemeral: bool = False,
                 values: list[str] | None = None, locale: str = "en-US"):
        self.id = next(_ids)
        self.locale = discord.Locale(locale)  # the member's Discord app language
        self.client = client
        self.user = user
        self.channel_id = channel_id
        self.guild = guild
        self.guild_id = guild.id if guild else None
        self.permissions = discord.Permissions(manage_channels=admin)
        self.namespace = SimpleNamespace(**(namespace or {}))
        self.response = FakeResponse(self)
        self.followup = FakeFollowup(self)
        self.message_ephemeral = message_ephemeral  # a press on an ephemeral panel edits that panel
        self.values = values or []
        self.sent: list[Sent] = []
        self._followups = 0

    async def edit_original_response(self, *, content=discord.utils.MISSING, attachments=discord.utils.MISSING,
                                     view=discord.utils.MISSING, **_):
        assert self.response.is_done()
        files = [] if attachments is discord.utils.MISSING else attachments
        self.sent.append(Sent("edit", None if content is discord.utils.MISSING else content,
                              self.message_ephemeral or bool((self.response.deferred or {}).get("ephemeral")),
                              _file_bytes(files[0]) if files else None,
                              None if view is discord.utils.MISSING else view))

    # what the player sees privately / publicly through this interaction
    def private(self) -> list[Sent]:
        return [s for s in self.sent if s.ephemeral]

    def last(self) -> Sent:
        return self.sent[-1]


class FakePartialMessage:
    def __init__(self, channel: "FakeChannel", mid: int):
        self.channel, self.id = channel, mid

    async def edit(self, *, content=None, attachments=(), view=None, **_):
        if self.id not in self.channel.alive:
            raise discord.NotFound(_Resp(404), "Unknown Message")
        self.channel.client.posts.append(Sent("channel-edit", content, False,
                                              _file_bytes(attachments[0]) if attachments else None, view,
                                              self.id, self.channel.id))

    async def delete(self):
        self.channel.alive.discard(self.id)
        self.channel.deleted.append(self.id)


class _Resp:
    def __init__(self, status):
        self.status, self.reason = status, "fake"


class FakeChannel:
    def __init__(self, client: "FakeClient", cid: int, guild: FakeGuild | None = None):
        self.client, self.id, self.guild = client, cid, guild
        self.alive: set[int] = set()
        self.deleted: list[int] = []

    async def send(self, content=None, *, file=None, files=None, view=None, **_):
        assert not (file and files), "discord.py takes file or files, not both"
        assert len(files or ()) <= 10, "at most 10 attachments"
        s = Sent("channel", content, False, _file_bytes(file or (files[0] if files else None)), view, next(_ids),
                 self.id)
        self.alive.add(s.id)
        self.client.posts.append(s)
        return s

    def get_partial_message(self, mid: int) -> FakePartialMessage:
        return FakePartialMessage(self, mid)


class FakeDM:
    def __init__(self, client, uid):
        self.client, self.uid = client, uid

    async def send(self, content=None, **_):
        if self.uid in self.client.closed_dms:
            raise discord.Forbidden(_Resp(403), "Cannot send messages to this user")
        self.client.posts.append(Sent("dm", content, True, None, None, next(_ids), self.uid))


class FakeClient:
    """Holds the DiscordApp as `tavolo` (as TavoloBot does) and records every channel post and DM."""

    def __init__(self, guild: FakeGuild | None = None):
        self.guild = guild
        self.channels: dict[int, FakeChannel] = {}
        self.posts: list[Sent] = []
        self.closed_dms: set[int] = set()
        self.tavolo = None

    def get_channel(self, cid: int):
        if cid not in self.channels:
            self.channels[cid] = FakeChannel(self, cid, self.guild)
        return self.channels[cid]

    def get_partial_messageable(self, cid: int):
        return self.get_channel(cid)

    async def create_dm(self, user):
        return FakeDM(self, user.id)


async def press(interaction: FakeInteraction, custom_id: str):
    """Dispatch a component press as discord.py's ViewStore does: find the DynamicItem class whose
    template matches the custom_id, build it with from_custom_id, refresh its state, run its callback."""
    for cls in DYNAMIC_ITEMS:
        match = re.fullmatch(cls.__discord_ui_compiled_template__, custom_id)
        if match:
            base = discord.ui.Select(custom_id=custom_id) if custom_id.startswith("tv:s:") else \
                discord.ui.Button(custom_id=custom_id)
            item = await cls.from_custom_id(interaction, base, match)
            item._refresh_state(interaction, {"custom_id": custom_id, "component_type": item.type.value,
                                              "values": interaction.values})
            if await item.interaction_check(interaction):
                await item.callback(interaction)
            return item
    raise AssertionError(f"no dynamic item matches {custom_id!r}")


def components(view: discord.ui.View | None) -> list[dict]:
    """The components payload Discord would receive for `view` (action rows)."""
    return view.to_components() if view is not None else []


def custom_ids(view: discord.ui.View | None) -> list[str]:
    return [c["custom_id"] for row in components(view) for c in row["components"] if "custom_id" in c]
