"""Alhambra (Dirk Henn, Queen Games 2003) with the four modules of expansion 3, "The Thief's Turn".

The game is a machine of named decisions; `d["phase"]` names the one the table waits for:
  residents  street-trader setup: everyone secretly picks 3 residents, then puts the trader down
  action     the active player's action (take money / buy / redesign / build a wall)
  place      end of turn: put each bought tile into the Alhambra, the reserve (or to Dirk)
  resident   a building went onto the trader's cell: move a resident in, or swap one
  trader     end of turn: put the displaced trader tile back
  thief      after the last turn: every thief holder answers at once (play or pass), claims are
             resolved in turn order (ALH-206/208)
  over       final scores
After every other turn the thief window (ALH-202) does not hold up the table: the next player's turn
begins at once, and until that player's first action, whoever can steal may (`may_act`, told in
private only), each steal resolved when played. Who is asked, and when a window opens or closes,
depends only on public facts (who holds how many thieves, who plays next).
Rule ids (ALH-xxx) refer to rules/alhambra/RULES.md.
"""
from __future__ import annotations

from itertools import combinations

from rules.core import Action, Game, OptionSpec, Result
from rules.core.moves import Moves
from rules.core.text import is_number, parse_int  # ASCII digits only: '³'.isdigit() is true
from rules.core.types import rank_by
from rules.alhambra import board
from rules.alhambra.data import (
    BUILDINGS, COLOURS, CURRENCIES, MODULES, MONEY, TILE_PRICE, TILE_TYPE, TILE_WALLS, TYPE_COLOUR,
    TYPES, VALUES, WALL_CARDS, mask_sides, tile_name,
)
from rules.alhambra.layout import code, follow, layout_of, xy
from rules.alhambra.blocks import (
    ASK_AGAIN, END_TURN, END_TURN_DEFAULT, PASS, buy_block, dirk_action, interned, pending_reserve_action,
    placements, redesign_block, take_block, wall_block, xy_text,
)
from rules.alhambra.money import (
    SCORING_CARD, WALL_CARD, card_name, change_for,
)
from rules.alhambra.scoring import resident_points, round_building_points

N_SPACES = len(CURRENCIES)
DISPLAY = MONEY["display_size"]
DIRK = MONEY["dirk"]
UNITS_PER_COIN = MODULES["change"]["overpaid_units_per_coin"]




