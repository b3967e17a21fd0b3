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
