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
    # a finished game lists the seats in their final order, resigned seats last and marked
    order = canvas.final_order(view) if view.get("over") and view.get("result") else range(len(names))
    out = canvas.resigned_seats(view)
    for row, seat in enumerate(order):
        y = 80 + 44 * row
        canvas.player_token(draw, (40, y + 12), seat)
        label = canvas.fit_text(draw, names[seat] + (f" ({canvas.RESIGNED})" if seat in out else ""), 500, 20)
        canvas.text(draw, (64, y), label, 20, bold=seat in view.get("to_act", []),
                    fill=palette.MUTED if seat in out else palette.INK)
        if seat < len(scores):
            canvas.text(draw, (width - 40, y), str(scores[seat]), 20, bold=True, anchor="ra",
                        fill=palette.MUTED if seat in out else palette.INK)
    status = view.get("waiting", "")
    if view.get("over") and view.get("result"):
        won = [names[s] for s in view["result"]["winners"]]
        status = f"Game over. Winner{'s' if len(won) > 1 else ''}: {' and '.join(won) or 'nobody'}."
    canvas.text(draw, (24, height - 40), status, 18, fill=palette.MUTED)
    return img
