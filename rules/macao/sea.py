"""The sea route: ship spaces, ports and their delivery spaces (MAC-070..074). Stand-in graph and values
(components.Board, data/sea_route.yaml).

st.data["ports"][pid] = how many delivery spaces of that port are filled (the highest value goes first)."""
from __future__ import annotations

from rules.macao.components import board


def distance(st, a: str, b: str) -> int:
    return board(st).distance[a].get(b, 10 ** 6)


def port_here(st, seat: int) -> str | None:
    ship = st.data["players"][seat]["ship"]
    return ship if ship in board(st).ports else None


def next_value(st, pid: str) -> int | None:
    """MAC-072: the highest free delivery space of a port (None when all are filled)."""
    values = board(st).ports[pid]["values"]
    filled = st.data["ports"][pid]
    return values[filled] if filled < len(values) else None


def deliverable(st, seat: int) -> list[str]:
    """Goods the seat may sell now: its ship on the port that buys them, a free delivery space (MAC-072/073)."""
    pid = port_here(st, seat)
    if pid is None or next_value(st, pid) is None:
        return []
    good = board(st).ports[pid]["buys"]
    return [good] if good in st.data["players"][seat]["goods"] else []
