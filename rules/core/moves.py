"""A seat's legal actions as a read-only sequence assembled from blocks.

A game's decision often joins several independent parts (take money, buy, redesign ...). A block
is a list or a lazy block: any object with `len()` and `block[i]` that makes its i-th action only
when it is read. A caller reading one item (a random playout, a numbered button) then pays for one
action, not for the whole list; a caller iterating (menus, typed-move lookup) gets them all in the
blocks' order. Blocks are shared between states and never changed, so neither is a Moves.
"""
from __future__ import annotations

from rules.core.types import Action


class Moves:
    __slots__ = ("_blocks", "_sizes", "_len", "_list", "_read")

    def __init__(self, blocks: list):
        self._blocks = blocks
        self._sizes: list | None = None  # len() of each block, taken once
        self._len = -1
        self._list: list | None = None
        self._read: Action | None = None  # the last action handed out by index

    @property
    def blocks(self) -> list:
        """The blocks in order, not to be changed: a computer player's rollout may weigh a whole block (a
        game's card plays) without making its actions."""
        return self._blocks

    def __len__(self) -> int:
        if self._len < 0:
            self._sizes = sizes = list(map(len, self._blocks))
            self._len = sum(sizes)
        return self._len

    def __bool__(self) -> bool:
        return len(self) > 0

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.as_list()[i]
        n = len(self)
        if i < 0:
            i += n
        if 0 <= i < n:
            for block, size in zip(self._blocks, self._sizes):
                if i < size:
                    self._read = action = block[i]
                    return action
                i -= size
        raise IndexError("move index out of range")

    def as_list(self) -> list:
        if self._list is None:
            out: list = []
            for block in self._blocks:
                out.extend(block if type(block) is list else [block[j] for j in range(len(block))])
            self._list = out
        return self._list

    def __iter__(self):
        return iter(self.as_list())

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, (list, Moves)) else NotImplemented

    def __repr__(self) -> str:
        return f"Moves({self.as_list()!r})"

    def handed_out(self, action: Action) -> bool:
        """Whether this very object was read from this sequence (the caller applies what it got)."""
        if action is self._read:
            return True
        return self._list is not None and any(a is action for a in self._list)


def handed_out(legal, action: Action) -> bool:
    """Whether `action` is the very object a legal list (a plain list or Moves) gave out."""
    if type(legal) is Moves:
        return legal.handed_out(action)
    return any(a is action for a in legal)
