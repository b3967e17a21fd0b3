import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The small test game joins the registry for every test (and every subprocess it starts).
os.environ.setdefault("TAVOLO_EXTRA_GAMES", "tests.games.pebbles:GAME")
