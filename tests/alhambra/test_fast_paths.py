"""What exists only for speed (rules/alhambra/fast/) agrees with the plain rules: the incremental
geometry with int cell codes against city.py's (x, y) rules, under the same names; the legal lists of
real games against city.py; pruned payment search against brute force; cached action lists against a
fresh computation."""
import itertools
import random

from rules.alhambra import GAME, city, fast
from rules.alhambra.fast import geometry as layout
from rules.alhambra.fast import lists
from rules.alhambra.money import payments
from tests.alhambra.helpers import blank, new
from tests.alhambra.test_placement import random_alhambra


def as_grid(cs):
    """A grid list whose masks are the printed walls of pretend tiles: tile numbers are indices."""
    return [[x, y, i] for i, (x, y) in enumerate(sorted(cs))]


def test_layout_matches_city_geometry_on_random_alhambras():  # ALH-061 ALH-062 ALH-063 ALH-064, ALH-051 ALH-052, ALH-054, ALH-407
    rng = random.Random(12)
    for _ in range(200):
        cs = random_alhambra(rng, rng.randrange(1, 25))
        lay = layout.Layout([], {})
        others = [c for c in sorted(cs) if c != city.ORIGIN]
        lay.kat = {layout.code(c): i + 1 for i, c in enumerate(others)}  # pretend tile numbers; the fountain is 0
        lay.kat[layout.ORIGIN] = 0
        lay.kcells = {layout.code(c): m for c, m in cs.items()}
        # the same questions under the same names
        assert lay.open_cells() == city.open_cells(cs)
        assert lay.removable() == city.removable(cs)
        assert lay.longest_wall() == city.longest_wall(cs)
        assert lay.trader_cells() == city.trader_cells(cs)
        for m in range(16):
            assert lay.fitting_cells(m) == city.fitting_cells(cs, m)
            assert lay.swap_cells(m) == city.swap_cells(cs, m)
        # and the counts and internal facts the lazy lists are built on
        assert [(layout.xy(k), p, r) for k, p, r in lay.opens] == city.open_cells(cs)
        assert {layout.xy(k) for k in lay.free} == city.removable(cs)
        assert {layout.xy(k): m for k, m in lay.touch.items()} == city.touching(cs)
        assert lay.cells == cs
        for m in range(16):
            want = [c for c, p, r in city.open_cells(cs) if city.fits(m, p, r)]
            assert [layout.xy(k) for k in lay.fitting(m)] == want
            assert lay.fit_count(m) == len(want)  # counted for all masks at once
            swaps = [k for k in lay.kcells if k != layout.ORIGIN
                     and (m & lay.touch[k]) == (lay.kcells[k] & lay.touch[k])]
            assert [k for k, _ in lay.swaps(m)] == sorted(swaps) and lay.swap_count(m) == len(swaps)


def brute_payments(values, coins, price, every):
    """Every sub-multiset of the cards (and coins) reaching the price; without `every`, only those
    that no longer reach it once their smallest unit is left out (ALH-040, ALH-303)."""
    units = sorted(values) + [None] * coins  # None = a coin worth 1
    seen = set()
    for r in range(len(units) + 1):
        for pick in itertools.combinations(range(len(units)), r):
            vals = tuple(sorted(units[i] for i in pick if units[i] is not None))
            used = sum(1 for i in pick if units[i] is None)
            total = sum(vals) + used
            if total < price:
                continue
            if not every and total - min(list(vals) + [1] * used) >= price:
                continue
            seen.add((vals, used, total))
    return sorted(seen, key=lambda p: (p[2] != price, p[2], len(p[0]) + p[1], p[0]))


