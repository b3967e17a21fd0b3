"""Placement rules (section G) and the geometry behind them."""
import itertools
import random

from rules.alhambra import GAME, city
from rules.alhambra.components import side_mask
from tests.alhambra.helpers import blank, new, texts, tile

OPEN = tile("garden", 10)


def cells(*spec):
    """cells((x, y, "walls"), ...) plus the fountain at 0,0."""
    out = {(0, 0): 0}
    for x, y, w in spec:
        out[(x, y)] = side_mask(w)
    return out


def place_targets(st, t):
    return {a.split(" at ")[1] for a in texts(st) if a.startswith(f"place {t} at ")}


def pending_position(grid, t):
    st = blank(new(3))
    st.data["decision"] = "place_bought"
    p = st.data["players"][0]
    p["grid"] = [[0, 0, 0]] + [list(g) for g in grid]
    p["pending"] = [t]
    return st


def test_alh_061_a_full_side_is_needed():  # ALH-061
    st = pending_position([], OPEN)
    assert place_targets(st, OPEN) == {"0,-1", "1,0", "0,1", "-1,0"}  # never a corner like 1,1


def test_alh_062_walls_must_match():  # ALH-062
    west = tile("tower", 10, "W")
    st = pending_position([], west)
    # its west wall may not face the fountain's open east side
    assert "1,0" not in place_targets(st, west)
    assert place_targets(st, west) == {"0,-1", "0,1", "-1,0"}
    # next to a tile with an east wall, the west wall matches
    east = tile("tower", 13, "E")
    st = pending_position([[0, -1, east], [1, 0, OPEN]], west)
    assert "1,-1" in place_targets(st, west)  # walled against walled, open against open
    st = pending_position([[0, -1, east], [1, 0, OPEN]], OPEN)
    assert "1,-1" not in place_targets(st, OPEN)  # open side against a wall


def test_alh_063_reachable_on_foot():  # ALH-063
    east = tile("tower", 13, "E")
    nw = tile("tower", 9, "NW")  # walls N and W
    # (1,-1): its W wall meets the east wall of (0,-1); its S side would touch (1,0) if present
    st = pending_position([[0, -1, east]], nw)
    assert "1,-1" not in place_targets(st, nw)  # touching only across a wall: no way in
    st = pending_position([[0, -1, east], [1, 0, OPEN]], nw)
    assert "1,-1" in place_targets(st, nw)  # now reachable from below


def test_alh_064_no_holes():  # ALH-064
    a, b, c, d2, e = (tile("garden", 11), tile("tower", 11), tile("tower", 12), tile("chambers", 10),
                      tile("chambers", 11))
    # tiles round the empty cell (1,-1) on three sides; the fountain's top cell is its fourth side
    grid = [[1, 0, a], [2, 0, b], [2, -1, c], [2, -2, d2], [1, -2, e]]
    st = pending_position(grid, OPEN)
    targets = place_targets(st, OPEN)
    assert "1,-1" in targets  # filling the gap itself is fine
    # (0,-1) would close (1,-1) in: fountain below, (1,-2) above, (2,-1) right
    assert "0,-1" not in targets
    # bigger enclosed areas count as holes too (our reading)
    ring = cells((1, 0, ""), (2, 0, ""), (3, 0, ""), (3, -1, ""), (3, -2, ""), (3, -3, ""), (2, -3, ""),
                 (1, -3, ""), (0, -3, ""), (0, -2, ""))
    assert city.makes_hole(ring, (0, -1))  # would close the 2x2 area (1..2, -2..-1)


def test_alh_060_no_rotation_walls_stay_on_their_side():  # ALH-060, ALH-003
    st = pending_position([], tile("pavilion", 6, "N"))
    assert "0,1" not in place_targets(st, tile("pavilion", 6, "N"))  # north wall would face the fountain


def naive_hole(cs, c):
    occ = set(cs) | {c}
    xs = [p[0] for p in occ]
    ys = [p[1] for p in occ]
    box = (min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1)
    return any(n not in occ and not city.reaches_outside(occ, n, box) for n in city.neighbours(c))


def naive_removable(cs):
    out = set()
    for c in cs:
        if c == city.ORIGIN:
            continue
        rest = dict(cs)
        del rest[c]
        xs = [p[0] for p in cs]
        ys = [p[1] for p in cs]
        box = (min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1)
        if city.reaches_outside(set(rest), c, box) and city.connected(rest):
            out.add(c)
    return out


def random_alhambra(rng, size):
    cs = {(0, 0): 0}
    for _ in range(size * 4):
        if len(cs) >= size:
            break
        opens = city.open_cells(cs)
        c, present, required = rng.choice(opens)
        mask = required | (rng.randrange(16) & ~present)
        if city.fits(mask, present, required):
            cs[c] = mask
    return cs


def test_fast_hole_and_removal_checks_agree_with_flood_fill():  # ALH-064, ALH-051
    rng = random.Random(4)
    for _ in range(150):
        cs = random_alhambra(rng, rng.randrange(3, 22))
        assert city.connected(cs)
        for c in {n for x in cs for n in city.neighbours(x) if n not in cs}:
            assert city.makes_hole(cs, c) == naive_hole(cs, c)
        assert city.removable(cs) == naive_removable(cs)


def test_swap_check_matches_full_rules():  # ALH-054
    rng = random.Random(9)
    for _ in range(60):
        cs = random_alhambra(rng, rng.randrange(3, 12))
        for c, mask in itertools.product([c for c in cs if c != (0, 0)], range(16)):
            trial = dict(cs)
            trial[c] = mask
            ok = all((mask >> d & 1) == (cs[n] >> ((d + 2) % 4) & 1)
                     for d, n in enumerate(city.neighbours(c)) if n in cs) and city.connected(trial)
            assert city.can_swap(cs, c, mask) == ok


def test_legal_alhambra_stays_legal_in_random_games():  # ALH-061 ALH-062 ALH-063 ALH-064 as invariants
    for seed in range(3):
        st = GAME.new(["a", "b", "c"], seed, {"walls": "yes"})
        rng = random.Random(seed)
        while not GAME.over(st):
            seat = rng.choice(GAME.current(st))
            GAME.apply(st, seat, rng.choice(GAME.actions(st, seat)))
            for p in st.data["players"]:
                cs = city.cells_of(p)
                assert city.connected(cs)
                for c in cs:
                    for d, n in enumerate(city.neighbours(c)):
                        if n in cs:
                            assert (cs[c] >> d & 1) == (cs[n] >> ((d + 2) % 4) & 1)
                empties = {n for x in cs for n in city.neighbours(x) if n not in cs}
                xs = [q[0] for q in cs]
                ys = [q[1] for q in cs]
                box = (min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1)
                assert all(city.reaches_outside(set(cs), e, box) for e in empties)
