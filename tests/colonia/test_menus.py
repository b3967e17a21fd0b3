"""Menus say what a choice costs (COL-056 stalls, COL-063/064 contracts, COL-101/105 holds)."""
import random

from rules.colonia import GAME, terms
from rules.colonia.components import data
from rules.core.text import english
from tests.colonia.helpers import new


def test_every_choice_names_its_price():
    st = new(4, 7)
    D = data(st)
    rng = random.Random(7)
    seen = set()
    currencies = [english(w) for w in terms.CURRENCY.values()]
    for _ in range(4000):
        if GAME.over(st):
            break
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        for a in legal:
            label, kind = english(a.label), a.text.split()[0]
            if kind == "stall":  # COL-056: one member per raw material on it
                n = len(st.data["stalls"][int(a.text.split()[1]) - 1]["materials"])
                assert label.endswith(f"for {n} family member{'s' if n != 1 else ''}"), label
            elif kind == "contract":  # COL-063/064: members and both raw materials
                c = a.text.split()[1]
                assert "family member" in label and all(english(terms.MATERIAL[m]) in label for m in D.inputs[c]), label
            elif kind == "load":  # every hold pays in the ship's city's currency
                assert any(label.endswith(c) for c in currencies), label
            else:
                continue
            seen.add(kind)
        GAME.apply(st, seat, rng.choice(legal))
    assert {"stall", "contract", "load"} <= seen
