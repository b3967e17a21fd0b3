import json

import pytest

from bot.discord.app import DiscordApp
from bot.discord.commands import build_group
from tests.discord.fakes import FakeClient, FakeGuild, FakeInteraction, FakeUser

GUILD = 555
CHANNEL = 777


class RecordingRenderer:
    """Stands in for render_png: records each view drawn and returns bytes that carry the view,
    so a test can tell from any attached image which seat's information it shows."""

    def __init__(self):
        self.views: list[dict] = []

    def __call__(self, view: dict) -> bytes:
        self.views.append(view)
        return b"PNG" + json.dumps(view, sort_keys=True).encode()


def image_view(data: bytes) -> dict:
    assert data.startswith(b"PNG")
    return json.loads(data[3:])


@pytest.fixture
def guild():
    return FakeGuild(GUILD, {CHANNEL})


@pytest.fixture
def client(guild):
    return FakeClient(guild)


@pytest.fixture
def renderer():
    return RecordingRenderer()


@pytest.fixture
def app(service, client, renderer):
    a = DiscordApp(service, client, render=renderer)
    client.tavolo = a
    service.bus.subscribe(a.on_event)
    return a


@pytest.fixture
def group(app):
    return build_group(app)


class Members:
    """Simulated server members; `m.ann` is a FakeUser, `m.act(user)` a fresh interaction by them."""

    def __init__(self, client, guild):
        self.client, self.guild = client, guild
        self.users = {n: FakeUser(1000 + i, n.capitalize()) for i, n in enumerate(["ann", "bob", "cat", "dan", "eve"])}

    def __getattr__(self, name):
        try:
            return self.__dict__["users"][name]
        except KeyError:
            raise AttributeError(name) from None

    def act(self, user, channel=CHANNEL, **kw) -> FakeInteraction:
        return FakeInteraction(self.client, user, channel, guild=self.guild, **kw)

    def by_pid(self, pid: str) -> FakeUser:
        uid = int(pid.split(":")[1])
        return next(u for u in self.users.values() if u.id == uid)


@pytest.fixture
def members(client, guild):
    return Members(client, guild)
