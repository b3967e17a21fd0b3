"""`python -m bot`: the chat adapters when tokens are set, else the local console table."""
from __future__ import annotations

import argparse
import asyncio
import importlib
import logging
import signal
import socket
import sys
from urllib.parse import urlsplit

from redis.exceptions import RedisClusterException

import i18n
from bot import drawing, lifecycle, reminders, robots
from bot.config import Settings
from bot.events import Bus
from bot.ops import logs
from bot.service import TableService
from bot.store import Store, connect

log = logging.getLogger("tavolo")
SHUTDOWN_GRACE = 20  # seconds
REDIS_TIMEOUT = 3.0  # s for the start-up ping: an unreachable Redis is reported, not waited for


def build_service(settings: Settings) -> TableService:
    store = Store(connect(settings.redis_url, settings.redis_cluster), settings.prefix)
    return TableService(store, Bus(), finished_ttl_days=settings.finished_ttl_days)


def adapters_for(settings: Settings) -> list[str]:
    """Adapter modules to start; each exposes `async serve(service, settings)`."""
    names = []
    if settings.discord_token:
        names.append("bot.discord")
    if settings.telegram_token:
        names.append("bot.telegram")
    return names


async def start_ops_server(service: TableService, settings: Settings):
    """The ops HTTP endpoints (bot/ops/server.py) when TAVOLO_HTTP_PORT is set, else None."""
    if settings.http_port is None:
        return None
    from bot.ops.server import OpsServer

    server = OpsServer(service.store)
    await server.start("0.0.0.0", settings.http_port)
    return server


def _stop_on_signal(stop: asyncio.Event) -> None:
    lifecycle.begin_stop()  # not ready from this moment: no new traffic while the work under way ends
    stop.set()


def webhook_port_problem(settings: Settings, modules: list[str]) -> str | None:
    """Telegram's webhook port taken: one line before anything starts. Found later, the process would have
    pointed Telegram's webhook at itself (setWebhook comes before the port is opened) and then died."""
    if "bot.telegram" not in modules or not settings.telegram_webhook_url:
        return None
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the web server will
        try:
            probe.bind(("0.0.0.0", settings.port))
        except OSError as exc:
            return (f"PORT={settings.port}: cannot receive Telegram's webhook there ({exc.strerror or exc}); "
                    "expected a free port.")
    return None


async def serve_adapters(service: TableService, settings: Settings, modules: list[str]) -> int:
    taken = webhook_port_problem(settings, modules)
    if taken:
        print(taken, file=sys.stderr)
        await service.store.close()
        return 2
    try:
        ops = await start_ops_server(service, settings)
    except OSError as exc:  # the port is taken, or not ours to open: one line, like the settings' mistakes
        print(f"TAVOLO_HTTP_PORT={settings.http_port}: cannot serve the ops endpoints there "
              f"({exc.strerror or exc}); expected a free port.", file=sys.stderr)
        await service.store.close()
        return 2
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, _stop_on_signal, stop)
    lifecycle.expect(*(name.rsplit(".", 1)[-1] for name in modules))  # each adapter marks itself ready
    tasks = [asyncio.create_task(importlib.import_module(name).serve(service, settings), name=name)
             for name in modules]
    tasks.append(asyncio.create_task(reminders.serve(service, settings), name="bot.reminders"))
    tasks.append(asyncio.create_task(robots.serve(service, settings), name="bot.robots"))
    waiter = asyncio.create_task(stop.wait())
    done, _ = await asyncio.wait([waiter, *tasks], return_when=asyncio.FIRST_COMPLETED)
    failed = [t for t in done if t is not waiter and not t.cancelled() and t.exception()]
    for task in failed:
        log.error("%s stopped: %r", task.get_name(), task.exception())
    lifecycle.begin_stop()  # /readyz says so from now on
    log.info("shutting down")
    for task in [waiter, *tasks]:
        task.cancel()
    # Stay inside the platforms' grace period (Heroku kills after 30 s): a client that is still
    # connecting may not return promptly from cancellation.
    _, stuck = await asyncio.wait(tasks, timeout=SHUTDOWN_GRACE)
    for task in stuck:
        log.warning("%s did not stop within %s s", task.get_name(), SHUTDOWN_GRACE)
    from bot.robots.thinker import shared

    shared().close()  # a search under way is dropped: the move is planned in Redis and thought again
    drawing.close()  # an image under way is dropped: its board stays due (bot/announce.py)
    if ops is not None:
        await ops.stop()
    await service.store.close()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.remove_signal_handler(sig)
    return 1 if failed else 0


