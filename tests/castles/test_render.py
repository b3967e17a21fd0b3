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


def test_tile_marks_cannot_be_confused():
    """Marks are the only way to tell tiles apart without art: a building's two letters never start
    an animal tile's mark (church "Ch", chickens "Ck4"), and every building has its own."""
    from rules.castles.components import TILES
    from rules.castles.views import tile_info

    infos = [tile_info(code) for code in TILES]
    buildings = {i["mark"]: i["name"] for i in infos if i["kind"] == "building"}
    assert len(set(buildings.values())) == len(buildings)
    assert len({m.lower() for m in buildings}) == len(buildings)  # not "CH" beside "Ch": case is no difference
    animals = {i["mark"].rstrip("0123456789") for i in infos if i["kind"] == "livestock"}
    assert len(animals) == 4 and not animals & set(buildings)
