"""Worker processes for the CPU-heavy work of a bot process (the computer's search, images), so that it never
holds up the event loop (a Discord heartbeat, another table's move) and one process uses every core. Plain
values cross the boundary both ways (they are pickled). Each user keeps the process's one pool (`One`)."""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Generic, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class WorkerPool:
    """`processes` worker processes, started at the first job; 0 runs jobs in the event loop's default thread
    pool instead (a machine that cannot start processes; tests that want no start-up cost)."""

    def __init__(self, processes: int, name: str):
        self.processes = processes
        self.name = name  # for the log
        self._executor: ProcessPoolExecutor | None = None

    def executor(self) -> ProcessPoolExecutor | None:
        if self.processes <= 0:
            return None
        if self._executor is None:
            # spawn: a fork of a process running an event loop and client threads is not safe
            self._executor = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    async def run(self, fn: Callable, *args):
        """fn(*args) in a worker (fn and args must pickle). When a worker died (BrokenProcessPool) the error is
        raised, and the next job starts a fresh pool."""
        executor = self.executor()
        try:
            return await asyncio.get_running_loop().run_in_executor(executor, fn, *args)
        except BrokenProcessPool:
            log.warning("%s: the worker pool broke; starting a new one", self.name)
            if executor is not None and self._executor is executor:
                self._executor = None
                executor.shutdown(wait=False, cancel_futures=True)
            raise

    def close(self) -> None:
        """Stop the workers; a job under way is dropped (its caller gets an error, or is already gone)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class One(Generic[T]):
    """The process's one instance of a pool's owner, made at its first use by `make`. `use` puts another in its
    place (tests: a small pool) and closes the previous one; `close` closes it if it was made."""

    def __init__(self, make: Callable[[], T]):
        self._make = make
        self._obj: T | None = None

    def get(self) -> T:
        if self._obj is None:
            self._obj = self._make()
        return self._obj

    def use(self, obj: T) -> T:
        if self._obj is not None and self._obj is not obj:
            self._obj.close()
        self._obj = obj
        return obj

    def close(self) -> None:
        if self._obj is not None:
            self._obj.close()
