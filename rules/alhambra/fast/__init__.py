"""What exists only for speed, behind one door: the rules read the same without it.

- geometry.py: a city's geometry kept up to date round each changed cell, answering city.py's
  questions under city.py's names (tests/alhambra/test_fast_paths.py compares them on random cities).
- lists.py: the lazy runs of a legal list (an action is made only when read), counted from geometry.

Each player's Layout lives in the state's cache (`st.cache`, never serialised, empty after load), kept
with a copy of the tiles and wooden walls it was made from: a cached Layout is used only while the
city still equals that copy, whoever changed it and however. city.py's door hands the new Layout over
after each change (`follow`), so the next question need not derive it from scratch.
"""
from __future__ import annotations

from rules.alhambra import city  # noqa: F401  the rules geometry.py derives its tables from: loaded first
from rules.alhambra.fast.geometry import Layout, code

_KEY = "alhambra.city"  # st.cache[_KEY][seat] = (tiles copy, wood copy, Layout)


def city(st, seat: int) -> Layout:
    """The Layout of seat's city now."""
    p = st.data["players"][seat]
    known = st.cache.get(_KEY)
    if known is None:
        known = st.cache[_KEY] = {}
    hit = known.get(seat)
    if hit is not None and hit[0] == p["grid"] and hit[1] == p["wood"]:
        return hit[2]
    lay = Layout(p["grid"], dict(p["wood"]))
    known[seat] = ([e[:] for e in p["grid"]], dict(p["wood"]), lay)
    return lay


def follow(st, seat: int, before: Layout, c, t: int | None) -> None:
    """Seat's city has just changed from `before` on cell c alone: tile t put on the empty cell, or
    swapped in for the tile there, or (t None) that tile taken away. Remember the Layout derived from
    `before` round c (it equals a fresh one: the tests check)."""
    p = st.data["players"][seat]
    st.cache[_KEY][seat] = ([e[:] for e in p["grid"]], dict(p["wood"]), before.changed(code(c), t))
