"""Where this process stands in its life: starting, ready, stopping. Read by the ops endpoints (`/readyz`).

One process-wide state, set by `python -m bot` (bot/main.py) and the chat adapters, read by anyone:

- `expect(*names)`: main names the parts that must be ready (one per adapter: "telegram", "discord").
- `mark_ready(name)`: a part is ready: connected to its platform and its start-up sweep of unposted
  boards done.
- `is_ready()`: every expected part marked ready (at least one part) and no stop begun. A process that is
  not ready still works; it only should not be sent new traffic (webhooks behind a balancer).
- `begin_stop()`: SIGTERM (or SIGINT) arrived: from now on `stopping()` is True and `is_ready()` False,
  at once, before the adapters finish what is under way.
- `stopping()`: whether a stop has begun.
- `platform_up(name, up)`: a platform's connection went up or down (the Discord gateway, Telegram's
  polling or webhook); `platforms()` gives a copy of {name: up} for every platform reported so far.

Plain module state, no locks: everything runs on the one asyncio loop. `reset()` is for tests.
"""
from __future__ import annotations

_expected: set[str] = set()
_ready: set[str] = set()
_platforms: dict[str, bool] = {}
_stopping = False


def expect(*names: str) -> None:
    _expected.update(names)


def mark_ready(name: str) -> None:
    _ready.add(name)


def is_ready() -> bool:
    return bool(_ready) and _expected <= _ready and not _stopping


def begin_stop() -> None:
    global _stopping
    _stopping = True


def stopping() -> bool:
    return _stopping


def platform_up(name: str, up: bool) -> None:
    _platforms[name] = bool(up)


def platforms() -> dict[str, bool]:
    return dict(_platforms)


def reset() -> None:
    """Back to a process that has just started (tests run several lives in one process)."""
    global _stopping
    _expected.clear()
    _ready.clear()
    _platforms.clear()
    _stopping = False
