"""The city map and the sea route are stand-ins kept in data files: another city or sea file plays whole games
without a change of code (components.use_board(city=path, sea=path); the table reads TAVOLO_MACAO_CITY and
TAVOLO_MACAO_SEA). A saved game remembers the board it is played on."""
import pytest
import yaml

from rules.macao import GAME
from rules.macao import components as K
from rules.macao import city as C
from rules.core import Rng

COLOURS = ["red", "blue", "green", "black", "grey", "purple"]


def ring_city():
    """30 districts in a ring, every fifth one dark, mixed two-colour costs."""
    ds = []
    for i in range(30):
        ds.append({"id": f"R{i}", "shade": "dark" if i % 5 == 0 else "light",
                   "cost": {COLOURS[i % 6]: 1, COLOURS[(i + 1) % 6]: 1 + i % 2},
                   "adjacent": [f"R{(i - 1) % 30}", f"R{(i + 1) % 30}"], "grid": [i // 6, i % 6]})
    return {"districts": ds}


def star_sea():
    goods = ["lacquer", "rice", "tea", "jade", "silk", "paper", "porcelain", "spices"]
    spaces = [{"id": "HOME", "kind": "start"}] + [{"id": f"P{i}", "kind": "port"} for i in range(8)]
    edges = [["HOME", f"P{i}"] for i in range(8)]
    ports = [{"id": f"P{i}", "name": f"Port {i}", "buys": g, "delivery_values": [20, 10, 1]}
             for i, g in enumerate(goods)]
    return {"start": "HOME", "spaces": spaces, "edges": edges, "ports": ports}


@pytest.fixture
def other_board(tmp_path):
    city, sea = tmp_path / "city.yaml", tmp_path / "sea.yaml"
    city.write_text(yaml.safe_dump(ring_city()), encoding="utf-8")
    sea.write_text(yaml.safe_dump(star_sea()), encoding="utf-8")
    b = K.use_board(city=str(city), sea=str(sea))
    yield b
    K.use_board()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_changed_city_and_sea_play_whole_games(other_board, n):
    for seed in range(3):
        st = GAME.new([f"P{i}" for i in range(n)], seed, {})
        assert st.data["board"] == other_board.digest and st.data["players"][0]["ship"] == "home"
        rng = Rng(seed)
        while not GAME.over(st):
            seats = GAME.current(st)
            seat = seats[rng.below(len(seats))]
            legal = GAME.actions(st, seat)
            GAME.apply(st, seat, legal[rng.below(len(legal))])
            if seed == 0:  # through JSON too: the saved game keeps its board
                st = GAME.load(GAME.dump(st))
        assert GAME.result(st).winners


def test_the_changed_board_is_what_the_rules_read(other_board):
    st = GAME.new(["a", "b"], 1, {})
    assert [t == "joker" for t in (x["tile"] for x in st.data["districts"])] == [i % 5 == 0 for i in range(30)]
    for i in (3, 4, 5, 6, 7, 8):  # a chain of 6 in the ring
        st.data["districts"][i]["owner"] = 0
    st.data["districts"][20]["owner"] = 0
    assert C.largest_group(st, 0) == 6
    view = GAME.view(st, 0)
    assert len(view["sea"]["ports"]) == 8 and view["sea"]["ports"][0]["values"] == [20, 10, 1]
    assert view["costs"]["ship to p3"] == 1


def test_the_package_board_again_after_the_change(other_board):
    K.use_board()
    st = GAME.new(["a", "b"], 1, {})
    assert st.data["players"][0]["ship"] == "macao"
