"""Which renderer draws which game. A game's module exposes `render_public(view)` and
`render_private(view)` returning PIL images, and may expose `render_public_pages(view)` and
`render_private_pages(view)` returning every image of a view when one phone-sized image cannot hold it
all; games without a module of their own get the generic image."""
from __future__ import annotations

import importlib

from render import canvas, generic

_MODULES = {"castles": "render.castles", "alhambra": "render.alhambra", "bruges": "render.bruges", "macao": "render.macao", "colonia": "render.colonia"}


def renderer_for(game_id: str):
    ref = _MODULES.get(game_id)
    if ref:
        try:
            return importlib.import_module(ref)
        except ModuleNotFoundError as exc:
            if exc.name != ref:
                raise
    return None


def render_images(view: dict) -> list:
    """Every image of a view, the main one first: public when view['seat'] is None, else that seat's."""
    module = renderer_for(view["game"])
    if module is None:
        return [generic.render(view)]
    kind = "public" if view.get("seat") is None else "private"
    pages = getattr(module, f"render_{kind}_pages", None)
    if pages is not None:
        return pages(view)
    return [getattr(module, f"render_{kind}")(view)]


def render_image(view: dict):
    return render_images(view)[0]


def render_png(view: dict) -> bytes:
    """PNG bytes of a view's main image: public when view['seat'] is None, else that seat's private image."""
    return canvas.to_png(render_image(view))


def render_pngs(view: dict) -> list[bytes]:
    """PNG bytes of every image of a view, the main one (`render_png`) first; a board that does not fit
    one phone-sized image at readable size goes on in the next ones."""
    return [canvas.to_png(img) for img in render_images(view)]


def holdings(view: dict) -> list[str] | None:
    """What the seat of a private view holds, in plain lines of the view's language, when its game's
    renderer says it in words (`holdings(view)`: the console's `hand`); None for the generic text."""
    module = renderer_for(view["game"])
    fn = getattr(module, "holdings", None) if module else None
    return fn(view) if fn else None
