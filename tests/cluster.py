"""The Redis the store tests talk to: the single server (REDIS_URL, or 127.0.0.1:6379) and a real
three-master Redis Cluster on loopback ports, started once per test session with the `redis-server`
binary (or the one named by TAVOLO_TEST_REDIS_CLUSTER=host:port).

A test module runs on both by importing `both_backends` (a fixture overriding `redis_backend`);
the others use the single server only."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

SINGLE_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
MASTERS = 3
START_TIMEOUT = 30  # seconds for the nodes to answer and the cluster to report cluster_state:ok


@dataclass(frozen=True)
class Backend:
    name: str  # "single" or "cluster"
    url: str
    cluster: bool

    def connect(self):
        """A new client on this backend, as `python -m bot` makes it (REDIS_URL, REDIS_CLUSTER)."""
        from bot.store import connect

        return connect(self.url, cluster=self.cluster)

    def env(self) -> dict:
        """The environment that points `python -m bot` at this backend."""
        return {"REDIS_URL": self.url, "REDIS_CLUSTER": "yes" if self.cluster else "no"}


SINGLE = Backend("single", SINGLE_URL, cluster=False)


def _free_port() -> int:
    """A free loopback port whose cluster bus port (port + 10000) is free too."""
    while True:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + 10000 > 65535:
            continue
        with socket.socket() as bus:
            try:
                bus.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return port


def _binary(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        # Not a skip: the cluster run is part of the suite (.ci/run installs redis-server).
        pytest.fail(f"the Redis Cluster tests need the `{name}` binary on PATH (apt-get install redis-server)",
                    pytrace=False)
    return path


def _cli(cli: str, port: int, *args: str) -> str:
    return subprocess.run([cli, "-h", "127.0.0.1", "-p", str(port), *args], capture_output=True, text=True,
                          timeout=START_TIMEOUT).stdout


class LocalCluster:
    """Three masters, no replicas, in `folder`; stop() kills them and nothing is left behind."""

    def __init__(self, folder: Path):
        self.server, self.cli = _binary("redis-server"), _binary("redis-cli")
        self.folder = folder
        self.ports = [_free_port() for _ in range(MASTERS)]
        self.procs: list[subprocess.Popen] = []

    def start(self) -> str:
        for port in self.ports:
            node = self.folder / str(port)
            node.mkdir()
            self.procs.append(subprocess.Popen(
                [self.server, "--bind", "127.0.0.1", "--port", str(port), "--dir", str(node),
                 "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--save", "",
                 "--appendonly", "no", "--logfile", str(node / "redis.log")],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        self._wait(lambda port: _cli(self.cli, port, "ping").strip() == "PONG", "the nodes to answer")
        made = subprocess.run([self.cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports),
                               "--cluster-replicas", "0", "--cluster-yes"],
                              capture_output=True, text=True, timeout=START_TIMEOUT)
        if made.returncode != 0:
            raise RuntimeError(f"redis-cli --cluster create failed: {made.stdout}{made.stderr}")
        self._wait(lambda port: "cluster_state:ok" in _cli(self.cli, port, "cluster", "info"),
                   "cluster_state:ok on every node")
        return f"redis://127.0.0.1:{self.ports[0]}"

    def _wait(self, ready, what: str) -> None:
        end = time.monotonic() + START_TIMEOUT
        while not all(ready(port) for port in self.ports):
            dead = [port for port, proc in zip(self.ports, self.procs) if proc.poll() is not None]
            if dead or time.monotonic() > end:
                logs = "".join((self.folder / str(port) / "redis.log").read_text()[-800:] for port in self.ports
                               if (self.folder / str(port) / "redis.log").exists())
                raise RuntimeError(f"Redis Cluster on {self.ports}: no {what} (stopped: {dead})\n{logs}")
            time.sleep(0.05)

    def stop(self) -> None:
        for proc in self.procs:
            proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """The URL of one node of a real Redis Cluster: TAVOLO_TEST_REDIS_CLUSTER=host:port, or three
    masters started here for the session (only when a test asks for it)."""
    given = os.environ.get("TAVOLO_TEST_REDIS_CLUSTER")
    if given:
        yield given if "://" in given else f"redis://{given}"
        return
    cluster = LocalCluster(tmp_path_factory.mktemp("redis-cluster"))
    try:
        yield cluster.start()
    finally:
        cluster.stop()


@pytest.fixture(name="redis_backend", params=["single", "cluster"])
def both_backends(request):
    """Import this into a test module (or a folder's conftest) to run its store tests on a single
    Redis and on a Redis Cluster: CROSSSLOT errors, a pipeline or a script spanning slots, a scan
    that misses a node would fail there."""
    if request.param == "single":
        return SINGLE
    return Backend("cluster", request.getfixturevalue("redis_cluster"), cluster=True)
