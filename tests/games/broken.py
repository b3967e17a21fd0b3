"""A deliberately faulty game: its third action raises, to test how `simulate` reports a crash."""
from rules.core import Action, Result

from tests.games.pebbles import Pebbles


class Broken(Pebbles):
    id = "broken"
    title = "Broken"

    def perform(self, st, seat, action, ctx):
        if st.moves == 2:
            raise RuntimeError("rules bug on the third action")
        super().perform(st, seat, action, ctx)


GAME = Broken()
__all__ = ["GAME", "Action", "Result"]
