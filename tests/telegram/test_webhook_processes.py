"""One Telegram bot served by two webhook processes behind a load balancer (issue 20): `python -m bot`
twice, the same token and Redis prefix, TELEGRAM_WEBHOOK_URL set, each on its own loopback PORT, their
Bot API calls going to the stand-in (TELEGRAM_API_URL, tagged per process). The test is the load balancer:
it POSTs each update, with the secret header, to one process, alternately, and every button press to the
process that did not send the message it is under.

Every update is handled once, by the process it went to; the game advances move by move; a press that
Telegram delivers twice (to both processes) applies once; no board is posted twice; both processes
register the same webhook (harmless); the stand-in refused nothing; SIGTERM stops both cleanly."""
from __future__ import annotations

import asyncio
import itertools
import socket
import time

import aiohttp
import pytest

from bot import table_doc as T
from bot.models import Player
from bot.telegram import callbacks as cb
from bot.telegram.app import webhook_secret
from tests.processes import Processes, processes  # noqa: F401  (processes: the fixture)
from tests.telegram.fake_api import WELL_FORMED_TOKEN as TOKEN, FakeBotAPI, group_chat, private_chat, user

WEBHOOK = "https://tavolo.example.org/telegram"
ANN, BOB = user(1101, "Ann"), user(1102, "Bob")
GROUP = group_chat(-1005550001)
ORIGINS = ("p0", "p1")
QUIET = 0.5  # s without a call to the stand-in: the processes have done what an update asked


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
async def stand_in():
    api = await FakeBotAPI(TOKEN).start()
    api.chats[GROUP["id"]] = GROUP
    for u in (ANN, BOB):
        api.chats[u["id"]] = private_chat(u)
    try:
        yield api
    finally:
        await api.stop()


class Balancer:
    """The load balancer in front of the webhook processes."""

    def __init__(self, api: FakeBotAPI, procs: Processes, ports: dict[str, int], service):
        self.api, self.procs, self.ports, self.service = api, procs, ports, service
        self.sent: list[tuple[str, dict]] = []  # (origin it went to, update)
        self._turn = itertools.cycle(ORIGINS)
        self.http = aiohttp.ClientSession()

    async def post(self, origin: str, update: dict, secret: str | None = webhook_secret(TOKEN)) -> int:
        headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
        async with self.http.post(f"http://127.0.0.1:{self.ports[origin]}/telegram", json=update,
                                  headers=headers) as resp:
            if resp.status == 200:
                self.sent.append((origin, update))
            return resp.status

    async def settle(self, start: int = 0, expect=None, timeout: float = 30) -> None:
        """Wait until a call from index `start` on satisfies `expect` (the update's answer), then until the
        stand-in has had no call for QUIET s (what the answer set off: boards, menus)."""
        end = time.monotonic() + timeout
        seen, calm_since = -1, time.monotonic()
        while time.monotonic() < end:
            dead = [name for name, p in self.procs.procs.items() if p.returncode is not None]
            assert not dead, f"{dead} exited"
            if expect is not None and any(expect(c) for c in self.api.calls[start:]):
                expect = None
            if len(self.api.calls) != seen:
                seen, calm_since = len(self.api.calls), time.monotonic()
            elif expect is None and time.monotonic() - calm_since >= QUIET:
                return
            await asyncio.sleep(0.05)
        raise AssertionError("the processes did not settle" + (" (no answer)" if expect else ""))

    async def until(self, check, what: str, timeout: float = 30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            got = check()
            if got:
                return got
            await asyncio.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}")

    async def menu_of(self, doc: dict, who: dict):
        """The move menu `who` holds now (a menu stays good while its seat's options stand), once the process
        that sent it has noted it as their live one (a person presses seconds later, not within a millisecond)."""
        from bot.telegram.chats import Chats

        drawn = doc["opt_ver"][doc["seats"].index(f"telegram:{who['id']}")]
        menu = await self.until(lambda: next((c for c in reversed(self.api.sent("sendPhoto", who["id"])) if any(
            d.startswith("o|") and cb.parse(d).version >= drawn for d in c.callback_data)), None),
            "the menu of this moment")
        chats, end = Chats(self.service.store), time.monotonic() + 30
        while ((await chats.last_menu(doc["id"], str(who["id"]))) or {}).get("msg") != menu.result["message_id"]:
            assert time.monotonic() < end, "the menu was never noted"
            await asyncio.sleep(0.05)
        return menu

    async def boards_posted(self, tid: str, timeout: float = 30) -> int:
        """The group's boards so far, once the latest change worth one was posted (its marker caught up)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            doc = await self.service.table(tid)
            if (await self.service.store.announced(tid))["v"] >= doc.get("post_v", 0):
                await self.settle()
                return len(group_boards(self.api))
            await asyncio.sleep(0.05)
        raise AssertionError("the board of the latest change was not posted")

    async def command(self, who: dict, chat: dict, text: str) -> str:
        """A command, to the next process in turn, answered in its chat; the origin it went to."""
        self.api.command(who, chat, text)
        origin, start = next(self._turn), len(self.api.calls)
        assert await self.post(origin, self.api.updates[-1]) == 200
        await self.settle(start, lambda c: c.chat == chat["id"])
        return origin

    async def press(self, who: dict, message, data: str) -> tuple[str, str]:
        """A button press under `message`, to the process that did not send it; (origin, query id)."""
        qid, start = self.api.press(who, message, data), len(self.api.calls)
        origin = next(o for o in ORIGINS if o != message.origin)
        assert await self.post(origin, self.api.updates[-1]) == 200
        await self.settle(start, lambda c: c.method == "answerCallbackQuery" and c.params["callback_query_id"] == qid)
        return origin, qid


def default_data(service, doc: dict, who: dict, menu) -> str:
    """The callback data of `who`'s default move on `menu`."""
    opts = service.options_of(doc, Player("telegram", str(who["id"]), who["first_name"]))
    index = next(o.index for o in opts.options if o.default)
    return next(d for d in menu.callback_data if d.startswith("o|") and cb.parse(d).index == index)


