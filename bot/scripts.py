"""The one way Redis Lua scripts are loaded: each lives in a .lua file beside the module that uses
it (shipped as package data), with a header saying what it does, its KEYS, ARGV and what it
returns, and that every key it touches shares one Redis Cluster slot."""
from __future__ import annotations

from importlib import resources


def load(r, package: str, name: str):
    """Register `name` (a .lua file in `package`, e.g. load(r, "bot.reminders", "claim.lua")) with
    client `r`: an awaitable redis-py Script, called as script(keys=[...], args=[...])."""
    return r.register_script(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