class Alhambra(Game):
    id = "alhambra"
    title = "Alhambra"
    min_players = 2
    max_players = 6
    continues_without_player = True  # a seat that resigns is played by autopilot, ranked last
    options = (
        OptionSpec("walls", "bool", False, "City walls: wall cards in the money deck, build walls"),
        OptionSpec("thieves", "bool", False, "Thieves: steal a money card after another player's turn"),
        OptionSpec("change", "bool", False, "Change: coins back for every 2 overpaid"),
        OptionSpec("traders", "bool", False, "Street traders: residents move into your buildings"),
    )
    summary = ("Buy buildings with the right currency and build the finest Alhambra: most buildings "
               "of each kind and the longest outer wall score in three rounds. Exact payment earns "
               "another action. Two players play with the neutral Dirk.")
    rules_ref = "rules/alhambra/RULES.md (numbered checklist ALH-001...) in the Tavolo repository"

    # ---- setup ------------------------------------------------------------------------------
    def setup(self, st):
        n = st.n
        players = []
        for _ in range(n):
            players.append({
                "grid": [[0, 0, 0]], "reserve": [], "pending": [], "wood": {}, "residents": {},
                "hand": [], "coins": [0] * N_SPACES, "thieves": [], "auto_pass": False,
                "score": 0, "parts": {"buildings": 0, "walls": 0, "residents": 0},
                "trader": None, "trader_res": [], "trader_moved": False, "chosen": None,
            })
        st.data = {
            "phase": "setup", "turn": 0, "start": 0, "extra": False, "bag": [], "market": [None] * N_SPACES,
            "deck": [], "discard": [], "display": [], "walls_up": [], "walls_used": 0,
            "coin_bag": [MODULES["change"]["coins_per_currency"]] * N_SPACES if st.options["change"] else None,
            "supply": None, "dirk": [] if n == 2 else None, "dirk_score": 0, "rounds": 0,
            "ending": False, "final": False, "thief": None, "res": None, "players": players,
        }
        if st.options["traders"]:
            st.data["phase"] = "residents"  # ALH-401: chosen before the market is filled
        else:
            self._deal(st, None)

    def _deal(self, st, ctx):
        """ALH-011..017, ALH-090/092, ALH-101, ALH-201: market, Dirk, money, piles, thieves."""
        d = st.data
        rng = st.rng
        n = st.n
        d["bag"] = sorted(BUILDINGS)  # hidden: no order to learn; every draw is rng.draw
        for i in range(N_SPACES):  # ALH-011
            d["market"][i] = rng.draw(d["bag"])
        if d["dirk"] is not None:  # ALH-092
            for _ in range(DIRK["tiles_at_setup"]):
                d["dirk"].append(rng.draw(d["bag"]))
        copies = MONEY["copies_two_players"] if n == 2 else MONEY["copies"]  # ALH-090
        deck = [c * 10 + v for c in range(N_SPACES) for v in VALUES for _ in range(copies)]
        rng.shuffle(deck)
        got = []
        for p in d["players"]:  # ALH-013: face up until 20 or more
            while sum(c % 10 for c in p["hand"]) < MONEY["starting_money_at_least"]:
                p["hand"].append(deck.pop())
            p["hand"].sort()
            got.append((len(p["hand"]), sum(c % 10 for c in p["hand"])))
        best = min(got)  # ALH-014: fewest cards, then lowest total, then (our choice) random
        tied = [s for s in range(n) if got[s] == best]
        d["start"] = d["turn"] = tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
        d["display"] = sorted(deck.pop() for _ in range(DISPLAY))  # ALH-015
        # ALH-016: five piles, pile 1 on top; scoring card 1 into pile 2, card 2 into pile 4;
        # ALH-101: two wall cards into each of piles 2-5.
        k = MONEY["piles"]
        size, extra = divmod(len(deck), k)
        piles, pos = [], 0
        for i in range(k):
            step = size + (1 if i < extra else 0)
            piles.append(deck[pos:pos + step])
            pos += step
        for card, pile in MONEY["scoring_card_piles"].items():
            piles[pile - 1].append(SCORING_CARD + card)
        if st.options["walls"]:
            walls = rng.shuffled(range(len(WALL_CARDS)))
            for pile, count in MODULES["city_walls"]["cards_per_pile"].items():
                for _ in range(count):
                    piles[pile - 1].append(WALL_CARD + walls.pop())
        # The deck is kept as its piles, top pile last, each without order: a draw takes a random
        # card of the top pile (the same odds as shuffled piles stacked, and nothing to peek at).
        d["deck"] = [sorted(pile) for pile in reversed(piles)]
        if st.options["thieves"]:  # ALH-201
            thieves = [c for c in range(N_SPACES) for _ in range(MODULES["thieves"]["per_currency"])]
            rng.shuffle(thieves)
            for p in d["players"]:
                p["thieves"] = sorted(thieves.pop() for _ in range(MODULES["thieves"]["deal"][n]))
        d["phase"] = "action"
        if ctx is not None:
            ctx.log("Market: " + self._market_text(d) + ". Display: " + ", ".join(map(card_name, d["display"])))
            for s, p in enumerate(d["players"]):
                ctx.private(s, "Your starting money: " + ", ".join(map(card_name, p["hand"])))
            ctx.log(f"{st.names[d['start']]} starts (fewest cards, then lowest total).")

    @staticmethod
    def _market_text(d):
        return ", ".join(f"{CURRENCIES[i]}: {tile_name(t) if t else 'empty'}" for i, t in enumerate(d["market"]))

    # ---- small helpers -----------------------------------------------------------------------
    @staticmethod
    def _mask(p, t) -> int:
        """A tile's walls: printed plus wooden pieces built on it (ALH-106)."""
        w = p["wood"].get(str(t))
        return TILE_WALLS[t] | w if w else TILE_WALLS[t]

    def _cells(self, p) -> dict:
        return {(x, y): self._mask(p, t) for x, y, t in p["grid"]}

    @staticmethod
    def _tiles_at(p) -> dict:
        return {(x, y): t for x, y, t in p["grid"]}

    @staticmethod
    def _counts(tiles) -> dict:
        out = dict.fromkeys(TYPES, 0)
        for t in tiles:
            if t:
                out[TILE_TYPE[t]] += 1
        return out

    def _money_of(self, p, cur) -> int:
        return sum(c % 10 for c in p["hand"] if c // 10 == cur) + p["coins"][cur]

    # ---- whose turn --------------------------------------------------------------------------
    def to_act(self, st):
        d = st.data
        ph = d["phase"]
        if ph == "action" or ph == "place":  # the usual phases first: this is asked before every move
            return [d["turn"]]
        if ph == "residents":
            return [s for s, p in enumerate(d["players"]) if p["chosen"] is None or p["trader"] is None]
        if ph == "thief":
            return self._final_thief_waiting(st)
        if ph == "over":
            return []
        return [d["turn"]]

    def is_over(self, st):
        return st.data["phase"] == "over"

    def hidden_piles(self, st):
        return [st.data["bag"], *st.data["deck"]]

    def default_action(self, st, seat):
        """Autopilot: buy the cheapest building it can pay exactly (never overpaying) and build it into
        the Alhambra where it fits, else the marked default (take the most money, pass, reserve).
        Only taking money would never end the game, and reserved tiles never score."""
        legal = self.actions(st, seat)
        market = st.data["market"]  # a buy's data: ("buy", market space, values, coins used, total paid)
        exact = [a for a in legal if a.data and a.data[0] == "buy" and TILE_PRICE[market[a.data[1]]] == a.data[4]]
        if exact:
            return min(exact, key=lambda a: (a.data[4], a.text))
        place = next((a for a in legal if a.data and a.data[0] == "place"), None)
        return place or super().default_action(st, seat)

    def is_interrupt(self, st):
        """ALH-208: the last thief window is an optional decision (pass is always safe), so the table
        closes it after its window time. The street traders' residents choice is required."""
        return st.data["phase"] == "thief"

    def public_to_act(self, st):
        """ALH-208: in the last window the public sees everyone asked until all have answered."""
        d = st.data
        if d["phase"] == "thief" and not self.over(st):
            return [s for s in d["thief"]["asked"] if s not in st.resigned]
        return self.current(st)

    def may_act(self, st):
        """ALH-202/204/207: while the next player has not moved, every other player who can steal may
        play a thief: the display shows a currency of one of their thieves, they have not passed in this
        window, and they did not say "never ask me". Private: the window never names them."""
        d = st.data
        w = d["thief"]
        if w is None or d["phase"] == "thief":
            return []
        return [s for s in range(st.n) if s != w["next"] and not w["done"][s] and self._can_steal(st, s)]

    # ---- legal actions -----------------------------------------------------------------------
    def legal_actions(self, st, seat):
        d = st.data
        ph = d["phase"]
        p = d["players"][seat]
        if ph == "thief" or (d["thief"] is not None and seat != d["turn"]):
            return self._thief_actions(st, seat)
        if ph == "action":
            return self._turn_actions(st, seat)
        if ph == "place":
            return self._place_actions(st, p)
        if ph == "resident":
            return self._resident_actions(d, p)
        if ph == "trader":
            return [Action(f"trader at {xy_text(c)}", f"Trader to {xy_text(c)}", "Trader", default=(i == 0), data=("trader", c))
                    for i, c in enumerate(self._trader_cells(p))]
        if ph == "residents":
            if p["chosen"] is None:
                out = []
                for i, trio in enumerate(combinations(COLOURS, MODULES["street_traders"]["chosen_at_setup"])):
                    out.append(Action("residents " + " ".join(trio), "Residents: " + ", ".join(trio), "Residents",
                                      default=(i == 0), data=("choose", list(trio))))
                return out
            return [Action(f"trader at {xy_text(c)}", f"Trader to {xy_text(c)}", "Trader", default=(i == 0), data=("start", c))
                    for i, c in enumerate(board.neighbours(board.ORIGIN))]
        return []

    def _turn_actions(self, st, seat):
        """The action decision, assembled from blocks that each depend on few inputs and are memoised
        by them (the money display; one market space and the cards of its currency; the layout and
        reserve), since random playouts and the table ask for the same blocks again and again. The
        blocks are joined lazily (Moves), so reading one action does not build the others."""
        d = st.data
        p = d["players"][seat]
        opts = st.options
        takes = take_block(tuple(d["display"]))
        nothing_to_take = not takes.combos
        blocks = [takes]
        coins = p["coins"]
        values = [[] for _ in range(N_SPACES)]  # card values by currency
        for c in p["hand"]:
            values[c // 10].append(c % 10)
        change = opts["change"]
        for i, t in enumerate(d["market"]):
            if t and sum(values[i]) + coins[i] >= TILE_PRICE[t]:  # else nothing to list
                blocks.append(buy_block(i, t, tuple(values[i]), coins[i], change))
        lay = layout_of(p)
        reserve = tuple(p["reserve"])
        blocks.append(redesign_block(lay, reserve))
        if d["walls_up"]:  # Walls (ALH-103..105)
            blocks.append(wall_block(lay, reserve, tuple(p["pending"]), tuple(sorted(set(d["walls_up"])))))
        if opts["thieves"] and p["auto_pass"] and p["thieves"]:
            blocks.append([ASK_AGAIN])
        if d["extra"]:  # ALH-021: the extra action may be left unused
            blocks.append([END_TURN_DEFAULT if nothing_to_take else END_TURN])
        elif nothing_to_take:  # nothing to take: the player may pass rather than be forced to redesign
            blocks.append([PASS])
        return Moves(blocks)

    def _place_actions(self, st, p):
        d = st.data
        blocks = []
        lay = layout_of(p)
        first = p["pending"][0]
        dirk = d["dirk"] is not None and not d["final"]  # ALH-096
        for t in p["pending"]:
            blocks.append(placements(lay, t))
            if dirk:
                blocks.append([interned(pending_reserve_action, t, t == first), interned(dirk_action, t)])
            else:
                blocks.append([interned(pending_reserve_action, t, t == first)])
        return Moves(blocks)

    def _resident_actions(self, d, p):
        res = d["res"]
        supply = [c for c in COLOURS if d["supply"][c] > 0]
        if res["step"] == "pick":  # ALH-404: a new resident from the supply
            return [Action(f"resident take {c}", f"Take a {c} resident", "Trader", default=(i == 0), data=("rtake", c))
                    for i, c in enumerate(supply)]
        colour = TYPE_COLOUR[TILE_TYPE[res["tile"]]]
        if colour in p["trader_res"]:
            return [Action("resident move", f"Move the {colour} resident in", "Trader", default=True, data=("rmove",)),
                    Action("resident stay", "Leave the residents", "Trader", data=("rstay",))]
        out = [Action("resident keep", "Keep the residents", "Trader", default=True, data=("rstay",))]
        for mine in sorted(set(p["trader_res"]), key=COLOURS.index):  # ALH-405
            for c in supply:
                if c != mine:
                    out.append(Action(f"resident swap {mine} for {c}", f"Swap {mine} for {c}", "Trader",
                                      data=("rswap", mine, c)))
        return out

    def _trader_cells(self, p):
        """ALH-407: empty cells sharing a full side with a building tile (not the fountain alone)."""
        at = self._tiles_at(p)
        out = set()
        for c, t in at.items():
            if t:
                for n in board.neighbours(c):
                    if n not in at:
                        out.add(n)
        return sorted(out)

    # ---- thieves -----------------------------------------------------------------------------
    def _can_steal(self, st, s) -> bool:
        """A thief of `s` matches a card on the display (and `s` takes part and wants to be asked)."""
        d = st.data
        p = d["players"][s]
        if p["auto_pass"] or not p["thieves"] or s in st.resigned:
            return False
        return any(c // 10 in p["thieves"] for c in d["display"])

    def _final_thief_waiting(self, st):
        """ALH-208: after the last turn every player holding a thief answers, whatever their thieves'
        currencies or standing answer: who is waited for then tells nothing the thief counts do not."""
        d = st.data
        answers = d["thief"]["answers"]
        return [s for s, p in enumerate(d["players"])
                if p["thieves"] and s not in st.resigned and answers[s] is None]

    def _thief_actions(self, st, seat):
        d = st.data
        p = d["players"][seat]
        out = [Action("pass", "Pass", "Thief", default=True, data=("tpass",))]
        for c in sorted(set(d["display"])):
            if c // 10 in p["thieves"]:
                out.append(Action(f"thief steal {card_name(c)}", f"Thief: steal {card_name(c)}", "Thief",
                                  data=("steal", c)))
        out.append(Action("thief always-pass", "Never ask me about thieves", "Thief", data=("tnever",)))
        return out

    # ---- perform -----------------------------------------------------------------------------
    def perform(self, st, seat, action, ctx):
        d = st.data
        p = d["players"][seat]
        kind = action.data[0]
        if d["thief"] is not None and seat == d["turn"] and d["phase"] != "thief" and kind != "askagain":
            d["thief"] = None  # ALH-202: the next turn has begun, the window is over
            ctx.seal()  # the thieves saw this move: taking it back must not reopen their window
        self._DO[kind](self, st, seat, p, st.names[seat], action.data, ctx)

    # setup
    def _do_choose(self, st, seat, p, name, data, ctx):
        p["chosen"] = data[1]
        ctx.log(f"{name} chooses 3 residents in secret.")
        ctx.private(seat, "Your residents: " + ", ".join(data[1]) + ".")
        self._setup_done(st, ctx)

    def _do_start(self, st, seat, p, name, data, ctx):
        p["trader"] = list(data[1])
        ctx.log(f"{name} puts the trader tile at {xy_text(data[1])}.")
        self._setup_done(st, ctx)

    def _setup_done(self, st, ctx):
        d = st.data
        if any(p["chosen"] is None or p["trader"] is None for p in d["players"]):
            return
        ctx.reveal()  # ALH-401: the chosen residents are revealed together
        d["supply"] = {c: MODULES["street_traders"]["residents_per_colour"] for c in COLOURS}
        for s, p in enumerate(d["players"]):
            p["trader_res"] = list(p["chosen"])  # its own list: the chosen three stay as chosen
            for c in p["chosen"]:
                d["supply"][c] -= 1
            ctx.log(f"{st.names[s]}'s trader carries " + ", ".join(p["chosen"]) + ".")
        self._deal(st, ctx)

    # action phase
    def _do_take(self, st, seat, p, name, data, ctx):
        d = st.data
        for c in data[1]:
            d["display"].remove(c)
            p["hand"].append(c)
        p["hand"].sort()
        ctx.log(f"{name} takes " + ", ".join(map(card_name, data[1])) + ".")
        self._actions_over(st, ctx)

    def _do_buy(self, st, seat, p, name, data, ctx):
        d = st.data
        _, i, vals, coins, total = data
        t = d["market"][i]
        price = TILE_PRICE[t]
        for v in vals:  # ALH-040/042
            p["hand"].remove(i * 10 + v)
            d["discard"].append(i * 10 + v)
        if coins:  # ALH-304/308: spent coins go back into the bag first
            p["coins"][i] -= coins
            d["coin_bag"][i] += coins
        d["market"][i] = None
        p["pending"].append(t)
        ctx.log(f"{name} buys {tile_name(t)} from the {CURRENCIES[i]} space for {total}.")
        if total > price and st.options["change"]:
            self._give_change(st, seat, change_for(total - price, UNITS_PER_COIN), ctx)
        if total == price:  # ALH-021: exact payment, another action
            d["extra"] = True
            ctx.log(f"Exact payment: {name} takes another action.")
        else:
            self._actions_over(st, ctx)

    def _give_change(self, st, seat, n, ctx):
        """ALH-302/303: one coin drawn blind from the bag per 2 overpaid, while the bag lasts."""
        bag = st.data["coin_bag"]
        got = [0] * N_SPACES
        for _ in range(n):
            left = sum(bag)
            if not left:
                break
            k = st.rng.below(left)
            for cur in range(N_SPACES):
                if k < bag[cur]:
                    break
                k -= bag[cur]
            bag[cur] -= 1
            got[cur] += 1
            st.data["players"][seat]["coins"][cur] += 1
        if any(got):
            ctx.log(f"{st.names[seat]} gets change: " + ", ".join(
                f"{n} {CURRENCIES[c]}" for c, n in enumerate(got) if n) + " coin(s).")

    def _do_rplace(self, st, seat, p, name, data, ctx):
        self._build(st, p, name, data, ctx, "reserve", " from the reserve")
        self._actions_over(st, ctx)

    def _build(self, st, p, name, data, ctx, source: str, whence: str = ""):
        """A tile from `source` (reserve, or bought and pending) enters the Alhambra."""
        _, t, c = data
        p[source].remove(t)
        ctx.log(f"{name} builds {tile_name(t)}{whence} at {xy_text(c)}.")
        self._enter(st, p, t, c)

    def _do_rremove(self, st, seat, p, name, data, ctx):
        _, t, c = data
        before = layout_of(p)
        self._leave(st, p, t, c)
        follow(p, before, code(c), None)
        p["reserve"].append(t)
        ctx.log(f"{name} moves {tile_name(t)} from {xy_text(c)} to the reserve.")
        self._actions_over(st, ctx)

    def _do_swap(self, st, seat, p, name, data, ctx):
        _, r, t, c = data
        before = layout_of(p)
        self._leave(st, p, t, c)
        p["reserve"].remove(r)
        p["reserve"].append(t)
        p["grid"].append([c[0], c[1], r])  # ALH-050c: exactly the same position
        follow(p, before, code(c), r)
        ctx.log(f"{name} swaps {tile_name(r)} from the reserve for {tile_name(t)} at {xy_text(c)}.")
        self._actions_over(st, ctx)

    def _do_wall(self, st, seat, p, name, data, ctx):
        d = st.data
        _, k, t = data
        d["walls_up"].remove(k)
        d["walls_used"] += 1  # ALH-107: the card leaves the game
        key = str(t)
        p["wood"][key] = p["wood"].get(key, 0) | WALL_CARDS[k]
        ctx.log(f"{name} builds a wall ({mask_sides(WALL_CARDS[k])}) on {tile_name(t)}.")
        self._actions_over(st, ctx)

    def _do_askagain(self, st, seat, p, name, data, ctx):
        p["auto_pass"] = False  # a setting, not an action: the turn goes on
        ctx.private(seat, "You will be asked again when a thief can be played.")

    def _do_end(self, st, seat, p, name, data, ctx):
        ctx.log(f"{name} ends the turn." if st.data["extra"] else f"{name} passes.")
        self._actions_over(st, ctx)

    def _enter(self, st, p, t, c):
        """A tile enters the Alhambra on c; on the trader's cell the trader steps aside (ALH-403)."""
        before = layout_of(p)
        p["grid"].append([c[0], c[1], t])
        follow(p, before, code(c), t)
        if p["trader"] is not None and tuple(p["trader"]) == c:
            p["trader"] = None
            p["trader_moved"] = True
            st.data["res"] = {"tile": t, "step": "choose"}

    def _leave(self, st, p, t, c):
        """A tile leaves the Alhambra; its resident goes back to the supply (ALH-408)."""
        p["grid"].remove([c[0], c[1], t])
        colour = p["residents"].pop(str(t), None)
        if colour:
            st.data["supply"][colour] += 1

    def _actions_over(self, st, ctx):
        st.data["extra"] = False
        self._after_actions(st, ctx)

    # end-of-turn steps
    def _do_place(self, st, seat, p, name, data, ctx):
        self._build(st, p, name, data, ctx, "pending")
        self._after_actions(st, ctx)

    def _do_preserve(self, st, seat, p, name, data, ctx):
        p["pending"].remove(data[1])
        p["reserve"].append(data[1])
        ctx.log(f"{name} puts {tile_name(data[1])} on the reserve.")
        self._after_actions(st, ctx)

    def _do_dirk(self, st, seat, p, name, data, ctx):
        p["pending"].remove(data[1])
        p["wood"].pop(str(data[1]), None)
        st.data["dirk"].append(data[1])
        ctx.log(f"{name} gives {tile_name(data[1])} to Dirk.")
        self._after_actions(st, ctx)

    def _do_rmove(self, st, seat, p, name, data, ctx):
        d = st.data
        t = d["res"]["tile"]
        colour = TYPE_COLOUR[TILE_TYPE[t]]
        p["trader_res"].remove(colour)
        p["residents"][str(t)] = colour
        ctx.log(f"A {colour} resident moves into {name}'s {tile_name(t)}.")
        if any(d["supply"].values()):
            d["res"]["step"] = "pick"
        else:
            d["res"] = None
            self._after_actions(st, ctx)

    def _do_rtake(self, st, seat, p, name, data, ctx):
        d = st.data
        d["supply"][data[1]] -= 1
        p["trader_res"].append(data[1])
        ctx.log(f"{name} puts a {data[1]} resident from the supply on the trader.")
        d["res"] = None
        self._after_actions(st, ctx)

    def _do_rswap(self, st, seat, p, name, data, ctx):
        d = st.data
        _, mine, new = data
        p["trader_res"].remove(mine)
        p["trader_res"].append(new)
        d["supply"][mine] += 1
        d["supply"][new] -= 1
        ctx.log(f"{name} swaps a {mine} resident for a {new} one.")
        d["res"] = None
        self._after_actions(st, ctx)

    def _do_rstay(self, st, seat, p, name, data, ctx):
        st.data["res"] = None
        self._after_actions(st, ctx)

    def _do_trader(self, st, seat, p, name, data, ctx):
        p["trader"] = list(data[1])
        p["trader_moved"] = False
        ctx.log(f"{name} puts the trader tile back at {xy_text(data[1])}.")
        self._end_of_turn(st, ctx)

    def _after_actions(self, st, ctx):
        """Next end-of-turn step (ALH-023a): residents, bought tiles, the trader, then refills."""
        d = st.data
        p = d["players"][d["turn"]]
        if d["res"]:
            d["phase"] = "resident"
        elif p["pending"]:
            d["phase"] = "place"
        elif d["final"]:
            self._next_final_placer(st, ctx)
        elif p["trader_moved"]:
            d["phase"] = "trader"
        else:
            self._end_of_turn(st, ctx)

    def _end_of_turn(self, st, ctx):
        d = st.data
        market = d["market"]
        if None in market:  # ALH-024/080: ascending spaces; a short bag ends the game
            filled = []
            for i in range(N_SPACES):
                if market[i] is None:
                    if d["bag"]:
                        market[i] = st.rng.draw(d["bag"])
                        filled.append(f"{tile_name(market[i])} ({CURRENCIES[i]})")
                    else:
                        d["ending"] = True
            if filled:
                ctx.log("New in the market: " + ", ".join(filled) + ".")
        if d["ending"]:
            ctx.log("The market cannot be refilled: this was the last turn.")
        if len(d["display"]) < DISPLAY:
            self._refill_display(st, ctx)
        if d["ending"]:
            self._last_thief_window(st, ctx)
        else:
            self._next_turn(st, ctx)

    def _refill_display(self, st, ctx):
        """ALH-071/085/102: draw to 4 money cards; scoring and wall cards are set aside on the way."""
        d = st.data
        rounds = []
        new = []
        while len(d["display"]) < DISPLAY:
            c = self._draw_money(st, ctx)
            if c is None:
                break
            if c >= WALL_CARD:
                d["walls_up"].append(c - WALL_CARD)
                ctx.log(f"A wall card ({mask_sides(WALL_CARDS[c - WALL_CARD])}) is turned up.")
            elif c >= SCORING_CARD:
                rounds.append(c - SCORING_CARD)
            else:
                d["display"].append(c)
                new.append(c)
        d["display"].sort()
        if new:
            ctx.log("Money display: " + ", ".join(map(card_name, d["display"])) + ".")
        if rounds:
            for r in sorted(rounds):
                self._score(st, r, ctx)

    @staticmethod
    def _draw_money(st, ctx):
        """ALH-085: the top card of the money deck; an empty deck is the discards, reshuffled."""
        d = st.data
        deck = d["deck"]
        while deck and not deck[-1]:
            deck.pop()
        if not deck:
            if not d["discard"]:
                return None
            d["deck"] = deck = [sorted(d["discard"])]
            d["discard"] = []
            ctx.log("The money deck is reshuffled from the discards.")
        return st.rng.draw(deck[-1])

    def _next_turn(self, st, ctx):
        """The next player's turn begins (a resigned seat has none); with thieves, the window
        (ALH-202/204) stays open beside it until that player's first action, whenever someone else
        holds a thief (public counts)."""
        d = st.data
        after = nxt = d["turn"]
        for _ in range(st.n):
            nxt = (nxt + 1) % st.n
            if nxt not in st.resigned:
                break
        d["turn"] = nxt
        d["phase"] = "action"
        d["extra"] = False
        holders = [s for s, p in enumerate(d["players"]) if p["thieves"] and s != nxt and s not in st.resigned]
        d["thief"] = {"after": after, "next": nxt, "done": [False] * st.n} if holders else None

    def _last_thief_window(self, st, ctx):
        """ALH-208: after the final turn nobody is next, so every thief holder may play; the table waits
        for all of them (or the window time) and resolves the claims together (ALH-206)."""
        d = st.data
        d["thief"] = {"after": d["turn"], "next": None, "answers": [None] * st.n}
        if st.options["thieves"] and self._final_thief_waiting(st):
            d["phase"] = "thief"
            d["thief"]["asked"] = self._final_thief_waiting(st)
            ctx.log("Last chance for thieves: every player holding one answers before the leftover "
                    "buildings are handed out.")
        else:
            d["thief"] = None
            self._final_distribution(st, ctx)

    def _steal(self, st, s, card, ctx):
        """ALH-203/205: one card of the thief's currency from the display; the thief leaves the game and
        the display is refilled after each thief."""
        d = st.data
        p = d["players"][s]
        ctx.reveal()
        d["display"].remove(card)
        p["hand"].append(card)
        p["hand"].sort()
        p["thieves"].remove(card // 10)
        ctx.log(f"{st.names[s]} plays a thief and steals {card_name(card)}.")
        self._refill_display(st, ctx)

    # thief window
    def _do_tpass(self, st, seat, p, name, data, ctx):
        w = st.data["thief"]
        if st.data["phase"] == "thief":
            w["answers"][seat] = 0
            self._thief_answered(st, ctx)
        else:
            w["done"][seat] = True  # private: nothing public changes
            ctx.private(seat, "You pass in this thief window.")

    def _do_tnever(self, st, seat, p, name, data, ctx):
        p["auto_pass"] = True
        ctx.private(seat, "You will not be asked about thieves again (use 'thief ask-again' on your turn). "
                          "After the last turn every thief holder is asked all the same.")
        self._do_tpass(st, seat, p, name, data, ctx)

    def _do_steal(self, st, seat, p, name, data, ctx):
        if st.data["phase"] == "thief":
            st.data["thief"]["answers"][seat] = data[1]
            ctx.private(seat, f"You claim {card_name(data[1])} with a thief.")
            self._thief_answered(st, ctx)
        else:  # ALH-207 [CHOICE]: beside the next turn, a steal is resolved when it is played
            self._steal(st, seat, data[1], ctx)

    def _thief_answered(self, st, ctx):
        """The last window: once everyone answered, claims are resolved in ALH-206 order."""
        if self._final_thief_waiting(st):
            return
        d = st.data
        w = d["thief"]
        stolen = False
        for k in range(1, st.n + 1):  # ALH-206: from the next player round to the one who just played
            s = (w["after"] + k) % st.n
            claim = w["answers"][s]
            if not claim:
                continue
            if claim in d["display"]:
                self._steal(st, s, claim, ctx)
                stolen = True
            else:
                ctx.private(s, f"{card_name(claim)} was already taken; you keep your thief.")
        if stolen:  # ALH-205: a new display, a new round of answers
            w["answers"] = [None] * st.n
            w["asked"] = self._final_thief_waiting(st)
            if w["asked"]:
                return
        d["thief"] = None
        self._final_distribution(st, ctx)

    def remove_seat(self, st, seat, ctx):
        """A resigned seat keeps its Alhambra (it still counts in the scoring, as Dirk's tiles do) but
        takes no more from the others: its money goes to the discards, its coins back into the bag,
        its thieves out of the game, and its turns are skipped (so no autopilot empties the display or
        collects the leftover buildings, ALH-081). A turn it was playing ends here."""
        d = st.data
        p = d["players"][seat]
        d["discard"].extend(p["hand"])
        p["hand"] = []
        if d["coin_bag"] is not None:
            d["coin_bag"] = [a + b for a, b in zip(d["coin_bag"], p["coins"])]
        p["coins"] = [0] * N_SPACES
        p["thieves"] = []
        ctx.log(f"{st.names[seat]}'s money goes to the discards; their Alhambra stays and still scores.")
        if d["turn"] == seat and d["phase"] == "action":
            self._actions_over(st, ctx)  # bought tiles are placed by autopilot, then the turn passes
        elif d["phase"] == "thief":
            self._thief_answered(st, ctx)

    # ---- scoring and the end -----------------------------------------------------------------
    def _score(self, st, rnd, ctx):
        """ALH-070..077 (+ ALH-093 Dirk, ALH-409/410 residents): one scoring round."""
        d = st.data
        ps = d["players"]
        groups = [[t for _, _, t in p["grid"]] for p in ps]
        if d["dirk"] is not None:
            groups.append(d["dirk"])
        counts = {t: [] for t in TYPES}
        for g in groups:
            c = self._counts(g)
            for t in TYPES:
                counts[t].append(c[t])
        pts = round_building_points(counts, rnd)
        lines = []
        for s, p in enumerate(ps):
            walls = layout_of(p).longest_wall
            res = resident_points(list(p["residents"].values())) if st.options["traders"] else 0
            p["parts"]["buildings"] += pts[s]
            p["parts"]["walls"] += walls
            p["parts"]["residents"] += res
            gain = pts[s] + walls + res
            p["score"] += gain
            extra = f" + {res} residents" if st.options["traders"] else ""
            lines.append(f"{st.names[s]} +{gain} ({pts[s]} buildings + {walls} wall{extra})")
        if d["dirk"] is not None:
            d["dirk_score"] += pts[-1]
            lines.append(f"Dirk +{pts[-1]}")
        d["rounds"] = rnd
        ctx.log(f"Scoring round {rnd}: " + "; ".join(lines) + ".")
        if d["dirk"] is not None and rnd < 3:  # ALH-094/095/098
            due = DIRK["tiles_after_round_1"] if rnd == 1 else len(d["bag"]) // DIRK["after_round_2_divisor"]
            got = [st.rng.draw(d["bag"]) for _ in range(min(due, len(d["bag"])))]
            d["dirk"].extend(got)
            if got:
                ctx.log("Dirk receives " + ", ".join(map(tile_name, got)) + ".")

    def _final_distribution(self, st, ctx):
        """ALH-081/082: each leftover tile to the one player with strictly the most of its currency."""
        d = st.data
        d["final"] = True
        for i, t in enumerate(d["market"]):
            if not t:
                continue
            money = [0 if s in st.resigned else self._money_of(p, i)  # ALH-306: coins count
                     for s, p in enumerate(d["players"])]
            top = max(money)
            if top > 0 and money.count(top) == 1:
                s = money.index(top)
                d["players"][s]["pending"].append(t)
                d["market"][i] = None
                ctx.log(f"{tile_name(t)} ({CURRENCIES[i]}) goes to {st.names[s]}, who has the most {CURRENCIES[i]} ({top}).")
            else:
                ctx.log(f"Nobody has strictly the most {CURRENCIES[i]}: {tile_name(t)} stays.")
        self._next_final_placer(st, ctx)

    def _next_final_placer(self, st, ctx):
        d = st.data
        for k in range(st.n):
            s = (d["turn"] + k) % st.n
            if d["players"][s]["pending"]:
                d["turn"] = s
                d["phase"] = "place"
                return
        self._score(st, 3, ctx)  # ALH-083
        d["phase"] = "over"
        ctx.reveal()

    def result(self, st):
        ps = st.data["players"]
        scores = [p["score"] for p in ps]
        keys = [(s,) for s in scores]
        ranking, winners = rank_by(scores, keys)
        note = "Equal totals share the win (the rules call it a draw)."
        if st.data["dirk"] is not None:
            note += f" Dirk, the neutral player, has {st.data['dirk_score']} and cannot win."
        return Result(scores, [dict(p["parts"]) for p in ps], ranking, winners, note, keys)

    # ---- views and prompts -------------------------------------------------------------------
    def _tile_view(self, p, t, c=None):
        out = {"n": t, "type": TILE_TYPE[t], "price": TILE_PRICE[t], "walls": mask_sides(TILE_WALLS[t]),
               "wood": mask_sides(p["wood"].get(str(t), 0)) if p is not None else ""}
        if p is not None and str(t) in p["residents"]:
            out["resident"] = p["residents"][str(t)]
        if c is not None:
            out["x"], out["y"] = c
        return out

    def player_view(self, st, seat):
        d = st.data
        opts = st.options
        revealed = d["supply"] is not None
        players = []
        for s, p in enumerate(d["players"]):
            pv = {
                "score": p["score"], "parts": dict(p["parts"]),
                "hand_count": len(p["hand"]),
                "grid": [self._tile_view(p, t, (x, y)) for x, y, t in p["grid"]],
                "reserve": [self._tile_view(p, t) for t in p["reserve"]],
                "pending": [self._tile_view(p, t) for t in p["pending"]],
                "counts": self._counts(t for _, _, t in p["grid"]),
                "longest_wall": layout_of(p).longest_wall,
            }
            if opts["change"]:
                pv["coins"] = list(p["coins"])  # ALH-304: coins lie face up
            if opts["thieves"]:
                pv["thief_count"] = len(p["thieves"])
            if opts["traders"]:
                pv["trader"] = p["trader"]
                if revealed:
                    pv["trader_residents"] = list(p["trader_res"])
                else:
                    pv["residents_chosen"] = p["chosen"] is not None
                pv["resident_points"] = resident_points(list(p["residents"].values()))
            players.append(pv)
        out = {
            "phase": d["phase"], "turn": d["turn"], "start": d["start"], "extra_action": d["extra"],
            "rounds_scored": d["rounds"], "last_turn": d["ending"],
            "market": [{"currency": CURRENCIES[i], "tile": self._tile_view(None, t) if t else None}
                       for i, t in enumerate(d["market"])],
            "display": [{"currency": CURRENCIES[c // 10], "value": c % 10} for c in d["display"]],
            "deck_count": sum(map(len, d["deck"])), "discard_count": len(d["discard"]), "bag_count": len(d["bag"]),
            "players": players,
        }
        if d["dirk"] is not None:
            out["dirk"] = {"tiles": [self._tile_view(None, t) for t in d["dirk"]], "score": d["dirk_score"],
                           "counts": self._counts(d["dirk"])}
        if opts["walls"]:
            out["wall_cards"] = [mask_sides(WALL_CARDS[k]) for k in d["walls_up"]]
            out["wall_cards_used"] = d["walls_used"]
        if opts["change"]:
            out["coin_bag"] = sum(d["coin_bag"])
        if opts["traders"] and revealed:
            out["supply"] = dict(d["supply"])
        if d["thief"] is not None:  # never who is asked or who answered: that follows their thieves
            out["thief_window"] = {"last": d["phase"] == "thief", "before": d["thief"]["next"]}
        if d["res"]:
            out["resident_step"] = {"tile": d["res"]["tile"], "step": d["res"]["step"]}
        if seat is not None:
            p = d["players"][seat]
            out["hand"] = [{"currency": CURRENCIES[c // 10], "value": c % 10} for c in p["hand"]]
            if opts["thieves"]:
                out["thieves"] = [CURRENCIES[c] for c in p["thieves"]]
                out["always_pass"] = p["auto_pass"]
                if d["phase"] == "thief" and d["thief"]["answers"][seat]:
                    out["thief_claim"] = card_name(d["thief"]["answers"][seat])
            if opts["traders"] and not revealed:
                out["my_residents"] = p["chosen"]
            out["legal_cells"] = [list(c) for c in self._highlight_cells(st, seat)]
        return out

    def _highlight_cells(self, st, seat):
        """Cells where one of the seat's waiting tiles could go now (bought tiles, else reserve)."""
        d = st.data
        p = d["players"][seat]
        if d["phase"] == "trader" and d["turn"] == seat:
            return self._trader_cells(p)
        tiles = p["pending"] or p["reserve"]
        if not tiles:
            return []
        lay = layout_of(p)
        fit = set()
        for t in tiles:
            fit.update(lay.fitting(lay.mask(t)))
        return [xy(k) for k in sorted(fit)]

    def prompt(self, st, seat):
        d = st.data
        ph = d["phase"]
        if d["thief"] is not None and seat != d["turn"] and ph != "thief":  # out of turn (ALH-202)
            return (f"Before {st.names[d['turn']]} moves, you may play a thief: steal one money card from the "
                    "display in the currency of one of your thieves, or pass.")
        if ph == "residents":
            if d["players"][seat]["chosen"] is None:
                return "Choose 3 residents for your street trader (kept secret until everyone has chosen)."
            return "Put your trader tile next to your fountain."
        if ph == "action":
            if d["extra"]:
                return "You paid exactly: take another action, or end your turn."
            ways = ["take money", "buy a building", "redesign your Alhambra"]
            if d["walls_up"]:
                ways.append("build a wall")
            if not d["display"]:
                ways.append("pass (the money display is empty)")
            return ", ".join(ways[:-1]).capitalize() + " or " + ways[-1] + "."
        if ph == "place":
            p = d["players"][seat]
            which = ("the building you received at the end of the game" if d["final"] else
                     "the building you bought" if len(p["pending"]) == 1 else "each building you bought")
            where = "into your Alhambra or onto your reserve"
            if d["dirk"] is not None and not d["final"]:
                where = "into your Alhambra or onto your reserve, or give it to Dirk"
            return f"Place {which} {where}."
        if ph == "resident":
            built = tile_name(d["res"]["tile"])
            colour = TYPE_COLOUR[TILE_TYPE[d["res"]["tile"]]]
            if d["res"]["step"] == "pick":
                return "Choose a new resident from the supply for your trader."
            if colour in d["players"][seat]["trader_res"]:
                return (f"You built {built} on your trader's square: move the trader's {colour} resident in, "
                        "or leave the residents on the trader.")
            return (f"You built {built} on your trader's square, and your trader carries no {colour} resident: "
                    "keep the residents, or swap one for a resident from the supply.")
        if ph == "trader":
            return "Put your trader tile back next to one of your buildings."
        if ph == "thief":
            return ("Last chance for thieves before the leftover buildings are handed out: steal one money "
                    "card from the display in the currency of one of your thieves, or pass.")
        return "Your move."

    def waiting_text(self, st):
        d = st.data
        names = [st.names[s] for s in self.current(st)]
        if not names:
            return "The game is over."
        if d["phase"] == "thief":  # named by nobody: who holds a thief is public, who answered need not be
            return "Last thief window: waiting for the thief holders' answers."
        if d["phase"] == "residents":
            who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            return f"Waiting for {who} to set up their street trader{'s' if len(names) > 1 else ''}."
        if d["thief"] is not None:
            return f"Waiting for {names[0]}. Until {names[0]} moves, thieves may be played."
        return f"Waiting for {names[0]}."

    def canonical(self, st, seat, text):
        """The cards of a payment or of a take, and the colours of a residents choice, may be typed in
        any order (and with spaces around '+'): they are put in the order the action texts list them
        (money.payment_text / take_text: cards by currency then value, coins last; residents in COLOURS
        order). Anything that does not parse is left as it is, for explain_illegal."""
        def card_or_coins(part):
            bits = part.split()
            if len(bits) == 2 and bits[0] in CURRENCIES and parse_int(bits[1], 1, 9) is not None:
                return (0, CURRENCIES.index(bits[0]), int(bits[1])), part
            if len(bits) == 3 and bits[1] in CURRENCIES and bits[2] in ("coin", "coins"):
                n = parse_int(bits[0], 1)
                if n is not None:
                    return (1, CURRENCIES.index(bits[1]), n), f"{n} {bits[1]} coin" + ("s" if n > 1 else "")
            return None

        def sorted_parts(money):
            parsed = [card_or_coins(part.strip()) for part in money.split("+")]
            if None in parsed:
                return money
            return "+".join(part for _, part in sorted(parsed))

        if text.startswith("buy ") and " with " in text:
            head, _, pay = text.partition(" with ")
            return f"{head} with {sorted_parts(pay)}"
        if text.startswith("take "):
            return "take " + sorted_parts(text[5:])
        if text.startswith("residents "):
            colours = text.split()[1:]
            if all(c in COLOURS for c in colours):
                return "residents " + " ".join(sorted(colours, key=COLOURS.index))
        return text

    def explain_illegal(self, st, seat, text):
        d = st.data
        p = d["players"][seat]
        if d["thief"] is not None and seat != d["turn"] and d["phase"] != "thief" and not text.startswith("thief"):
            turn = st.names[d["turn"]]
            return f"It is {turn}'s turn: until {turn} moves, you may only play a thief or pass."
        if text.startswith("buy ") and d["phase"] == "place":
            return "Your actions for this turn are over: now place the buildings you bought."
        if d["phase"] == "action" and text.startswith("buy ") and " with " in text:
            reason = _explain_payment(d["market"], text, p, st.options["change"])
            if reason:
                return reason
            return "That payment is not among your options: your private menu lists the ways you can pay."
        if text.startswith("place ") and d["phase"] in ("action", "place"):
            if len(text.split()) > 1 and not is_number(text.split()[1]):
                return "Name the tile by its number, as the options list does (e.g. place 50 at 0,-1)."
            return ("That tile cannot go there: it must share a full side with your Alhambra, walls must match "
                    "on touching sides, one touching side must be open, and no empty space may be enclosed.")
        if text.startswith("thief"):
            if not st.options["thieves"]:
                return "This table plays without thieves."
            if d["phase"] == "thief" or seat in self.may_act(st):
                return "A thief steals only a money card of its own currency that is on the display now."
            if text.startswith("thief steal"):
                return ("You cannot play a thief now: thieves steal after another player's turn, before the "
                        "next player moves.")
        return None


# action kind (an Action's data[0]) -> the method performing it
Alhambra._DO = {name[4:]: f for name, f in vars(Alhambra).items() if name.startswith("_do_")}
GAME = Alhambra()


def _explain_payment(market: list, text: str, p: dict | None = None, change: bool = False) -> str | None:
    """Why `buy TYPE PRICE with PAY` is refused, when it can be told: no such building on the market,
    money of another currency, too little money, money the player `p` does not hold, or (without the
    Change module) a card or coin that could be left out. None: the generic message. Numbers are ASCII
    digits only (parse_int): '②'.isdigit() is true but int('②') raises."""
    head, _, pay = text.partition(" with ")
    words = head.split()
    price = parse_int(words[2]) if len(words) == 3 else None
    if price is None:
        return "Write a purchase as: buy TYPE PRICE with CURRENCY VALUE+CURRENCY VALUE (see the options)."
    kind = words[1]
    space = next((i for i, t in enumerate(market) if t and TILE_TYPE[t] == kind and TILE_PRICE[t] == price), None)
    if space is None:
        return f"The market has no {kind} for {price}."
    currency, total, cards, coins = CURRENCIES[space], 0, [], 0
    for part in pay.split("+"):
        bits = part.split()
        card = parse_int(bits[1]) if len(bits) == 2 else None  # a card: CURRENCY VALUE
        count = parse_int(bits[0]) if len(bits) >= 3 else None  # coins: N CURRENCY coin(s)
        if card is not None:
            cur, value = bits[0], card
            cards.append(card)
        elif count is not None:
            cur, value = bits[1], count
            coins += count
        else:
            return None
        if cur != currency:
            return f"The {kind} for {price} stands on the {currency} space: pay it in {currency}."
        total += value
    if total < price:
        return f"{total} is less than the price of {price}."
    if p is None:
        return None
    held = [c % 10 for c in p["hand"] if c // 10 == space]
    for value in sorted(set(cards)):
        need, have = cards.count(value), held.count(value)
        if need > have:
            return (f"You do not hold {currency} {value}." if not have else
                    f"You hold {have} {currency} {value}, not {need}.")
    if coins > p["coins"][space]:
        return f"You have {p['coins'][space]} {currency} coins, not {coins}."
    if not change:
        spare = [v for v in cards + ([1] if coins else []) if total - v >= price]
        if spare:
            return (f"You pay {total} for {price}: without the Change module, leave out the money you do not "
                    "need (paying more gains nothing).")
    return None
