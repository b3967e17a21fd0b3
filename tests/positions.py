"""Setting up an explicit game position at a real table (tests only)."""
from rules import get_game


async def set_position(service, tid: str, change) -> dict:
    """Let `change(st)` edit the table's game state, store it as a new version of the table with every
    seat's buttons redrawn, and return the fresh table document."""
    doc = await service.table(tid)
    game = get_game(doc["game"])
    st = game.load(doc["state"])
    change(st)
    doc["state"] = game.dump(st)
    service._refresh(doc, game, st, set(range(st.n)))
    await service.store.save(tid, doc["version"], doc, [])
    return await service.table(tid)


async def play_out(service, tid: str, limit: int = 3000) -> tuple[int, int]:
    """Autopilot for whoever must act until the end; (moves, turns) where a turn is a change of the
    players the table waits for."""
    moves = turns = 0
    before: list[str] = []
    for _ in range(limit):
        doc = await service.table(tid)
        waiting = service.to_act(doc)
        if doc["status"] != "active":
            return moves, turns
        if waiting != before:
            turns += 1
            before = waiting
        await service.autoplay(tid, waiting[0], reason="test")
        moves += 1
    raise AssertionError("the game did not end")