async def redis_problem(url: str, cluster: bool = False) -> str | None:
    """One line when the Redis at `url` does not answer a ping within REDIS_TIMEOUT, or is not what
    REDIS_CLUSTER says (a cluster node or a single server), else None."""
    parts = urlsplit(url)
    where = parts.path if parts.scheme == "unix" else f"{parts.hostname}:{parts.port or 6379}"
    client = connect(url, cluster)
    try:
        await asyncio.wait_for(client.ping(), REDIS_TIMEOUT)
        if not cluster and (await client.info("cluster")).get("cluster_enabled"):
            return (f"REDIS_URL: the Redis at {where} is a node of a Redis Cluster; set REDIS_CLUSTER=yes "
                    "(a single-server client would fail at the first key of another node).")
        return None
    except asyncio.TimeoutError:
        reason = f"no answer within {REDIS_TIMEOUT:g} s"
    except RedisClusterException as exc:
        if "not enabled" in str(exc):
            return (f"REDIS_CLUSTER=yes, but the Redis at {where} is not in cluster mode; set REDIS_CLUSTER=no, "
                    "or point REDIS_URL at a node of the cluster.")
        reason = str(exc) or type(exc).__name__
    except Exception as exc:  # refused, unknown host, wrong password, TLS...: the client's own words
        reason = str(exc) or type(exc).__name__
    finally:
        await client.aclose()
    if parts.password:
        reason = reason.replace(parts.password, "***")
    return f"REDIS_URL: cannot reach Redis at {where} ({reason}); expected a running Redis server there."


def config_problems(settings: Settings) -> list[str]:
    """The settings' mistakes, then whether Redis answers (when its URL is usable)."""
    lines = list(settings.problems)
    if settings.redis_url and not any(line.startswith("REDIS_URL") for line in lines):
        unreachable = asyncio.run(redis_problem(settings.redis_url, settings.redis_cluster))
        if unreachable:
            lines.append(unreachable)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Tavolo bot")
    parser.add_argument("--script", help="run a file of console commands, then exit")
    parser.add_argument("--out", help="folder for console images (default: $TAVOLO_OUT or ./out)")
    parser.add_argument("--no-images", action="store_true", help="console: do not render images")
    parser.add_argument("--lang", choices=i18n.LANGS, default=i18n.SOURCE,
                        help="console: its language, and that of the tables it opens (default en)")
    args = parser.parse_args(argv)
    settings = Settings.from_env()
    problems = config_problems(settings)
    if problems:  # one plain line per mistake, never a traceback, and no half-started bot
        for line in problems:
            print(line, file=sys.stderr)
        print(f"Tavolo did not start: {len(problems)} problem(s) in its environment (see .env.example).",
              file=sys.stderr)
        return 2
    logs.setup(settings)  # text or JSON lines, tokens redacted
    service = build_service(settings)
    modules = adapters_for(settings)
    if modules and not args.script:
        return asyncio.run(serve_adapters(service, settings, modules))
    from bot.console import run_console

    if settings.http_port is not None:
        log.warning("TAVOLO_HTTP_PORT is set, but the console serves no ops endpoints: they come with the chat "
                    "adapters (DISCORD_TOKEN, TELEGRAM_TOKEN).")

    try:
        return asyncio.run(run_console(service, args.script, args.out or settings.out_dir, not args.no_images,
                                       args.lang))
    finally:
        drawing.close()
