"""Issue 12, done when: a whole game of each game through the Telegram adapter posts one board per turn (not one
per step), mentions only who is asked anew, ends with the result, and makes no call a real platform would
refuse. The moves are the table's autopilot (as after a deadline); the boards go through the real adapter
code."""
from __future__ import annotations

import pytest

from tests.positions import play_out
from tests.telegram.conftest import ANN, BOB, CID, GROUP

GAMES = [("castles", 2, ""), ("alhambra", 3, "thieves=yes traders=yes"), ("bruges", 3, "pets=yes"), ("macao", 2, "dice_choice=simultaneous"), ("colonia", 3, "")]


@pytest.mark.parametrize("game,n,options", GAMES)
async def test_a_whole_game_in_telegram_posts_one_board_per_turn(tg, service, game, n, options):
    users = [ANN, BOB, CID][:n]
    tid = await tg.open_table(f"{game} {options}".strip())
    if n > 2:
        await tg.do(CID, GROUP, f"/join {tid}")
    for u in users:  # everybody gets their menus in private
        await tg.do(u, {"id": u["id"], "type": "private", "first_name": u["first_name"]}, f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    moves, turns = await play_out(service, tid)
    await tg.settle()
    boards = tg.api.sent("sendPhoto", GROUP["id"])
    assert "Game over" in boards[-1].text
    assert len(boards) <= turns + 2 and len(boards) < moves  # one per turn, not one per step
    # the tg fixture asserts on teardown that the Bot API refused no call


