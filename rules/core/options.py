"""Table options a game declares (modules, variants) and their parsing from text."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.errors import SetupError
from rules.core.text import parse_int

_TRUE = {"1", "true", "yes", "on", "y", "si", "sì"}
_FALSE = {"0", "false", "no", "off", "n"}


@dataclass(frozen=True)
class OptionSpec:
    key: str
    kind: str  # "bool", "choice" or "int"
    default: Any
    help: str = ""
    choices: tuple = field(default_factory=tuple)  # for "choice"
    min: int | None = None  # for "int"
    max: int | None = None

    def parse(self, raw: Any) -> Any:
        """Turn a typed value (text or native) into the option's value, or raise SetupError."""
        if self.kind == "bool":
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in _TRUE:
                return True
            if text in _FALSE:
                return False
            raise SetupError(f"Option {self.key} takes yes or no, not {raw!r}.")
        if self.kind == "int":
            value = parse_int(str(raw).strip(), signed=True)  # ASCII digits: not '٣', '1_0' or 5000 digits
            if value is None:
                raise SetupError(f"Option {self.key} takes a whole number, not {str(raw)[:20]!r}.")
            if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
                raise SetupError(f"Option {self.key} must be between {self.min} and {self.max}.")
            return value
        if self.kind == "choice":
            text = str(raw).strip().lower()
            for choice in self.choices:
                if str(choice).lower() == text:
                    return choice
            allowed = ", ".join(str(c) for c in self.choices)
            raise SetupError(f"Option {self.key} must be one of: {allowed}.")
        raise SetupError(f"Option {self.key} has an unknown kind {self.kind!r}.")

    def describe(self) -> str:
        if self.kind == "bool":
            values = "yes/no"
        elif self.kind == "int":
            values = f"{self.min}..{self.max}"
        else:
            values = "|".join(str(c) for c in self.choices)
        default = ("yes" if self.default else "no") if self.kind == "bool" else self.default
        return f"{self.key}={values} (default {default}): {self.help}"


def resolve_options(specs: tuple[OptionSpec, ...], given: dict | None) -> dict:
    """Defaults filled in, every value parsed; unknown keys are an error."""
    given = dict(given or {})
    by_key = {s.key: s for s in specs}
    unknown = [k for k in given if k not in by_key]
    if unknown:
        known = ", ".join(by_key) or "none"
        raise SetupError(f"Unknown option {unknown[0]!r}. Options of this game: {known}.")
    return {s.key: (s.parse(given[s.key]) if s.key in given else s.default) for s in specs}


def parse_option_args(args: list[str]) -> dict:
    """["walls=yes", "thieves=on"] -> {"walls": "yes", "thieves": "on"}."""
    out = {}
    for arg in args:
        if "=" not in arg:
            raise SetupError(f"Options are written KEY=VALUE, e.g. walls=yes (got {arg!r}).")
        key, value = arg.split("=", 1)
        out[key.strip().lower()] = value.strip()
    return out