def group_boards(api: FakeBotAPI) -> list:
    return api.sent("sendPhoto", GROUP["id"])


async def test_two_webhook_processes_share_one_bot(stand_in, processes, service, redis_url):
    api = stand_in
    service.clock_value[0] = time.time()  # the processes run on the real clock
    ports = {origin: free_port() for origin in ORIGINS}
    for origin in ORIGINS:
        await processes.start(origin, "bot", {
            "TELEGRAM_TOKEN": TOKEN, "TELEGRAM_WEBHOOK_URL": WEBHOOK, "PORT": str(ports[origin]),
            "TELEGRAM_API_URL": api.url_for(origin), "DISCORD_TOKEN": "", "REDIS_URL": redis_url,
            "TAVOLO_PREFIX": service.store.prefix, "TAVOLO_AI_WORKERS": "0", "LOG_LEVEL": "INFO"})
    lb = Balancer(api, processes, ports, service)
    try:
        end = time.monotonic() + 90
        while len(api.sent("setWebhook")) < len(ORIGINS):  # each serves its port before it registers
            assert time.monotonic() < end, "the webhook processes did not start"
            assert all(p.returncode is None for p in processes.procs.values()), "a process exited"
            await asyncio.sleep(0.1)
        await lb.settle()
        await play(api, lb, service)
    finally:
        await lb.http.close()
    codes = await asyncio.gather(*(processes.stop(o) for o in ORIGINS))
    assert codes == [0, 0], codes
    assert not api.sent("deleteWebhook")  # a process that stops leaves the webhook to the others


