"""A plain image for any game without a renderer of its own: title, players, scores, whose turn."""
from __future__ import annotations

from PIL import Image

import i18n
from render import canvas, palette
from rules.core.text import N_, listing, msg, plural


def render(view: dict) -> Image.Image:
    names = view.get("names", [])
    width, m = canvas.WIDTH, canvas.MARGIN
    d = canvas.scratch()
    status = i18n.in_view(view, view.get("waiting"))
    if view.get("over") and view.get("result"):
        won = [{"text": names[s]} for s in view["result"]["winners"]]
        # "Winner: nobody" as before: the form is chosen by the winners counted, at least one
        status = i18n.in_view(view, plural("Game over. Winner: {won}.", "Game over. Winners: {won}.", "n",
                                           n=max(1, len(won)), won=listing(won) if won else N_("nobody")))
    status_lines = canvas.wrap(d, status, width - 2 * m, 26)[:4]
    row = 52
    height = 80 + row * len(names) + 34 * len(status_lines) + 30
    img, draw = canvas.new_canvas(width, height)
    title = i18n.in_view(view, msg(N_("{title} · move {moves}"), title=view.get("title", view.get("game", "")),
                                   moves=view.get("moves", 0)))
    canvas.text(draw, (m + 8, 20), canvas.fit_text(draw, title, width - 2 * m, 32, True), 32, bold=True)
    scores = (view.get("result") or {}).get("scores") or view.get("score") or []
    # a finished game lists the seats in their final order, resigned seats last and marked
    order = canvas.final_order(view) if view.get("over") and view.get("result") else range(len(names))
    out = canvas.resigned_seats(view)
    for i, seat in enumerate(order):
        y = 80 + row * i
        canvas.player_token(draw, (m + 28, y + 20), seat)
        resigned = f" ({i18n.in_view(view, canvas.RESIGNED)})" if seat in out else ""
        label = canvas.fit_text(draw, names[seat] + resigned,
                                width - 2 * m - 200, 28)
        canvas.text(draw, (m + 60, y + 20), label, 28, bold=seat in view.get("to_act", []),
                    fill=palette.MUTED if seat in out else palette.INK, anchor="lm")
        if seat < len(scores):
            canvas.text(draw, (width - m - 8, y + 20), str(scores[seat]), 28, bold=True, anchor="rm",
                        fill=palette.MUTED if seat in out else palette.INK)
    y = 80 + row * len(names) + 10
    for line in status_lines:
        canvas.text(draw, (m + 8, y), line, 26, fill=palette.MUTED)
        y += 34
    return img
