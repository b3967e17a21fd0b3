"""Running the bot as a service: the ops HTTP endpoints (`server.py`: /healthz, /readyz, /metrics), the
metrics (`metrics.py`, every one defined there), structured and redacted logs (`logs.py`, with the
fields of the interaction under way from `context.py`), and the timing of interactions (`interactions.py`)."""
