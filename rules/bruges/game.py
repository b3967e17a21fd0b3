"""Bruges (Stefan Feld, Hans im Glück 2013), base game for 2-4 players with the pets mini-expansion as an
option, as a Tavolo game."""
from __future__ import annotations

from rules.bruges import cards
from rules.bruges import engine as E
from rules.bruges import explain as X
from rules.bruges import moves as M
from rules.bruges import scoring as S
from rules.bruges import terms
from rules.bruges import views as V
from rules.bruges.components import PENALTY, card
from rules.bruges.italian import canonical as italian_canonical
from rules.core import Game, OptionSpec
from rules.core.text import N_, listing, msg, seat as seat_ref

PROMPTS = {
    "reputation": N_("Buy one reputation step this round for {guilders}, or pass."),
    "turn": N_("Play a card from your hand for one of the six actions; you may activate persons before or after."),
    "turn_done": N_("Your card is played: activate persons, or end your turn."),
    "turn_empty": N_("You have no card to play: activate persons, or end your turn."),
    "extra_play": N_("Play one more card from your hand for one of the six actions."),
    "penalty_order": N_("Several penalties strike you: choose which comes first."),
    "fire": N_("Fire: discard one of your houses (its occupants go back to your hand) or one canal token."),
    "plague": N_("Plague: discard one person from your play area."),
}


class Bruges(Game):
    id = "bruges"
    title = N_("Bruges")
    min_players = 2
    max_players = 4
    continues_without_player = True  # a seat that resigns is played by autopilot, ranked last
    # the six actions in the rulebook's order (I-VI), whatever the first card in hand allows. "End" is not
    # ranked: groups not ranked keep the game's order after the ranked ones, so ending the turn stays last, and
    # a choice of cards by colour (the discard pile) or of piles lists its stop ("Take none") after them.
    group_order = (M.G_WORKERS, M.G_GUILDERS, M.G_THREAT, M.G_CANAL, M.G_HOUSE, M.G_RECRUIT, M.G_ACTIVATE)
    options = (
        OptionSpec(N_("pets"), "bool", False, N_("the pets mini-expansion: pet cards for your houses and a fourth "
                                                 "majority (stand-in cards)")),
    )
    summary = N_("Draw cards, roll the dice (threats and reputation), then play four cards for workers, guilders, "
                 "canals, houses, or to recruit persons who help you; majorities and final scoring. Most points "
                 "wins. The 165 person cards are stand-ins of our own: the official card list was not available.")
    rules_ref = N_("rules/bruges/RULES.md (numbered checklist BRU-001...) in the Tavolo repository")

    def setup(self, st):
        E.setup(st)

    def to_act(self, st):
        return E.to_act(st)

    def legal_actions(self, st, seat):
        if seat not in E.to_act(st):
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
        """The face-down draw piles below their top cards, and the extra pile (BRU-016..018)."""
        return [pile["rest"] for pile in st.data["piles"]] + [st.data["extra"]]

    def opening(self, st):
        # BRU-027: the start player is drawn at random
        d = st.data
        if st.moves:
            return []
        others = [(d["start"] + i) % st.n for i in range(1, st.n)]
        return [msg(N_("{who} is drawn as the start player; then {others}."), who=seat_ref(d["start"]),
                    others=listing(seat_ref(s) for s in others))]

    def prompt(self, st, seat):
        d = st.data
        decision = d["decision"]
        if decision == "draw":
            return X.draw_prompt(st, seat)
        if decision == "reputation":
            return msg(PROMPTS["reputation"], guilders=terms.guilders(E.step_price(st, seat)))
        if decision == "turn":
            p = d["players"][seat]
            if not p["hand"] and d["plays"]:
                return PROMPTS["turn_empty"]
            return PROMPTS["turn"] if d["plays"] else PROMPTS["turn_done"]
        if decision == "penalty_order":
            item = d["pending"][-1]
            return msg(N_("{text} ({penalties})"), text=PROMPTS["penalty_order"],
                       penalties=listing(terms.PENALTIES[PENALTY[c]] for c in item["colours"]))
        if decision == "plague" and st.options.get("pets"):
            return N_("Plague: discard one person from your play area, or a pet in its place.")
        if decision in PROMPTS:
            return PROMPTS[decision]
        if decision in E.FX.DECISIONS and hasattr(E.FX, "prompt"):
            return E.FX.prompt(st, seat, d["pending"][-1])
        return N_("Your move.")

    def waiting_text(self, st):
        seats = self.current(st)
        if not seats:
            return N_("The game is over.")
        d = st.data
        who = seat_ref(seats[0])
        if d["pending"]:
            return msg(N_("Waiting for {player} to decide."), player=who)
        key = {1: N_("Waiting for {player} to draw cards."), 2: N_("Waiting for {player} to decide on reputation."),
               3: N_("Waiting for {player} to play a card.")}.get(d["phase"], N_("Waiting for {player}."))
        return msg(key, player=who)

    def decode_data(self, obj):
        cards.check_same_deck(obj.get("deck"))  # card 12 of another deck is another person
        return obj

    def canonical(self, st, seat, text):
        """A move typed in Italian ("gioca 46 lavoratori") as its canonical text ("play 46 workers")."""
        text = italian_canonical(text, st.data["decision"])
        if text == "end" and st.data["decision"] == "turn":  # the button reads "End turn"
            return "end turn"
        words = text.split()
        # "play N threat C" / "play N house C" naming the card's own colour: the plain action
        if len(words) == 4 and words[0] == "play" and words[2] in ("threat", "house") and words[1].isdigit():
            cid = int(words[1])
            if cid in st.data["players"][seat]["hand"] and card(cid).colour == words[3] \
                    and not any(a.text == text for a in M.legal(st, seat)):
                return " ".join(words[:3])
        return text

    def explain_illegal(self, st, seat, text):
        return X.explain(st, seat, text)


GAME = Bruges()
