"""The turn-by-turn rounds of a week, by decision name (each in its area's file)."""
from rules.colonia import craftsmen, harbour, market, relics

ROUNDS = {"market": market.Round, "contracts": craftsmen.Round, "loading": harbour.Round,
          "buying": relics.Buying, "securing": relics.Securing}
