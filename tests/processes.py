"""Whole bot processes for tests of several processes sharing one bot: each started as
`python -m <module>` from the repository in a session of its own (so it and any worker processes it
starts can be killed together), its output in a log file; `stop_all` ends every one, even after a
failure, and prints their logs (pytest shows them when the test failed)."""
from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GRACE = 25.0  # s for a SIGTERM to end a process (the bot's own grace is 20 s)


class Processes:
    def __init__(self, folder: Path):
        self.folder = folder
        self.procs: dict[str, asyncio.subprocess.Process] = {}

    async def start(self, name: str, module: str, env: dict[str, str]) -> asyncio.subprocess.Process:
        with open(self.logfile(name), "wb") as out:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", module, cwd=ROOT, stdout=out, stderr=asyncio.subprocess.STDOUT,
                env={**os.environ, "PYTHONPATH": str(ROOT), **env}, start_new_session=True)
        self.procs[name] = proc
        return proc

    def logfile(self, name: str) -> Path:
        return self.folder / f"{name}.log"

    def log(self, name: str) -> str:
        return self.logfile(name).read_text(errors="replace")

    async def stop(self, name: str) -> int:
        """SIGTERM, as a platform stops a process; SIGKILL to its whole session if it does not end in
        time. Its exit code (negative: killed by that signal)."""
        proc = self.procs[name]
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), GRACE)
            except asyncio.TimeoutError:
                pass
        try:  # what is left of its session: worker processes, or itself if it did not stop
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return await proc.wait()

    async def stop_all(self) -> None:
        await asyncio.gather(*(self.stop(name) for name in self.procs), return_exceptions=True)
        for name in self.procs:
            print(f"---- {name} ----\n{self.log(name)[-6000:]}")


@pytest.fixture
async def processes(stand_in, store, tmp_path):
    """The test's bot processes, stopped before the module's `stand_in` platform stops and the Redis prefix
    (`store`) is removed: fixtures end in the reverse order of their setup."""
    procs = Processes(tmp_path)
    try:
        yield procs
    finally:
        await procs.stop_all()
