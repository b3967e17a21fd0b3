"""Pebbles Rush: pebbles whose card play is declared an out-of-turn window ("interrupt": true in the
view), like Alhambra's thief window, so the window rules can be tested on a tiny game."""
from rules.registry import register
from tests.games.pebbles import Pebbles


class PebblesRush(Pebbles):
    id = "pebbles_rush"
    title = "Pebbles Rush"

    def player_view(self, st, seat):
        out = super().player_view(st, seat)
        if st.data["stake"] is not None:
            out["interrupt"] = True
        return out


GAME = register(PebblesRush())
