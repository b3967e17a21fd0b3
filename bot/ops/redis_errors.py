"""Counting the exceptions redis-py raises (bot/ops/metrics.py REDIS_ERRORS), at the two doors every
command goes through: a command (scripts and scans included) and a pipeline's execute."""
from __future__ import annotations

import redis.asyncio as aioredis
from redis.asyncio.client import Pipeline
from redis.asyncio.cluster import ClusterPipeline, RedisCluster
from redis.exceptions import NoScriptError, RedisError

from bot.ops import metrics


def _count(exc: RedisError) -> None:
    if not isinstance(exc, NoScriptError):  # a script not cached yet: redis-py loads it and calls again
        metrics.REDIS_ERRORS.labels(type(exc).__name__).inc()


class CountedPipeline(Pipeline):
    async def execute(self, raise_on_error: bool = True):
        try:
            return await super().execute(raise_on_error)
        except RedisError as exc:
            _count(exc)
            raise


class CountedCommands:
    """Counts the failures of every command (mixed in before a redis-py client class)."""

    async def execute_command(self, *args, **options):
        try:
            return await super().execute_command(*args, **options)
        except RedisError as exc:
            _count(exc)
            raise


class CountedRedis(CountedCommands, aioredis.Redis):
    """redis.asyncio.Redis whose failed commands and pipelines are counted; otherwise the same client."""

    def pipeline(self, transaction: bool = True, shard_hint: str | None = None) -> CountedPipeline:
        return CountedPipeline(self.connection_pool, self.response_callbacks, transaction, shard_hint)


class CountedClusterPipeline(ClusterPipeline):
    async def execute(self, raise_on_error: bool = True, allow_redirections: bool = True):
        try:
            return await super().execute(raise_on_error, allow_redirections)
        except RedisError as exc:
            _count(exc)
            raise


class CountedCluster(CountedCommands, RedisCluster):
    """The same counting for a Redis Cluster client (REDIS_CLUSTER=yes)."""

    def pipeline(self, transaction=None, shard_hint=None) -> CountedClusterPipeline:
        super().pipeline(transaction, shard_hint)  # its checks of the arguments
        return CountedClusterPipeline(self, transaction)
