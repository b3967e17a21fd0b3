"""Golden digests of seeded random playouts: the shared machinery of tests/*/test_golden.py.

A playout uses the public game API only: `GAME.new(names, seed, options)`, then, until `GAME.over(st)`,
a seat drawn from `GAME.current(st) + GAME.may_act(st)` and an action drawn from `GAME.actions(st, seat)`,
both with a `rules.core.Rng` of a fixed seed, applied with `GAME.apply`. It has two digests: `moves`, the
sha256 of every applied move, one line `"<seat> <action text>\\n"` each (what the game does), and `state`,
the sha256 of the final `GAME.dump(st)` (how it stores it). A change of the stored layout (a new schema,
with its upgrade) changes `state` alone; `moves` unchanged shows the game still plays the same.

The expected digests live in a golden.json next to each test file. A changed digest means the rules
engine behaves differently (other legal moves, another order of moves, other random draws, another
saved state): a pure refactor must leave every digest unchanged, and any change must be justified.
To regenerate deliberately, after making sure the change is intended:

    GOLDEN_UPDATE=1 .venv/bin/python -m pytest -q -p no:cacheprovider tests/alhambra/test_golden.py tests/castles/test_golden.py \
        tests/bruges/test_golden.py

then review `git diff` of the golden.json files and say in the commit why they changed.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from rules.core import Rng

UPDATE = os.environ.get("GOLDEN_UPDATE", "") not in ("", "0")
MAX_ACTIONS = 10_000  # a safety net against a game that never ends, far above any real playout


def playout_digest(game, players: int, seed: int, options: dict, chooser_seed: int, final=None) -> dict:
    """Play one seeded random game through the public API; its move count and its two digests.
    `final(st)` gives the stored text of the end state (default `game.dump`)."""
    st = game.new([f"P{i}" for i in range(players)], seed, options)
    chooser = Rng(chooser_seed)
    h = hashlib.sha256()
    moves = 0
    while not game.over(st):
        seats = game.current(st)
        assert seats, "nobody to act in a running game"
        seats = seats + game.may_act(st)  # out-of-turn seats (Alhambra's thieves) are played too
        seat = seats[chooser.below(len(seats))]
        legal = game.actions(st, seat)
        assert legal, f"seat {seat} is asked to act but has no legal action"
        action = legal[chooser.below(len(legal))]
        applied = game.apply(st, seat, action)
        h.update(f"{seat} {applied.action}\n".encode())
        moves += 1
        assert moves < MAX_ACTIONS, "the playout does not end"
    end = (final or game.dump)(st)
    return {"actions": moves, "moves": h.hexdigest(), "state": hashlib.sha256(end.encode()).hexdigest()}


def check_golden(path: Path, computed: dict[str, dict], about: str) -> None:
    """Compare `computed` with the digests stored at `path`, or rewrite the file under GOLDEN_UPDATE=1."""
    if UPDATE:
        body = {"about": about, "cases": computed}
        path.write_text(json.dumps(body, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        pytest.skip(f"GOLDEN_UPDATE: rewrote {path.name} ({len(computed)} cases); review its git diff")
    assert path.exists(), f"{path} is missing; create it with GOLDEN_UPDATE=1 (see tests/golden.py)"
    stored = json.loads(path.read_text(encoding="utf-8"))["cases"]
    problems = []
    for key in sorted(set(stored) | set(computed)):
        old, new = stored.get(key), computed.get(key)
        if old is None:
            problems.append(f"{key}: not in {path.name}")
        elif new is None:
            problems.append(f"{key}: in {path.name} but no longer played")
        elif old != new:
            changed = [k for k in ("actions", "moves", "state") if old.get(k) != new[k]]
            problems.append(f"{key}: {', '.join(changed)} changed ({old['actions']} -> {new['actions']} actions)")
    assert not problems, (
        f"{len(problems)} of {len(computed)} golden playouts changed, so the rules behave differently. "
        "A refactor must not change them; a deliberate rules change must be justified, then regenerate "
        "with GOLDEN_UPDATE=1 (see tests/golden.py):\n  " + "\n  ".join(problems))
