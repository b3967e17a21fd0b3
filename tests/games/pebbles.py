"""Pebbles: a tiny game used only to test the rules core and the table service.

Each round the lead player picks the stake (single or double), then everyone secretly plays a
card at once; when all cards are in they are revealed, the strictly highest card scores the sum
of the cards times the stake, and everyone draws a card. Three rounds; the lead passes left.
"""
from rules.core import Action, Game, OptionSpec, Result
from rules.core.types import rank_by


class Pebbles(Game):
    id = "pebbles"
    title = "Pebbles"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("rounds", "int", 3, "rounds to play", min=1, max=6),
        OptionSpec("stakes", "bool", True, "the lead chooses single or double stakes"),
    )
    summary = "Play a card in secret; the highest card takes the pile."

    def setup(self, st):
        deck = sorted(list(range(1, 10)) * 2)  # face down: no order, each card drawn at random
        hands = [sorted(st.rng.draw(deck) for _ in range(3)) for _ in range(st.n)]
        st.data = {"deck": deck, "hands": hands, "played": [None] * st.n, "score": [0] * st.n,
                   "round": 1, "lead": 0, "stake": None if st.options["stakes"] else 1}

    def to_act(self, st):
        d = st.data
        if d["stake"] is None:
            return [d["lead"]]
        return [s for s in range(st.n) if d["played"][s] is None]

    def legal_actions(self, st, seat):
        d = st.data
        if d["stake"] is None:
            return [Action("single", "Single stake", "Stake", default=True, data=1),
                    Action("double", "Double stake", "Stake", data=2)]
        cards = sorted(set(d["hands"][seat]))
        return [Action(f"play {c}", f"Play {c}", "Play", default=(c == cards[0]), data=c) for c in cards]

    def perform(self, st, seat, action, ctx):
        d = st.data
        if d["stake"] is None:
            d["stake"] = action.data
            ctx.log(f"{st.names[seat]} sets the stake to {action.text}.")
            return
        d["hands"][seat].remove(action.data)
        d["played"][seat] = action.data
        ctx.log(f"{st.names[seat]} plays a card face down.")
        ctx.private(seat, f"You played {action.data}.")
        if all(p is not None for p in d["played"]):
            self._resolve(st, ctx)

    def _resolve(self, st, ctx):
        d = st.data
        ctx.reveal()
        cards = d["played"]
        ctx.log("Cards: " + ", ".join(f"{st.names[s]} {c}" for s, c in enumerate(cards)))
        top = max(cards)
        if cards.count(top) == 1:
            winner = cards.index(top)
            gain = sum(cards) * d["stake"]
            d["score"][winner] += gain
            ctx.log(f"{st.names[winner]} takes {gain}.")
        else:
            ctx.log("A tie at the top: nobody scores.")
        d["played"] = [None] * st.n
        for s in range(st.n):
            if d["deck"]:
                card = st.rng.draw(d["deck"])
                d["hands"][s].append(card)
                ctx.private(s, f"You draw {card}.")
        d["round"] += 1
        d["lead"] = (d["lead"] + 1) % st.n
        d["stake"] = None if st.options["stakes"] else 1

    def player_view(self, st, seat):
        d = st.data
        out = {"round": d["round"], "score": d["score"], "stake": d["stake"],
               "hand_sizes": [len(h) for h in d["hands"]],
               "chosen": [p is not None for p in d["played"]]}
        if seat is not None:
            out["hand"] = d["hands"][seat]
            out["my_card"] = d["played"][seat]
        return out

    def is_over(self, st):
        return st.data["round"] > st.options["rounds"]

    def hidden_piles(self, st):
        return [st.data["deck"]]

    def prompt(self, st, seat):
        return "Choose the stake." if st.data["stake"] is None else "Play a card face down."

    def result(self, st):
        score = st.data["score"]
        keys = [(score[s], -sum(st.data["hands"][s])) for s in range(st.n)]
        ranking, winners = rank_by(score, keys)
        return Result(list(score), [{"pile": v} for v in score], ranking, winners,
                      "ties: lower hand total wins", keys)


GAME = Pebbles()