async def play(api: FakeBotAPI, lb: Balancer, service) -> None:
    # both registered the same webhook and secret: the second registration changes nothing
    hooks = api.sent("setWebhook")
    assert sorted(c.origin for c in hooks) == sorted(ORIGINS)
    assert {(c.params["url"], c.params["secret_token"]) for c in hooks} == {(WEBHOOK, webhook_secret(TOKEN))}
    assert not api.sent("deleteWebhook") and not api.sent("getUpdates")

    # an update without the secret is refused and never handled
    before = len(api.calls)
    api.command(ANN, GROUP, "/new pebbles")
    assert await lb.post("p0", api.updates[-1], secret=None) == 403
    assert await lb.post("p1", api.updates[-1], secret="wrong") == 403
    await lb.settle()
    assert len(api.calls) == before

    # the lobby, private chats and the start, by commands and buttons spread over both processes
    origin = await lb.command(ANN, GROUP, "/new pebbles rounds=3")
    lobby = api.sent("sendMessage", GROUP["id"])[-1]
    assert lobby.origin == origin and "Pebbles" in lobby.text
    tid = next(d.split("|")[1] for d in lobby.callback_data if d.startswith("j|"))
    await lb.command(ANN, private_chat(ANN), f"/start t_{tid}")
    _, qid = await lb.press(BOB, lobby, cb.simple("j", tid))
    assert "at the table" in api.answers(qid)[0].params["text"]
    await lb.command(BOB, private_chat(BOB), f"/start t_{tid}")
    await lb.command(ANN, GROUP, "/start_game")
    doc = await service.table(tid)
    assert doc["status"] == T.ACTIVE
    assert await lb.boards_posted(tid) == 1
    await lb.command(BOB, GROUP, "/log")

    # the game, by each player's menu buttons, each press landing on the process that did not send the menu
    users = {f"telegram:{u['id']}": u for u in (ANN, BOB)}
    moves = redelivered = 0
    together = None
    crossed = set()
    while doc["status"] == T.ACTIVE:
        pid = service.to_act(doc)[0]
        who = users[pid]
        moves_before = sum(e["kind"] == "move" for e in await service.store.log(tid, 1000))
        boards = await lb.boards_posted(tid)
        menu = await lb.menu_of(doc, who)
        data = default_data(service, doc, who, menu)
        both = service.to_act(doc)
        if len(both) == 2 and not together:  # both play their secret card at once, on different processes
            presses = []
            for n, other in enumerate(both):
                mine = await lb.menu_of(doc, users[other])
                presses.append((ORIGINS[n], api.press(users[other], mine, default_data(service, doc, users[other],
                                                                                        mine))))
                presses[-1] += (api.updates[-1],)
            start = len(api.calls)
            await asyncio.gather(*(lb.post(o, u) for o, _, u in presses))
            await lb.settle(start, lambda c: all(api.answers(q) for _, q, _ in presses))
            together = [q for _, q, _ in presses]
            doc = await service.table(tid)
            assert sum(e["kind"] == "move" for e in await service.store.log(tid, 1000)) == moves_before + 2
            assert await lb.boards_posted(tid) - boards <= 1
            moves += 2
            continue
        if together and not redelivered:  # Telegram retries a press whose answer was late: to both processes
            qid, start = api.press(who, menu, data), len(api.calls)
            statuses = await asyncio.gather(*(lb.post(o, api.updates[-1]) for o in ORIGINS))
            assert statuses == [200, 200]
            await lb.settle(start, lambda c: len(api.answers(qid)) == 1)
            redelivered = qid
        else:
            origin, qid = await lb.press(who, menu, data)
            crossed.add((menu.origin, origin))
            answers = api.answers(qid)
            assert len(answers) == 1 and answers[0].origin == origin, answers  # handled once, where it went
            assert answers[0].params["text"].startswith("✓")
        doc = await service.table(tid)
        assert sum(e["kind"] == "move" for e in await service.store.log(tid, 1000)) == moves_before + 1, pid
        assert await lb.boards_posted(tid) - boards <= 1  # at most one board for one change
        moves += 1
    assert doc["status"] == T.FINISHED and moves == 9 and together
    for who in (ANN, BOB):  # the menus each player got: one per moment, never two of the same
        drawn = [max(cb.parse(d).version for d in c.callback_data if d.startswith("o|"))
                 for c in api.sent("sendPhoto", who["id"]) if any(d.startswith("o|") for d in c.callback_data)]
        assert len(drawn) == len(set(drawn)), (who["first_name"], drawn)
    assert crossed == {("p0", "p1"), ("p1", "p0")}  # menus of both processes pressed on the other
    assert len(api.answers(redelivered)) == 1  # one process took it; the other dropped its copy
    assert sum("came again; it was taken once already" in lb.procs.log(o) for o in ORIGINS) == 1

    # every update went to one process and was handled there: each press answered once, each reply to a
    # command in the group (quoting it) sent by the process it went to
    for origin, update in lb.sent:
        if "callback_query" in update:
            answers = api.answers(update["callback_query"]["id"])
            assert [a.origin for a in answers] == [origin] or update["callback_query"]["id"] == redelivered, update
        elif update["message"]["chat"]["id"] == GROUP["id"]:
            replies = [c for c in api.calls if (c.params.get("reply_parameters") or {}).get("message_id")
                       == update["message"]["message_id"]]
            assert {c.origin for c in replies} <= {origin}, update
            if update["message"]["text"] == "/log":
                assert len(replies) == 1 and "recent" in replies[0].text.lower(), replies
    # the last board came and nothing more was posted later by either process (POLL 2 s, due after 3 s)
    boards = await lb.boards_posted(tid)
    await asyncio.sleep(6)
    assert len(group_boards(api)) == boards
    assert (await service.store.announced(tid))["v"] == doc["version"]
    assert "over" in group_boards(api)[-1].text.lower() or "again" in group_boards(api)[-1].text
    assert not api.refused, [(c.origin, c.method, c.chat, why) for c, _, why in api.refused]


async def test_an_update_is_taken_once_unless_its_process_stopped_in_the_middle(store):
    from bot.telegram.chats import UPDATE_LEASE, Chats

    chats = Chats(store)
    assert await chats.take_update(41) and not await chats.take_update(41)  # a copy while it is handled
    assert 0 < await store.r.ttl(f"{store.prefix}:tg:upd:41") <= UPDATE_LEASE  # a dead process gives it up
    await chats.update_done(41, handled=True)
    assert not await chats.take_update(41)  # a copy after it was handled
    assert await chats.take_update(42)
    await chats.update_done(42, handled=False)  # the process stopped in the middle
    assert await chats.take_update(42)  # the next one takes it
