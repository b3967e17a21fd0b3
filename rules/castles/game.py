"""The Castles of Burgundy (2019/2020 edition), base game for 2-4 players, as a Tavolo game."""
from __future__ import annotations

from rules.castles import engine as E
from rules.castles import explain as X
from rules.castles import moves as M
from rules.castles import scoring as S
from rules.castles import shields as SH
from rules.castles import solo, stand_ins, take_by_kind, terms
from rules.castles import team as T
from rules.castles import border_posts
from rules.castles import views as V
from rules.castles.italian import canonical as italian_canonical
from rules.castles.labels import canonical as label_canonical
from rules.castles.components import MODULES, NUMBERED_BOARDS
from rules.core import Game, OptionSpec
from rules.core.errors import SetupError
from rules.core.text import N_, listing, msg, seat as seat_ref

PROMPTS = {
    "start_castle": N_("Put your starting castle on a dark-green space of your duchy (it gives no action and "
                       "no points)."),
    "castle_bonus_action": N_("Your castle gives one extra action, as if with a die of any value: take a tile, "
                              "place a tile, sell goods or take workers."),
    "choose_storage_discard": N_("Your storage is full: discard a stored tile to make room for {tile}."),
    "choose_storage_space": N_("Where do you store {tile}: on your own storage space, or on a shared one that "
                               "your partner may use too?"),
    "ship_depot": N_("Your ship: take all the goods of one depot."),
    "ship_adjacent": N_("Monastery 5: you may also take the goods of a depot next to that one (or skip)."),
    "market_take": N_("Market: take a ship or livestock tile from any depot, no die needed (or skip)."),
    "carpenter_take": N_("Carpenter's workshop: take a building tile from any depot, no die needed (or skip)."),
    "church_take": N_("Church: take a mine, monastery or castle tile from any depot, no die needed (or skip)."),
    "warehouse_sell": N_("Warehouse: sell all goods of one colour, no die needed (or skip)."),
    "city_hall_place": N_("City hall: place one more stored tile, no die needed (or skip)."),
    # tile modules (extra_tiles.py, white_castles.py)
    "crane_effect": N_("Your crane: use the effect of any other building, as if you had placed it."),
    "geese_herd": N_("Your geese: 2 VP plus the herd of one other animal in this pasture, as if the geese "
                     "joined it. Which herd?"),
    "white_castle_action": N_("Your white castle: one action with the white die's value, {value}: take a tile, "
                              "place a tile, sell goods or take workers. Workers may change that value for this "
                              "action (the white die stays as it is)."),
    "shield_castle": N_("Shield {number}: choose the castle it goes on; a shield already there leaves the game."),
    "shield6_player": N_("Shield 6: choose the player whose monasteries also work for you."),
    "shield_goods": N_("Shield 5: you may also take every goods tile of one colour from all the depots (or skip)."),
    "shield_tile": N_("Shield {number}: take a tile from {source} and place it in your duchy, no die needed."),
    "shield_upkeep": N_("Phase end: pay 1 silver for each shield you keep ({paying}); a shield not paid for "
                        "leaves the game."),
    "storage_overflow": N_("Without shield 4 you have 3 storage spaces again: discard a stored tile."),
    "solo_target_action": N_("Your VP counter reached the target: one extra action, as if with a die of any value: "
                             "take a tile, place a tile, sell goods or take workers."),
    "solo_trade": N_("After your ship you may trade any 5 of your goods for one tile of the black depot, stored "
                     "face down (or keep your goods)."),
    "solo_trade_goods": N_("Choose the 5 goods you give for the face-down tile."),
    "solo_black_place": N_("You covered every space of a colour: place a tile of the black depot in your duchy, no "
                           "die needed; its effect applies."),
    "solo_buy_vp": N_("Your VP counter moved: you may buy more VP at 1 silver each (or buy none)."),
    "route_take": N_("Trade route: take {tiles} from any depot, no die needed (or skip)."),
}


# The words of the options' choices, so that a player may type them in their language ("squadre=esperto").
# bonus actions taken as if with any die (a castle, COB-095; the solo target, COB-265; a building, COB-103..110)
ANY_DIE = ("castle_bonus_action", "solo_target_action", "city_hall_place", "warehouse_sell") + M.BUILDING_TAKE
CHOICE_WORDS = (N_("random"), N_("expert"), N_("beginner"))  # "yes" and "no" are the core's


