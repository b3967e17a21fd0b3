"""Macao (Stefan Feld, alea 2009) for 2-4 players as a Tavolo game: 12 rounds of cards, dice and actions."""
from __future__ import annotations

from rules.macao import engine as E
from rules.macao import explain as X
from rules.macao import moves as M
from rules.macao import scoring as S
from rules.macao import terms
from rules.macao import views as V
from rules.macao.components import board_by_digest
from rules.macao.italian import canonical as italian_canonical
from rules.core import Game, OptionSpec
from rules.core.errors import SetupError
from rules.macao import cards
from rules.core.text import N_, listing, msg, seat as seat_ref, stacked

PROMPTS = {
    "draft": N_("Opening draft: take one card onto your player board."),
    "start": N_("Starting cubes: choose the colour of 1 cube for sector 1 of your wind rose."),
    "start2": N_("Starting cubes: choose the colour of 2 cubes for sector 2 of your wind rose."),
    "take": N_("Take one of the face-up cards onto your player board."),
    "die": N_("Choose a die: its cubes go to the sector of your wind rose with its number."),
    "dice": N_("Choose a die: its cubes go to the sector of your wind rose with its number (the others see your "
               "choice only when everyone has chosen)."),
    "turn": N_("Your actions: activate cards, take a district, move on the wall or by ship, buy prestige, use "
               "your cards; pass when you are done."),
    "pay": N_("Choose the colour of the next cube you pay."),
    "cube": N_("Choose the colour of the cube you gain."),
    "ship_free": N_("Move your ship for free, or leave it where it is."),
}

WAITING = {
    "draft": N_("Waiting for {player} to draft a card."),
    "start": N_("Waiting for {player} to choose starting cubes."),
    "start2": N_("Waiting for {player} to choose starting cubes."),
    "take": N_("Waiting for {player} to take a card."),
    "die": N_("Waiting for {player} to choose a die."),
    "turn": N_("Waiting for {player} to take actions."),
}


class Macao(Game):
    id = "macao"
    title = N_("Macao")
    min_players = 2
    max_players = 4
    continues_without_player = True
    seats_are_turn_order = False  # the wall orders the turns (MAC-025): the opening names its stack
    options = (
        OptionSpec(N_("dice_choice"), "choice", "sequential",
                   N_("sequential: each player picks their dice in wall order, seeing earlier picks; simultaneous: "
                      "everyone picks at once in secret, revealed together"),
                   choices=(N_("sequential"), N_("simultaneous"))),
    )
    summary = N_("Twelve rounds: take a card, pick two dice whose cubes arrive on your wind rose later, then spend "
                 "the active cubes to activate cards, take city districts, move on the wall, ship goods to Europe "
                 "and buy prestige. Most prestige wins. Stand-ins: the city map, the sea route with its ports' "
                 "values, and every card's cost and tribute numbers are our own reconstruction, not the printed "
                 "ones; the rules and card effects are the rulebook's.")
    rules_ref = N_("rules/macao/RULES.md (numbered checklist MAC-001...) in the Tavolo repository")

    def setup(self, st):
        E.setup(st)

    def to_act(self, st):
        return E.to_act(st)

    def public_to_act(self, st):
        """Simultaneous dice: everyone asked stays listed until all have chosen (who has chosen is logged)."""
        d = st.data
        if not d["over"] and d["phase"] == 2 and E.simultaneous(st) and d["decision"] == "dice":
            return [s for s in range(st.n)] if not self.over(st) else []
        return self.current(st)

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
        """The face-down deck of buildings and persons (MAC-016)."""
        return [st.data["deck"]]

    def remove_seat(self, st, seat, ctx):
        """A resigned seat stays, played by the autopilot's safe defaults."""

    def opening(self, st):
        d = st.data
        if st.moves:
            return []
        return [msg(N_("The wall stack, from the top: {order}. The opening draft goes from the bottom up."),
                    order=listing(seat_ref(s) for s in E.wall_order(st))),
                msg(N_("Opening draft cards: {cards}."), cards=listing(terms.name(c) for c in d["display"])),
                N_("Stand-ins: the city map, the sea route and the buildings' and persons' costs and tribute numbers "
                   "are Tavolo's reconstruction, not the printed ones; the rules and card effects are the rulebook's.")]

    def prompt(self, st, seat):
        d = st.data
        decision = d["decision"]
        if decision == "pay":
            return msg(N_("{text} ({n} left)"), text=PROMPTS["pay"], n=d["pending"][-1]["n"])
        if decision in ("draft", "take"):  # the question, then what each card on offer does
            return stacked([PROMPTS[decision]] + [terms.card_offer(c) for c in d["display"]])
        if decision in PROMPTS:
            return PROMPTS[decision]
        fx = E.FX
        if fx is not None and hasattr(fx, "prompt"):
            return fx.prompt(st, seat, d["pending"][-1])
        return N_("Your move.")

    def waiting_text(self, st):
        seats = self.current(st)
        if not seats:
            return N_("The game is over.")
        d = st.data
        if d["decision"] == "dice" and not d["pending"]:
            return N_("Waiting for everyone to choose dice.")
        key = WAITING.get(d["decision"]) if not d["pending"] else N_("Waiting for {player} to decide.")
        return msg(key or N_("Waiting for {player}."), player=seat_ref(seats[0]))

    def decode_data(self, obj):
        """A saved game plays on the board and the card file it was set up with."""
        try:
            board_by_digest(obj["board"])
        except ValueError:
            raise SetupError(N_("This Macao game was played on another city or sea file.")) from None
        if obj.get("cards") and obj["cards"] != cards.fingerprint():
            raise SetupError(N_("This Macao game was played with another card file."))
        return obj

    def canonical(self, st, seat, text):
        return italian_canonical(st, seat, text)

    def explain_illegal(self, st, seat, text):
        return X.explain(st, seat, text)


GAME = Macao()
