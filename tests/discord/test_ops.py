"""Issue 20, observe, on Discord: interactions through the real discord.py client are counted and timed by kind
and outcome, the board's drawing is timed, and the connection's state reaches /healthz (bot/lifecycle.py)."""
import asyncio

from prometheus_client import REGISTRY

from bot import lifecycle
from bot.models import Place
from tests.discord.test_loopback import CHANNEL, component, deliver, live, member, slash  # noqa: F401 (live)


def sample(name: str, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def interactions(kind: str, outcome: str) -> float:
    return sample("tavolo_interactions_total", platform="discord", kind=kind, outcome=outcome)


def followup(r) -> bool:
    return r.method == "POST" and r.path.startswith("/webhooks/")


async def test_discord_interactions_and_connection_are_observed(fresh_lifecycle, live, service):
    api, bot = live
    ann, bob = member(1001, "Ann"), member(1002, "Bob")
    before = {(k, o): interactions(k, o) for k in ("command", "button") for o in ("ok", "refused")}
    boards = sample("tavolo_render_seconds_count", game="pebbles", kind="board")
    await deliver(bot, api, slash(ann, "new", game="pebbles", options="rounds=1"), followup)
    tid = (await service.tables_in(Place("discord", CHANNEL)))[0]["id"]
    lobby = api.messages[str((await service.table(tid))["refs"]["discord_msg"])]
    await deliver(bot, api, component(bob, lobby, f"tv:j:{tid}"), followup)
    await deliver(bot, api, slash(ann, "settings", key="deadline"), followup)  # no value: refused
    n = len(api.requests)
    await deliver(bot, api, component(ann, lobby, f"tv:g:{tid}"), followup)  # Start: the board is drawn
    await api.wait_for(lambda r: r.path == f"/channels/{CHANNEL}/messages" and r.files, start=n)
    assert interactions("command", "ok") == before["command", "ok"] + 1
    assert interactions("command", "refused") == before["command", "refused"] + 1
    assert interactions("button", "ok") == before["button", "ok"] + 2
    assert interactions("button", "refused") == before["button", "refused"]
    assert sample("tavolo_render_seconds_count", game="pebbles", kind="board") == boards + 1

    # the gateway's connection events, as discord.py dispatches them
    assert lifecycle.platforms() == {}  # the fixture logs in without connecting (no gateway)
    steps = [("shard_connect", 0, False), ("shard_connect", 1, False), ("ready", None, True),
             ("shard_disconnect", 1, False), ("shard_connect", 1, True),  # a new session of shard 1
             ("shard_disconnect", 0, False), ("shard_disconnect", 1, False), ("shard_resumed", 0, False),
             ("shard_resumed", 1, True)]
    for event, shard, up in steps:
        bot.dispatch(event, *([] if shard is None else [shard]))
        for _ in range(100):
            if lifecycle.platforms().get("discord") is up:
                break
            await asyncio.sleep(0.01)
        assert lifecycle.platforms() == {"discord": up}, (event, shard)
