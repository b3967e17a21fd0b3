"""Alhambra (Dirk Henn, Queen Games 2003) with the four modules of expansion 3, "The Thief's Turn", as a
Tavolo game. Rule ids (ALH-xxx) refer to rules/alhambra/RULES.md.

Where a rule lives: the flow of play and the decisions in engine.py, the moves in moves.py, a player's
Alhambra in city.py, money in money.py, scoring in scoring.py, views in views.py, refusals in
explain.py, the modules in modules/ (one file each), what exists only for speed in fast/.
"""
from __future__ import annotations

from rules.core import Game, Result
from rules.core.text import N_, msg, seat as who
from rules.core.types import rank_by
from rules.alhambra import engine, explain, moves, views
from rules.alhambra import modules as hooks
from rules.alhambra.modules import walls
from rules.alhambra.components import TILE_PRICE

PROMPTS = {
    "extra_action": N_("You paid exactly: take another action, or end your turn."),
    "over": N_("Your move."),
}
# ALH-020: the ways of the action decision, by what the table offers (wall cards up, money to take)
ACTION_PROMPTS = {
    (False, False): N_("Take money, buy a building or redesign your Alhambra."),
    (True, False): N_("Take money, buy a building, redesign your Alhambra or build a wall."),
    (False, True): N_("Take money, buy a building, redesign your Alhambra or pass (the money display is empty)."),
    (True, True): N_("Take money, buy a building, redesign your Alhambra, build a wall or pass "
                     "(the money display is empty)."),
}
PLACE_PROMPTS = {  # (leftover, several bought, Dirk plays)
    (True, False, False): N_("Place the building you received at the end of the game into your Alhambra "
                             "or onto your reserve."),
    (False, False, False): N_("Place the building you bought into your Alhambra or onto your reserve."),
    (False, True, False): N_("Place each building you bought into your Alhambra or onto your reserve."),
    (False, False, True): N_("Place the building you bought into your Alhambra or onto your reserve, "
                             "or give it to Dirk."),
    (False, True, True): N_("Place each building you bought into your Alhambra or onto your reserve, "
                            "or give it to Dirk."),
}
WHOSE_TURN = {"action", "extra_action", "place_bought", "place_leftover"}


