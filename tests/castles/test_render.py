"""The renderer draws every player count from the views alone, within the phone-size limits."""
import pytest

from render import castles as R
from render.canvas import MAX_WIDTH
from i18n import LANGS
from rules.castles import GAME
from rules.castles.views import tile_info
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
    """Marks are the only way to tell tiles apart without art. In every language each tile kind, building
    and animal has its own (church "Ch", chickens "Ck"; Italian magazzino "Mg", maiali "Ma"), case being no
    difference, and the key pairs each mark with its word."""
    from rules.castles.components import TILES
    faces = [c for c in TILES if c != "facedown"]  # the solo game's face-down tile shows its back, no face
    for lang in LANGS:
        view = {"lang": lang, "game": "castles", "tiles": {c: tile_info(c) for c in faces}}
        marks = {}
        for info in R._tiles(view).values():
            letters = info["mark"][0]
            what = (info["kind"], info.get("number") or info.get("building") or info.get("animal"))
            marks.setdefault(letters.lower(), set()).add(what)
        assert all(len(whats) == 1 for whats in marks.values()), (lang, marks)
        kinds = {(i["kind"], i.get("number") or i.get("building") or i.get("animal")) for i in view["tiles"].values()}
        assert len(marks) == len(kinds)
    it = {"lang": "it", "game": "castles", "depots": [], "black": [],
          "tiles": {c: tile_info(c) for c in ("ship", "market", "cow3", "pig2")}}
    assert sorted(i["mark"] for i in R._tiles(it).values()) == [("Ma", "2"), ("Me", None), ("Mu", "3"), ("N", None)]
    entries, _ = R._key_entries(it)
    assert entries[:2] == ["Me mercato", "N nave"] and "Mu mucche" in entries and "Ma maiali" in entries
