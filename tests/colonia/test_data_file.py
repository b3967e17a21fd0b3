"""Stand-in data are kept in data/*.yaml: changed files play whole games without a change of code
(components.use_data(dir); the table reads TAVOLO_COLONIA_DATA). A saved game remembers its files."""
import pytest
import yaml

from rules.colonia import GAME
from rules.colonia import components as K
from rules.core import Rng
from rules.core.errors import SetupError


def _read(name):
    return yaml.safe_load(K._package_text(name))


@pytest.fixture
def other_data(tmp_path):
    weeks = _read("week_cards")
    for w in weeks["cards"]:
        w["stalls"] = [2, 2, 2, 2, 2, 2]
        w["ships_depart"] = 1
        w["extra_contract_rolls"] = 9
    ships = _read("ships")
    for s in ships["ships"]:
        for h in s["holds"]:
            h["pays"] = 20
    relics = _read("relics")
    for r in relics["cards"]:
        if r["kind"] == "relic":
            r["vp"] = 7
    ords = _read("ordinances")
    for o in ords["cards"]:
        if o["id"] == "COL-ORD-03":
            o["key"], o["day"] = "currency_exchange", 6  # another 18th ordinance
    setup = _read("setup")
    setup["family_members_by_player_count"] = {3: 30, 4: 30, 5: 30, 6: 30}
    for name, y in (("week_cards", weeks), ("ships", ships), ("relics", relics), ("ordinances", ords),
                    ("setup", setup)):
        (tmp_path / f"{name}.yaml").write_text(yaml.safe_dump(y), encoding="utf-8")
    d = K.use_data(str(tmp_path))
    yield d
    K.use_data()


@pytest.mark.parametrize("n", [3, 6])
def test_changed_files_play_whole_games(other_data, n):
    for seed in range(3):
        st = GAME.new([f"P{i}" for i in range(n)], seed, {})
        assert st.data["files"] == other_data.digest
        assert st.data["players"][0]["home"] + st.data["players"][0]["council"] <= 30
        assert all(len(x["materials"]) in (0, 2) for x in st.data["stalls"][:6])
        rng = Rng(seed)
        while not GAME.over(st):
            seats = GAME.current(st)
            seat = seats[rng.below(len(seats))]
            legal = GAME.actions(st, seat)
            GAME.apply(st, seat, legal[rng.below(len(legal))])
            if seed == 0:
                st = GAME.load(GAME.dump(st))
        res = GAME.result(st)
        assert all(b["relics"] % 7 == 0 for b in res.breakdown)


def test_a_game_keeps_its_files_after_the_default_comes_back(other_data):
    st = GAME.new(["a", "b", "c"], 1, {})
    K.use_data()
    again = GAME.load(GAME.dump(st))
    assert K.data(again).digest == other_data.digest and K.current().digest != other_data.digest


def test_unknown_files_refuse_to_load():
    st = GAME.new(["a", "b", "c"], 1, {})
    text = GAME.dump(st).replace(st.data["files"], "0000000000000000")
    with pytest.raises(SetupError):
        GAME.load(text)


def test_stand_ins_are_marked():
    d = K.package()
    assert d.stand_in["week_cards"] and d.stand_in["ships"] and d.stand_in["relics"] and d.stand_in["ordinances"]
    assert "Stand-ins" in GAME.summary


def test_a_package_game_loads_while_other_files_are_in_use(other_data):
    K._known.pop(K.package().digest, None)
    K.use_data()
    st = GAME.new(["a", "b", "c"], 1, {})
    text = GAME.dump(st)
    K.use_data(str(other_data_dir(other_data)))
    K._known.pop(st.data["files"])
    assert K.data(GAME.load(text)).digest == st.data["files"]


def other_data_dir(d):
    return d.path
