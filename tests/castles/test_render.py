"""The renderer draws every player count from the views alone, within the phone-size limits."""
import pytest

from render import castles as R
from render.canvas import MAX_WIDTH
from rules.castles import GAME
from rules.core import Rng


@pytest.mark.parametrize("n", [2, 3, 4])
def test_public_and_private_images(n):
    st = GAME.new([f"Player {i}" for i in range(n)], n)
    chooser = Rng(1)
    for _ in range(40 * n):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])
    pub = R.render_public(GAME.view(st, None))
    assert pub.width <= MAX_WIDTH and pub.height > 400
    for seat in range(n):
        img = R.render_private(GAME.view(st, seat))
        assert img.width <= MAX_WIDTH