class Alhambra(Game):
    id = "alhambra"
    title = N_("Alhambra")
    min_players = 2
    max_players = 6
    continues_without_player = True  # a seat that resigns is played by autopilot, ranked last
    schema_version = 2  # 2: one named decision instead of a phase and flags (see upgrade)
    options = tuple(m.OPTION for m in hooks.MODULES)
    summary = N_("Buy buildings with the right currency and build the finest Alhambra: most buildings "
                 "of each kind and the longest outer wall score in three rounds. Exact payment earns "
                 "another action. Two players play with the neutral Dirk.")
    rules_ref = N_("rules/alhambra/RULES.md (numbered checklist ALH-001...) in the Tavolo repository")

    def setup(self, st):
        engine.setup(st)

    def has_windows(self, options):
        return bool(options.get("thieves"))  # the thieves' window (ALH-202..208)

    # ---- who acts ---------------------------------------------------------------------------------
    def to_act(self, st):
        d = st.data
        if d["decision"] in WHOSE_TURN:  # the usual decisions first: this is asked before every move
            return [d["turn"]]
        if d["decision"] == "over":
            return []
        seats = hooks.call(st, "to_act")
        return [d["turn"]] if seats is None else seats

    def may_act(self, st):
        return hooks.collect(st, "may_act")

    def public_to_act(self, st):
        if not self.over(st):
            seats = hooks.call(st, "public_to_act")
            if seats is not None:
                return seats
        return self.current(st)

    def is_interrupt(self, st):
        """An optional decision (the last thief window) the table closes after its window time."""
        return bool(hooks.call(st, "is_interrupt"))

    def window_seats(self, st):
        """Beside a turn, every other player holding a thief (the counts are public, ALH-201/207)."""
        return hooks.call(st, "window_seats") or []

    def is_over(self, st):
        return st.data["decision"] == "over"

    def hidden_piles(self, st):
        return [st.data["bag"], *st.data["deck"]]

    # ---- moves ------------------------------------------------------------------------------------
    def legal_actions(self, st, seat):
        return moves.legal(st, seat)

    def perform(self, st, seat, action, ctx):
        moves.perform(st, seat, action, ctx)

    def canonical(self, st, seat, text):
        return moves.canonical(st, seat, text)

    def explain_illegal(self, st, seat, text):
        return explain.explain_illegal(st, seat, text)

    def remove_seat(self, st, seat, ctx):
        engine.remove_seat(st, seat, ctx)

    def default_action(self, st, seat):
        """Autopilot: buy the cheapest building it can pay exactly (never overpaying) and build it into
        the Alhambra where it fits, else the marked default (take the most money, pass, reserve).
        Only taking money would never end the game, and reserved tiles never score."""
        legal = self.actions(st, seat)
        market = st.data["market"]  # a buy's data: (kind, market space, values, coins used, total paid)
        exact = [a for a in legal if a.data and a.data[0] == "buy_building"
                 and TILE_PRICE[market[a.data[1]]] == a.data[4]]
        if exact:
            return min(exact, key=lambda a: (a.data[4], a.text))
        place = next((a for a in legal if a.data and a.data[0] == "place_bought"), None)
        return place or super().default_action(st, seat)

    # ---- reading ----------------------------------------------------------------------------------
    def player_view(self, st, seat):
        return views.player_view(st, seat)

    def result(self, st):
        ps = st.data["players"]
        scores = [p["score"] for p in ps]
        keys = [(s,) for s in scores]
        ranking, winners = rank_by(scores, keys)
        note = N_("Equal totals share the win (the rules call it a draw).")
        if st.data["dirk"] is not None:
            note = msg(N_("Equal totals share the win (the rules call it a draw). Dirk, the neutral player, "
                          "has {points} and cannot win."), points=st.data["dirk_score"])
        return Result(scores, [dict(p["parts"]) for p in ps], ranking, winners, note, keys)

    def prompt(self, st, seat):
        d = st.data
        text = hooks.call(st, "prompt", seat)
        if text:
            return text
        decision = d["decision"]
        if decision == "action":
            can_wall = any(block for block in walls.turn_actions(st, seat))  # a card face up may fit no tile
            return ACTION_PROMPTS[can_wall, not d["display"]]
        if decision in ("place_bought", "place_leftover"):
            leftover = decision == "place_leftover"
            several = not leftover and len(d["players"][seat]["pending"]) != 1
            return PLACE_PROMPTS[leftover, several, d["dirk"] is not None and not leftover]
        return PROMPTS.get(decision, N_("Your move."))

    def opening(self, st):
        # dealt at setup (no street traders): the deal's public lines; with traders the deal comes later
        return engine.dealt_lines(st.data) if st.moves == 0 and st.data["decision"] == "action" else []

    def not_now(self, st, seat, text=""):
        return hooks.call(st, "not_now", seat) or super().not_now(st, seat, text)

    def waiting_text(self, st):
        seats = self.current(st)
        if not seats:
            return N_("The game is over.")
        return hooks.call(st, "waiting") or msg(N_("Waiting for {who}."), who=who(seats[0]))

    # ---- stored games -----------------------------------------------------------------------------
    def upgrade(self, obj, from_schema):
        """Schema 1 kept a phase and flags (extra, res["step"]); schema 2 names the decision."""
        if from_schema != 1:
            return super().upgrade(obj, from_schema)
        d = obj
        phase = d.pop("phase")
        extra = d.pop("extra")
        res = d.get("res")
        step = res.pop("step") if res else None
        d["decision"] = {
            "residents": "choose_residents", "action": "extra_action" if extra else "action",
            "place": "place_leftover" if d["final"] else "place_bought",
            "resident": "new_resident" if step == "pick" else "resident_moves_in",
            "trader": "trader_back", "thief": "thief_window", "over": "over",
        }[phase]
        return {"decision": d["decision"], **{k: v for k, v in d.items() if k != "decision"}}


GAME = Alhambra()
