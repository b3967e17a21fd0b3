"""Information-set Monte Carlo tree search over determinizations (single-observer ISMCTS, Cowling, Powley &
Whitehouse 2012), for any game of the rules core.

Each iteration samples a determinization (a full state consistent with what the searching seat knows) from
the game's adapter, then walks one tree shared by all samples. The tree is keyed by (seat, action text): a
node's children are every action ever seen there, and in one iteration only those legal in its
determinization are candidates. Each child counts how often it was available, which replaces the parent's
visit count in the UCB formula. The adapter's `tree_actions` may leave out of the tree moves it knows to be
poor (every legal move by default). A new child is added (the adapter's `expand_action` picks which of the untried
actions: uniformly at random unless the game says otherwise), the game is rolled on with the adapter's policy for a
few actions, the adapter evaluates the position (a value in [0, 1] per seat), and each node on the path is
credited with the value of the seat that acted there.

Pure and deterministic: every random choice comes from the Rng handed in; time is read only to honour an
optional cap passed by the caller.
"""
from __future__ import annotations

import math
import time

from rules.core.rng import Rng

EXPLORATION = 0.7  # UCB constant for values in [0, 1]


class Node:
    __slots__ = ("seat", "text", "children", "visits", "available", "total")

    def __init__(self, seat: int | None = None, text: str = ""):
        self.seat = seat  # who acted to reach this node (None at the root)
        self.text = text  # the action taken
        self.children: dict[tuple[int, str], Node] = {}
        self.visits = 0
        self.available = 0  # iterations in which this action was legal when its parent was reached
        self.total = 0.0  # sum of the values of `seat` over the visits

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


def actor(game, st, root_seat: int | None) -> int | None:
    """The seat the search moves for: the searching seat at the root, else the first seat waited for."""
    if root_seat is not None:
        return root_seat
    seats = game.current(st)
    return seats[0] if seats else None


def iterate(game, adapter, st, seat: int, root: Node, rng: Rng) -> None:
    """One iteration: sample, select and expand, roll out, evaluate, back up."""
    det = adapter.determinize(game, st, seat, rng)
    node, path, mover = root, [root], seat
    while not game.over(det):
        legal = adapter.tree_actions(game, det, mover, game.actions(det, mover))
        if not legal:
            break
        untried, candidates = [], []
        for action in legal:
            child = node.children.get((mover, action.text))
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                candidates.append((child, action))
        if untried:  # expand one new action, then roll out
            action = adapter.expand_action(game, det, mover, untried, rng)
            child = node.children[(mover, action.text)] = Node(mover, action.text)
            child.available += 1
            game.apply(det, mover, action)
            path.append(child)
            break
        child, action = max(candidates, key=lambda ca: ca[0].ucb())
        game.apply(det, mover, action)
        node = child
        path.append(node)
        mover = actor(game, det, None)
        if mover is None:
            break
    for _ in range(adapter.depth):
        mover = actor(game, det, None)
        if mover is None:
            break
        legal = game.actions(det, mover)
        if not legal:
            break
        game.apply(det, mover, adapter.rollout_action(game, det, mover, legal, rng))
    values = adapter.evaluate(game, det)
    for visited in path[1:]:
        visited.visits += 1
        visited.total += values[visited.seat]


def search(game, adapter, st, seat: int, iterations: int, rng: Rng, cap_s: float | None = None) -> Node:
    """The tree after `iterations` iterations (fewer when `cap_s` seconds ran out first)."""
    root = Node()
    start = time.monotonic() if cap_s is not None else 0.0
    for i in range(iterations):
        if cap_s is not None and i and time.monotonic() - start > cap_s:
            break
        iterate(game, adapter, st, seat, root, rng)
    return root


def ranked(root: Node, seat: int, legal) -> list:
    """The legal actions best first: most visited, then best mean value, then the order the game gives."""
    def key(item):
        i, action = item
        child = root.children.get((seat, action.text))
        if child is None or not child.visits:
            return (0, 0.0, -i)
        return (child.visits, child.total / child.visits, -i)
    return [a for _, a in sorted(enumerate(legal), key=key, reverse=True)]
