"""A plain image for any game without a renderer of its own: title, players, scores, whose turn."""
from __future__ import annotations

from PIL import Image

from render import canvas, palette


def render(view: dict) -> Image.Image:
    names = view.get("names", [])
    lines = [f"{view.get('title', view.get('game', ''))} · move {view.get('moves', 0)}"]
    width, height = 900, 140 + 44 * len(names)
    img, draw = canvas.new_canvas(width, height)
    canvas.text(draw, (24, 20), lines[0], 26, bold=True)
    scores = (view.get("result") or {}).get("scores") or view.get("score") or []
    for seat, name in enumerate(names):
        y = 80 + 44 * seat
        canvas.player_token(draw, (40, y + 12), seat)
        label = canvas.fit_text(draw, name, 500, 20)
        canvas.text(draw, (64, y), label, 20, bold=seat in view.get("to_act", []))
        if seat < len(scores):
            canvas.text(draw, (width - 40, y), str(scores[seat]), 20, bold=True, anchor="ra")
    canvas.text(draw, (24, height - 40), view.get("waiting", ""), 18, fill=palette.MUTED)
    return img