def test_payments_match_brute_force():  # ALH-040, ALH-303
    rng = random.Random(3)
    for _ in range(400):
        values = [rng.randrange(1, 10) for _ in range(rng.randrange(0, 7))]
        coins = rng.randrange(0, 4)
        price = rng.randrange(2, 14)
        hand = sorted([10 + v for v in values] + [rng.randrange(0, 40) // 10 * 10 + 1 for _ in range(2)])
        mine = [c % 10 for c in hand if c // 10 == 1]
        for every in (False, True):
            got = [(tuple(v), c, t) for v, c, t in payments(hand, coins, 1, price, every)]
            assert got == brute_payments(mine, coins, price, every)


def clear_caches(st):
    st.cache.clear()
    for name in dir(lists):
        fn = getattr(lists, name)
        if hasattr(fn, "cache_clear"):
            fn.cache_clear()


def test_cached_actions_equal_a_fresh_computation():
    """Play random games; at every decision, the list equals one computed with every cache emptied."""
    for seed, opts in ((1, {}), (2, {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"})):
        st = GAME.new(["a", "b", "c"], seed, opts)
        rng = random.Random(seed)
        while not GAME.over(st):
            seat = rng.choice(GAME.current(st))
            warm = GAME.actions(st, seat)
            clear_caches(st)
            cold = GAME.actions(st, seat)
            assert [fields(a) for a in warm] == [fields(a) for a in cold]
            GAME.apply(st, seat, rng.choice(cold))


def test_the_cached_city_follows_changes_made_in_place():  # the cache compares content, never identity
    """fast.city keeps each seat's Layout in the state's cache; every kind of change shows, whoever
    makes it (the door in city.py, or a test editing the data)."""
    st = blank(new(3))
    p = st.data["players"][0]

    def same_as_fresh():
        assert fast.city(st, 0).kcells == layout.Layout(p["grid"], dict(p["wood"])).kcells

    same_as_fresh()
    first = fast.city(st, 0)
    p["grid"].append([1, 0, 5])
    same_as_fresh()
    assert fast.city(st, 0) is not first
    p["grid"].append([2, 0, 6])
    same_as_fresh()
    p["grid"].remove([1, 0, 5])  # a swap on (1, 0): same length afterwards
    p["grid"].append([1, 0, 7])
    same_as_fresh()
    p["wood"]["7"] = 1  # ALH-106: a wall piece, then another on the same tile
    same_as_fresh()
    p["wood"]["7"] |= 4
    same_as_fresh()
    p["grid"] = [[0, 0, 0]]
    same_as_fresh()
    city.build(st, 0, 5, (0, -1))  # through the door: the derived Layout is handed over
    same_as_fresh()
    assert GAME.load(GAME.dump(st)).cache == {}  # never stored


def test_legal_lists_in_play_equal_the_plain_rules():  # ALH-050, ALH-054, ALH-060 ALH-061 ALH-062 ALH-063 ALH-064
    """At every decision of random games with every module, the cells the legal actions offer are
    the ones city.py's rules give for the stored city."""
    for seed in (7, 8):
        st = GAME.new(["a", "b", "c"], seed, {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"})
        rng = random.Random(seed)
        while not GAME.over(st):
            seat = rng.choice(GAME.current(st) + GAME.may_act(st))
            legal = list(GAME.actions(st, seat))
            p = st.data["players"][seat]
            cs = city.cells_of(p)
            at = {(x, y): t for x, y, t in p["grid"]}
            places = {(a.data[1], a.data[2]) for a in legal if a.data[0] in ("place_bought", "place_from_reserve")}
            mine = seat == st.data["turn"]  # else a thief acting out of turn
            if mine and st.data["decision"] in ("action", "extra_action"):
                assert places == {(t, c) for t in p["reserve"] for c in city.fitting_cells(cs, city.walls_of(p, t))}
                assert {a.data[2] for a in legal if a.data[0] == "move_to_reserve"} == city.removable(cs)
                assert {(a.data[1], a.data[3]) for a in legal if a.data[0] == "swap_with_reserve"} == {
                    (r, c) for r in p["reserve"] for c in city.swap_cells(cs, city.walls_of(p, r))}
                assert all(at[a.data[3]] == a.data[2] for a in legal if a.data[0] == "swap_with_reserve")
            if mine and st.data["decision"] in ("place_bought", "place_leftover"):
                assert places == {(t, c) for t in p["pending"] for c in city.fitting_cells(cs, city.walls_of(p, t))}
            if mine and st.data["decision"] == "trader_back":
                assert [a.data[1] for a in legal] == city.trader_cells(cs)
            GAME.apply(st, seat, rng.choice(legal))


def fresh_facts(lay):
    """Every derived fact of a Layout, as plain values."""
    return (list(lay.kat.items()), list(lay.kcells.items()), lay.front, lay.opens, lay.cut, lay.free,
            lay.touch, lay.longest_wall(), lay.fit_total, lay.swap_total)


def test_layout_changed_by_one_tile_equals_a_fresh_layout():  # ALH-050, ALH-054, ALH-060 ALH-061 ALH-062 ALH-063 ALH-064
    """Random legal redesigns (place, remove, swap) on real tiles: the layout derived round the changed
    cell (Layout.changed, as fast.follow uses it) has exactly the facts a fresh computation gives, whichever facts the old
    layout had already worked out."""
    from rules.alhambra.components import BUILDINGS

    rng = random.Random(21)
    for game in range(40):
        wood = {str(t): rng.choice((1, 2, 4, 8)) for t in rng.sample(BUILDINGS, 3)} if game % 2 else {}
        grid = [[0, 0, 0]]
        loose = list(BUILDINGS)
        rng.shuffle(loose)
        lay = layout.Layout(grid, dict(wood))
        for _ in range(60):
            for name in ("front", "cut", "free", "touch"):  # sometimes known before the change
                if rng.random() < 0.7:
                    getattr(lay, name)
            moves = [("place", t, k) for t in loose[:3] for k in lay.fitting(lay.mask(t))]
            moves += [("remove", None, k) for k in lay.free]
            moves += [("swap", t, k) for t in loose[:3] for k in lay.kcells
                      if k != layout.ORIGIN and (lay.mask(t) & lay.touch[k]) == (lay.kcells[k] & lay.touch[k])]
            kind, t, k = rng.choice(moves)
            x, y = layout.xy(k)
            if kind != "place":
                old = lay.kat[k]
                grid.remove([x, y, old])
                loose.append(old)
            if kind != "remove":
                grid.append([x, y, t])
                loose.remove(t)
            derived = lay.changed(k, t)
            fresh = layout.Layout(grid, dict(wood))
            assert fresh_facts(derived) == fresh_facts(fresh), (kind, t, k)
            lay = derived if rng.random() < 0.5 else fresh


def test_take_options_match_brute_force():  # ALH-030
    """One card, or several worth at most 5 together; each choice once, by size then card order."""
    from itertools import combinations as combos

    from rules.alhambra.fast.lists import Takes
    from rules.alhambra.money import take_options

    rng = random.Random(30)
    for _ in range(500):
        display = sorted(rng.randrange(4) * 10 + rng.randrange(1, 10) for _ in range(rng.randrange(0, 5)))
        want = []
        for k in range(1, len(display) + 1):
            for combo in combos(display, k):
                if (k == 1 or sum(c % 10 for c in combo) <= 5) and combo not in want:
                    want.append(combo)
        assert take_options(display) == want
        if want:  # the default: the most money, then the fewest cards, then the first listed
            top = max(want, key=lambda combo: (sum(c % 10 for c in combo), -len(combo)))
            assert Takes(tuple(display)).best == want.index(top)


def fields(a):
    return a.text, a.label, a.group, a.default, repr(a.data)


def test_lazy_moves_read_one_by_one_equal_the_whole_list():
    """Reading an action by its index (a random playout, a numbered button) gives the very action
    the whole list has at that place, in every phase of random games with every module."""
    for seed, opts in ((4, {}), (5, {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"})):
        st = GAME.new(["a", "b", "c", "d"], seed, opts)
        rng = random.Random(seed)
        while not GAME.over(st):
            seat = rng.choice(GAME.current(st))
            whole = list(GAME.actions(st, seat))
            one = GAME.actions(st, seat)
            j = rng.randrange(len(one))
            assert len(one) == len(whole)
            assert fields(one[j]) == fields(whole[j]) == fields(one[j - len(one)])
            GAME.apply(st, seat, one[j])
