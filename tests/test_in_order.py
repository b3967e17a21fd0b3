"""bot/in_order.py: each sender's requests one at a time in the order they came; a stuck one holds no one for ever."""
import asyncio

from bot import in_order
from bot.in_order import InOrder


async def test_a_senders_requests_run_in_arrival_order_and_others_alongside():
    queues = InOrder()
    done: list[str] = []

    async def request(key, name, seconds):
        async with queues.take(key):  # taken before anything is awaited, as an adapter does
            await asyncio.sleep(seconds)
            done.append(name)

    await asyncio.gather(request("ann", "ann 1", 0.2), request("ann", "ann 2", 0.0), request("bob", "bob", 0.0))
    assert done == ["bob", "ann 1", "ann 2"]
    assert len(queues) == 0


async def test_a_request_that_never_started_holds_the_next_only_so_long(monkeypatch):
    monkeypatch.setattr(in_order, "WAIT_MAX", 0.05)
    queues = InOrder()
    queues.take("ann")  # its handler died before its work: never finished
    async with queues.take("ann"):
        pass
    assert len(queues) == 0  # the later one was the last: nothing kept