class Castles(Game):
    id = "castles"
    title = N_("The Castles of Burgundy")
    min_players = 1  # a game of one is the solo game (section 23)
    max_players = 4
    schema_version = 2  # 2: a duchy per estate, estates (team play) and the modules on (see upgrade)
    continues_without_player = True  # a seat that resigns is played by autopilot, ranked last
    options = (
        OptionSpec(N_("duchy"), "choice", 1, N_("the duchy everyone plays (1-10; 3-10: each chooses a castle "
                                               "space), or random: each a different random board, choosing its "
                                               "side and castle space"),
                   choices=(*NUMBERED_BOARDS, "random")),
        OptionSpec(N_("extra_tiles"), "bool", False, N_("the four extra tiles: monasteries 27 and 28, the crane "
                                                        "and the geese")),
        OptionSpec(N_("border_posts"), "bool", False, N_("each player a different border duchy 11a-11f: linking "
                                                         "its border points scores (stand-in boards)")),
        OptionSpec(N_("white_castles"), "bool", False, N_("white castles: an action with the white die; "
                                                          "monastery 29")),
        OptionSpec(N_("inns"), "bool", False, N_("an inn for sale beside the black depot each phase: it fills "
                                                 "any space and makes its area count one larger")),
        OptionSpec(N_("trade_routes"), "bool", False, N_("goods sold go on your trade route, whose spaces give "
                                                         "bonuses (stand-in tiles)")),
        OptionSpec(N_("shields"), "bool", False, N_("shields on the depots: take one with a pair of dice; "
                                                    "upkeep each phase; points at the end")),
        OptionSpec(N_("team"), "choice", "no", N_("two teams of two on shared team duchies: yes (12a) or "
                                                  "expert (12b); 4 players (stand-in boards)"),
                   choices=("no", "yes", "expert")),
        OptionSpec(N_("solo"), "choice", "beginner", N_("the duchy of a game of one: beginner (13a) or expert "
                                                        "(13b); a game of one only"),
                   choices=("beginner", "expert")),
        OptionSpec(N_("target"), "int", 50, N_("solo: where the target marker starts, 45 (easier) to 55 "
                                               "(harder); a game of one only"), min=45, max=55),
    )
    summary = N_("Five phases of five rounds: roll two dice, take hex tiles from the depots, place them in "
                 "your duchy for their effects, sell goods, complete areas. Most victory points wins. Every module "
                 "of the box is an option; the border duchies 11a-11f, the team duchies 12a/12b, the trade-route "
                 "tiles, monastery 29's building and the pairing of duchy sides are stand-ins of our own (the "
                 "printed ones are not public).")
    rules_ref = N_("rules/castles/RULES.md (numbered checklist COB-001...) in the Tavolo repository")

    def setup(self, st):
        E.setup(st)

    def decode_data(self, obj):
        """A saved game that plays on stand-in components plays on the same file (rules/castles/stand_ins.py)."""
        recorded = obj.get("stand_ins")
        if recorded and recorded != stand_ins.digest():
            raise SetupError(N_("This Castles of Burgundy game was set up with other stand-in components "
                                "(data/stand_ins.yaml); it cannot go on with the ones in use now."))
        return obj

    def upgrade(self, obj, from_schema):
        """Schema 1 had one duchy for everyone (data["board"]), one estate per seat and no modules."""
        if from_schema != 1:
            return super().upgrade(obj, from_schema)
        key = str(obj.pop("board"))
        for p in obj["players"]:
            p["board"] = key
        obj["estate_of"] = list(range(len(obj["players"])))
        obj["modules"] = []
        return obj

    def check_options(self, options, players):
        """Which options go together (checked when the table opens: `players` None), and for how many players
        (checked at the start): sections 17, 21, 23."""
        team = options.get("team", "no") != "no"
        solo = options.get("solo", "beginner") != "beginner" or options.get("target", 50) != 50
        duchy = str(options.get("duchy", 1)) != "1"
        modules = any(options.get(m) for m in MODULES)
        if team and solo:
            raise SetupError(N_("A game of one is the solo game; the team game needs 4 players."))
        if options.get("border_posts") and (team or solo):
            raise SetupError(N_("The border duchies 11a-11f are not used in the team or solo game."))
        if team and duchy:
            raise SetupError(N_("The team game plays the team duchies 12a or 12b (team=yes or team=expert): leave "
                                "out the duchy option."))
        if solo and (modules or duchy):
            raise SetupError(N_("The solo game plays the base game on duchy 13a or 13b: leave out the modules and "
                                "the duchy option."))
        if options.get("border_posts") and duchy:
            raise SetupError(N_("With border posts each player plays a border duchy: leave out the duchy option."))
        if players is None:
            return
        if team and players != 4:
            raise SetupError(N_("The team game is for exactly 4 players (two teams of two)."))
        if players > 1 and solo:
            raise SetupError(N_("The options solo and target are for a game of one."))
        if players == 1 and modules:
            raise SetupError(N_("The solo game plays the base game: leave out the modules."))
        if players == 1 and duchy:
            raise SetupError(N_("A game of one plays duchy 13a or 13b: choose it with solo=beginner or solo=expert."))

    def teams(self, options, players):
        """COB-230: team A is seats 1 and 3, team B seats 2 and 4 (seats 0+2 and 1+3)."""
        return T.groups(players) if T.chosen(options) else None

    def to_act(self, st):
        d = st.data
        return [] if d["over"] else [d["active"]]

    def legal_actions(self, st, seat):
        if st.data["over"] or seat != st.data["active"]:
            return []
        return M.legal(st, seat)

    def perform(self, st, seat, action, ctx):
        M.perform(st, seat, action, ctx)

    def player_view(self, st, seat):
        return V.player_view(st, seat)

    def is_over(self, st):
        return st.data["over"]

    def hidden_piles(self, st):
        """The face-down stacks (COB-012) and the goods not yet laid out (COB-013)."""
        return [*st.data["stacks"].values(), st.data["goods_pool"]]

    def result(self, st):
        return S.result(st)

    def opening(self, st):
        if st.moves:
            return []
        if st.n == 1:
            return [solo.opening(st)]
        d = st.data
        # COB-019: the highest roll starts (drawn as an equally likely seat), the others follow clockwise
        lines = [msg(N_("{who} rolls highest and starts; then {others}."), who=seat_ref(d["start_player"]),
                     others=listing(seat_ref(s) for s in d["order"][1:]))] if st.n > 1 else []
        if T.on(d):
            lines.append(T.opening(d))
        lines.extend(border_posts.opening(st))
        if d["modules"]:
            lines.append(msg(N_("Modules: {modules}."), modules=listing(terms.MODULES[m] for m in d["modules"])))
        if d.get("stand_ins"):
            parts = [msg(terms.STAND_INS[key], duchy=d["players"][0]["board"]) if key == "team_duchies" else
                     terms.STAND_INS[key] for key in E.stand_ins_in_play(st)]
            lines.append(msg(N_("Stand-ins of Tavolo's own, as the printed ones are not public: {parts}. The rules "
                                "are the rulebook's; see /rules."), parts=listing(parts)))
        return lines

    def prompt(self, st, seat):
        d = st.data
        decision = d["decision"]
        if decision == "die_action":
            return X.die_prompt(st, seat)
        key = PROMPTS.get(decision, N_("Your move."))
        if decision in SH.DECISIONS:
            return SH.prompt(st, seat, key)
        if decision in ("choose_storage_discard", "choose_storage_space"):
            return msg(key, tile=terms.tile(d["pending"][-1]["tile"]))
        if decision == "white_castle_action":
            return msg(key, value=d["pending"][-1]["value"])
        if decision == "route_take":  # COB-222
            return msg(key, tiles=terms.route_tiles(d["pending"][-1]["kinds"]))
        note = X.ship_note(st, seat) if decision in ("ship_depot", "ship_adjacent") else None
        return msg(N_("{a} {b}"), a=key, b=note) if note else key

    def canonical(self, st, seat, text):
        """A move typed in Italian ("prendi 4 castello") or as its English button reads ("take castle from depot
        4") as its canonical text ("take 4 castle")."""
        out = take_by_kind.read(st.data, seat, solo.canonical(label_canonical(italian_canonical(text))))
        if out == "end turn" and not X.turn_untouched(st.data):
            return "end-turn"
        return out  # (an untouched turn: explain_illegal asks for "end turn anyway")

    def explain_illegal(self, st, seat, text):
        d = st.data
        words = text.split()
        if d["decision"] == "die_action" and words and words[0] in ("take", "place", "sell", "workers", "adjust"):
            return X.die_action(st, seat, words)
        if d["decision"] in ANY_DIE and words and words[0] in ("take", "place", "sell"):
            return X.die_action(st, seat, words, any_die=True)
        if text == "end turn" and d["decision"] == "die_action":
            return X.late_end(st, seat)
        if words[:2] == ["buy", "workers"]:
            return X.buy_workers(st, seat)
        if words and words[0] == "buy" and not E.can_buy(st, seat):
            return X.buy(st, seat)
        if words and words[0] == "buy":
            return X.purchase(st, seat, words)
        if words and words[0] == "discard" and d["decision"] == "choose_storage_discard":
            return X.stored(st, seat, words)
        if words and d["decision"] == "choose_storage_discard":  # another move while the storage must make room
            stored = E.usable_storage(d, seat)
            return msg(N_("First make room: your storage is full, so discard a stored tile to keep {tile}, e.g. "
                          "{example}."), tile=terms.tile(d["pending"][-1]["tile"]),
                       example=X.typed(f"discard {stored[0]}"))
        if words and words[0] == "ship" and d["decision"] in ("ship_depot", "ship_adjacent"):
            return X.shipping(st, seat, words)
        if words and words[0] == "shield" and d["decision"] == "die_action":
            return SH.explain(st, seat, words)
        return None


GAME = Castles()
