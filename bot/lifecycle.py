"""Where this process stands: not yet ready, ready, stopping; and whether each chat platform it serves
is connected. One bot per process, so the state is the module's; the ops endpoints read it
(bot/ops/server.py), `python -m bot` and the adapters write it."""
from __future__ import annotations

_ready: set[str] = set()  # the parts that finished starting
_stopping = False
_platforms: dict[str, bool] = {}  # each started platform: connected now?


def mark_ready(name: str) -> None:
    """`name` finished starting (the process takes work from now on)."""
    _ready.add(name)


def is_ready() -> bool:
    return bool(_ready) and not _stopping


def begin_stop() -> None:
    """A stop began: not ready any more, for good."""
    global _stopping
    _stopping = True


def stopping() -> bool:
    return _stopping


def platform_up(name: str, up: bool) -> None:
    """Platform `name` (started by this process) is connected (`up`) or not."""
    _platforms[name] = bool(up)


def platforms() -> dict[str, bool]:
    return dict(_platforms)


def reset() -> None:
    """Back to a fresh process (tests)."""
    global _stopping
    _ready.clear()
    _platforms.clear()
    _stopping = False
