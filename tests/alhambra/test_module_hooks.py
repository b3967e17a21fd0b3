"""A sixth module is one new file and one line: a module that does nothing, added to the registry, is
asked at every hook point, and the game plays exactly as before (the golden digests)."""
import itertools
import json
import types

import pytest

from rules.core import OptionSpec
from rules.alhambra import GAME, Alhambra
from rules.alhambra import modules as hooks
from tests.alhambra.test_golden import GOLDEN, cases
from tests.golden import playout_digest


def probe_module(reached: set):
    """A module with every hook, each noting that it was reached and answering what changes nothing."""
    mod = types.ModuleType("probe")
    mod.OPTION = OptionSpec("probe", "bool", True, "A module that changes nothing (tests)")

    def hook(name):
        def fn(st, *args):
            reached.add(name)
            return [] if name in hooks.COLLECT else 0 if name in hooks.TOTAL else None
        return fn

    for name in hooks.HOOKS:
        setattr(mod, name, hook(name))
    return mod


@pytest.fixture
def probe(monkeypatch):
    reached = set()
    mod = probe_module(reached)
    monkeypatch.setattr(hooks, "MODULES", hooks.MODULES + [mod])  # the one line
    monkeypatch.setattr(Alhambra, "options", Alhambra.options + (mod.OPTION,))
    return reached


def without_probe(st):
    """The stored end state as it would be without the probe's option."""
    env = json.loads(GAME.dump(st))
    del env["options"]["probe"]
    return json.dumps(env, separators=(",", ":"), ensure_ascii=False)


def read_everything(st):
    """What the table does besides playing: views, who may be asked out of turn, prompts, waiting texts, refused
    moves."""
    for seat in [None, *range(st.n)]:
        GAME.view(st, seat)
    GAME.window_seats(st)  # the table: who may be asked beside the turn (a computer player's pause)
    for seat in range(st.n):  # a refused move, in turn and out of it
        try:
            GAME.apply(st, seat, "buy nothing 99 with blue 1")
        except Exception:
            pass


def test_a_do_nothing_module_reaches_every_hook_and_changes_no_game(probe):
    stored = json.loads(GOLDEN.read_text())["cases"]
    for key, (n, seed, options, chooser) in cases().items():
        got = playout_digest(GAME, n, seed, options, chooser, final=without_probe)
        assert got == stored[key], key
    # the hooks a playout does not reach: reading the game, refusing a move, a seat resigning
    everything = {m: "yes" for m in ("walls", "thieves", "change", "traders")}
    st = GAME.new(["a", "b", "c"], 3, everything)
    for step in range(2000):
        if GAME.over(st):
            break
        if step == 50:
            GAME.resign(st, 1)
        read_everything(st)
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert GAME.over(st)
    assert probe == set(hooks.HOOKS), sorted(set(hooks.HOOKS) - probe)


def test_every_module_hook_is_a_listed_hook_point():
    """A module's functions that look like hooks are listed in HOOKS (a typo would never be called)."""
    for mod in hooks.MODULES:
        own = {name for name, v in vars(mod).items() if callable(v) and not name.startswith("_")
               and getattr(v, "__module__", None) == mod.__name__}
        actions = {f.__name__ for f in getattr(mod, "HANDLERS", {}).values()}
        actions |= {f.__name__ for f in getattr(mod, "DECISIONS", {}).values()}
        helpers = {name for name in own - actions if name not in hooks.HOOKS}
        assert helpers <= HELPERS[mod.__name__.rsplit(".", 1)[1]], (mod.__name__, helpers)


HELPERS = {  # a module's own helpers, which no hook point calls
    "walls": set(),
    "thieves": {"can_steal", "final_waiting", "thief_actions", "steal", "answered"},
    "change": set(),
    "traders": set(),
}
