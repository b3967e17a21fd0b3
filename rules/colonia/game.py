"""Colonia (Dirk Henn, Queen Games 2009) for 3-6 players as a Tavolo game: six weeks of seven days."""
from __future__ import annotations

from rules.colonia import engine as E
from rules.colonia import explain as X
from rules.colonia import moves as M
from rules.colonia import scoring as S
from rules.colonia import terms
from rules.colonia import views as V
from rules.colonia.components import by_digest, data
from rules.colonia.typed import canonical as typed_canonical
from rules.core import Game
from rules.core.errors import SetupError
from rules.core.text import N_, listing, msg, seat as seat_ref

PROMPTS = {
    "good": N_("Choose a good for your die roll of 6."),
    "card": N_("Choose your family card in secret (you may change it until everyone has chosen)."),
    "vote": N_("Vote on the ordinance in secret: yes or no (you may change it until everyone has voted)."),
    "market": N_("Market: buy a whole stall, one family member for each raw material on it, or pass."),
    "contracts": N_("Craftsmen: commission a contract, or pass."),
    "loading": N_("Harbour: load a ship's hold, or pass."),
    "buying": N_("Relics: buy a relic or a shrine, or pass."),
    "shrine": N_("Put a relic into your shrine, or leave it empty."),
    "securing": N_("Relics: secure a relic with a family member, or pass."),
    "recall": N_("Bring up to 3 family members home from the street field, or pass."),
    "draw": N_("Draw 2 raw materials from the bag, or pass."),
    "exchange": N_("Exchange up to 5 of one currency into another, or pass."),
}
WAITING = {
    "good": N_("Waiting for {player} to choose a good."),
    "market": N_("Waiting for {player} at the market."),
    "contracts": N_("Waiting for {player} at the craftsmen."),
    "loading": N_("Waiting for {player} at the harbour."),
    "buying": N_("Waiting for {player} to buy relics."),
    "shrine": N_("Waiting for {player} to fill a shrine."),
    "securing": N_("Waiting for {player} to secure relics."),
    "recall": N_("Waiting for {player} to decide on the ordinance."),
    "draw": N_("Waiting for {player} to decide on the ordinance."),
    "exchange": N_("Waiting for {player} to decide on the ordinance."),
}


class Colonia(Game):
    id = "colonia"
    title = N_("Colonia")
    min_players = 3
    max_players = 6
    continues_without_player = True
    summary = N_("Six weeks of seven days in medieval Cologne: send family members to the council, buy raw "
                 "materials, commission craftsmen, load ships and buy relics with the money they bring. The most "
                 "valuable relics win. Stand-ins: the week cards, the ship cards, the relics' points and the "
                 "shrine price, one ordinance and the family members per player count are Tavolo's "
                 "reconstruction, not the printed ones; the rules are the rulebook's.")
    rules_ref = N_("rules/colonia/RULES.md (numbered checklist COL-001...) in the Tavolo repository")

    def setup(self, st):
        E.setup(st)

    def to_act(self, st):
        return E.to_act(st)

    def may_act(self, st):
        return E.may_act(st)

    def public_to_act(self, st):
        """A secret decision: everyone asked stays listed until all have answered."""
        sec = st.data["secret"]
        if sec is not None and not self.over(st):
            return list(sec["asked"])
        return self.current(st)

    def legal_actions(self, st, seat):
        if seat not in E.to_act(st) and seat not in E.may_act(st):
            return []
        return M.legal(st, seat)

    def perform(self, st, seat, action, ctx):
        M.perform(st, seat, action, ctx)

    def player_view(self, st, seat):
        return V.player_view(st, seat)

    def is_over(self, st):
        return st.data["over"]

    def result(self, st):
        return S.result(st)

    def hidden_piles(self, st):
        """COL-013/016: the bag and the four face-down decks."""
        d = st.data
        return [d["bag"], d["week_deck"], d["ord_deck"], d["relic_deck"], d["ship_deck"]]

    def remove_seat(self, st, seat, ctx):
        """A resigned seat stays, played by the autopilot's safe defaults."""

    def opening(self, st):
        if st.moves:
            return []
        d = st.data
        D = data(st)
        # before the first Monday (week 0) nothing of a week is laid out yet: Monday logs it when it comes
        week = E.week_lines(st) if d["week"] else []
        return week + [msg(N_("Relics on display: {relics}."), relics=listing(
                    msg(N_("{relic} ({vp} VP)"), relic=terms.relic(D, r["id"]), vp=D.relics[r["id"]]["vp"])
                    for r in d["display"] if r is not None)),
                msg(N_("Ships in the harbour: {ships}."), ships=listing(
                    msg(N_("{berth} to {city}"), berth=terms.BERTH[i + 1], city=terms.CITY[D.ships[b["id"]]["city"]])
                    for i, b in enumerate(d["berths"]) if b is not None)),
                N_("Stand-ins: the week cards, the ship cards, the relics' points and the shrine price, one "
                   "ordinance and the family members per player count are Tavolo's reconstruction, not the "
                   "printed ones; the rules are the rulebook's.")]

    def prompt(self, st, seat):
        d = st.data
        sec = d.get("secret")
        if d["decision"] == "vote" and sec and sec.get("kind") == "vote":  # which of the week's ordinances
            o = d["ords"][sec["ord"]]
            return msg(N_("Vote in secret on the ordinance '{ordinance}': yes or no (you may change your vote until "
                          "everyone has voted)."), ordinance=terms.ordinance(data(st).ordinances[o["id"]]["key"]))
        return PROMPTS.get(d["decision"], N_("Your move."))

    def waiting_text(self, st):
        seats = self.current(st)
        if not seats:
            return N_("The game is over.")
        d = st.data
        if d["secret"] is not None and not d["pending"]:
            sec = d["secret"]  # who has answered is public ("Ann has chosen."), what never until all have
            left = [s for s in sec["asked"] if str(s) not in sec["answers"]] or list(sec["asked"])
            players = listing(seat_ref(s) for s in left)
            return msg(N_("Waiting for {players} to choose a family card.") if sec["kind"] == "card" else
                       N_("Waiting for {players} to vote."), players=players)
        return msg(WAITING.get(d["decision"], N_("Waiting for {player}.")), player=seat_ref(seats[0]))

    def decode_data(self, obj):
        """A saved game plays on the data files it was set up with."""
        try:
            by_digest(obj["files"])
        except ValueError:
            raise SetupError(N_("This Colonia game was played with other data files.")) from None
        return obj

    def canonical(self, st, seat, text):
        return typed_canonical(st, seat, text)

    def explain_illegal(self, st, seat, text):
        return X.explain(st, seat, text)


GAME = Colonia()
