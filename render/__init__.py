"""Tavolo renderers: Pillow images drawn from a game view (never from the full state)."""
from render.registry import render_png, render_pngs, renderer_for  # noqa: F401
