"""The ops HTTP endpoints of one bot process (aiohttp's server, in the bot's event loop), for the platform
that runs it (health checks, rolling deploys) and for Prometheus:

- GET /healthz: 200 when Redis answers a PING within a second and every platform this process started
  is connected, else 503; the body says which: {"redis": true, "platforms": {"telegram": true}}.
- GET /readyz: 200 once the process has started (bot/main.py: its platforms connected) and until it begins
  to stop, else 503.
- GET /metrics: every metric (bot/ops/metrics.py) in Prometheus' text format.
"""
from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from prometheus_client import REGISTRY
from prometheus_client.exposition import choose_encoder
from redis.exceptions import RedisError

from bot import lifecycle
from bot.ops.open_tables import OpenTables

log = logging.getLogger(__name__)

PING_TIMEOUT = 1.0  # s: a health check must answer before the checker gives up on it


class OpsServer:
    def __init__(self, store, ping_timeout: float = PING_TIMEOUT):
        self.store = store
        self.ping_timeout = ping_timeout
        self.open_tables = OpenTables(store)
        self._runner: web.AppRunner | None = None
        self.port: int | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/readyz", self.readyz)
        app.router.add_get("/metrics", self.metrics)
        return app

    async def start(self, host: str, port: int) -> int:
        """Listen on host:port (0: any free port); the port."""
        self._runner = web.AppRunner(self.app(), access_log=None)  # scrapes every few seconds: no line each
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        self.port = self._runner.addresses[0][1]
        log.info("ops endpoints on http://%s:%s (/healthz, /readyz, /metrics)", host, self.port)
        return self.port

    async def stop(self) -> None:
        self.open_tables.stop()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def redis_up(self) -> bool:
        try:
            return bool(await asyncio.wait_for(self.store.r.ping(), self.ping_timeout))
        except (RedisError, OSError, asyncio.TimeoutError):
            return False

    async def healthz(self, request: web.Request) -> web.Response:
        redis = await self.redis_up()
        platforms = lifecycle.platforms()
        healthy = redis and all(platforms.values())
        return web.json_response({"redis": redis, "platforms": platforms}, status=200 if healthy else 503)

    async def readyz(self, request: web.Request) -> web.Response:
        ready = lifecycle.is_ready()
        state = "ready" if ready else "stopping" if lifecycle.stopping() else "starting"
        return web.json_response({"ready": ready, "state": state}, status=200 if ready else 503)

    async def metrics(self, request: web.Request) -> web.Response:
        await self.open_tables.refresh()
        encoder, content_type = choose_encoder(request.headers.get("Accept", ""))
        return web.Response(body=encoder(REGISTRY), headers={"Content-Type": content_type})
