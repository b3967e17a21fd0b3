"""Issue 12, done when: a whole game of each game through the Discord adapter posts one board per turn (not one
per step), mentions only who is asked anew, ends with the result, and makes no call a real platform would
refuse. The moves are the table's autopilot (as after a deadline); the boards go through the real adapter
code."""
from __future__ import annotations

import pytest

from bot.models import Place, Player
from tests.positions import play_out
from tests.discord.conftest import CHANNEL

# Castles also with every module (border duchies, shields, inns...), as a team game and as a table of one.
CASTLES_MODULES = "extra_tiles=yes border_posts=yes white_castles=yes inns=yes trade_routes=yes shields=yes"
GAMES = [("castles", 2, ""), ("castles", 3, CASTLES_MODULES), ("castles", 4, "team=expert shields=yes inns=yes"),
         ("castles", 1, "solo=expert"), ("alhambra", 3, "thieves=yes traders=yes"), ("bruges", 3, "pets=yes"), ("macao", 2, "dice_choice=simultaneous"), ("colonia", 3, "")]


@pytest.mark.parametrize("game,n,options", GAMES)
async def test_a_whole_game_in_discord_posts_one_board_per_turn(app, client, service, game, n, options):
    people = [Player("discord", str(1000 + i), name) for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"][:n])]
    doc = await service.create(Place("discord", str(CHANNEL)), game, options.split(), people[0])
    for p in people[1:]:
        await service.join(doc["id"], p)
    await service.start(doc["id"], people[0])
    moves, turns = await play_out(service, doc["id"])
    boards = [p for p in client.posts if p.where == "channel" and p.file]
    assert "Game over" in boards[-1].content
    assert len(boards) <= (turns if n > 1 else 25) + 2 and len(boards) < moves  # a table of one: per round
    mentioned = [b.content.count("<@") for b in boards[1:-1]]
    assert max(mentioned, default=0) <= n  # never a crowd of pings
