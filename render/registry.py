"""Which renderer draws which game. A game's module exposes `render_public(view)` and
`render_private(view)` returning PIL images; games without one get the generic image."""
from __future__ import annotations

import importlib

from render import canvas, generic

_MODULES = {"castles": "render.castles", "alhambra": "render.alhambra"}


def renderer_for(game_id: str):
    ref = _MODULES.get(game_id)
    if ref:
        try:
            return importlib.import_module(ref)
        except ModuleNotFoundError as exc:
            if exc.name != ref:
                raise
    return None


def render_image(view: dict):
    module = renderer_for(view["game"])
    if module is None:
        return generic.render(view)
    if view.get("seat") is None:
        return module.render_public(view)
    return module.render_private(view)


def render_png(view: dict) -> bytes:
    """PNG bytes for a view: public when view['seat'] is None, else that seat's private image."""
    return canvas.to_png(render_image(view))
