"""Tavolo's table service and chat adapters."""
