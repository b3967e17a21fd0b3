"""Table options a game declares (modules, variants) and their parsing from text."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.errors import SetupError
from rules.core.text import N_, english, msg, parse_int

_TRUE = {"1", "true", "yes", "on", "y", "si", "sì"}
_FALSE = {"0", "false", "no", "off", "n"}


@dataclass(frozen=True)
class OptionSpec:
    key: str  # marked with N_ by the game: typed and shown in the reader's language ("walls", "mura")
    kind: str  # "bool", "choice" or "int"
    default: Any
    help: str = ""  # marked with N_ by the game: said in the reader's language
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
            raise SetupError(N_("Option {option} takes yes or no, not {value}."), option=self.key,
                             value={"text": repr(raw)})
        if self.kind == "int":
            value = parse_int(str(raw).strip(), signed=True)  # ASCII digits: not '٣', '1_0' or 5000 digits
            if value is None:
                raise SetupError(N_("Option {option} takes a whole number, not {value}."), option=self.key,
                                 value={"text": repr(str(raw)[:20])})
            if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
                raise SetupError(N_("Option {option} must be between {low} and {high}."), option=self.key,
                                 low=self.min, high=self.max)
            return value
        if self.kind == "choice":
            text = str(raw).strip().lower()
            for choice in self.choices:
                if str(choice).lower() == text:
                    return choice
            raise SetupError(N_("Option {option} must be one of: {allowed}."), option=self.key,
                             allowed=[self.shown(c) for c in self.choices])
        raise SetupError(N_("Option {option} has an unknown kind {kind}."), option=self.key,
                         kind={"text": repr(self.kind)})

    def message(self) -> dict:
        """The option for people, as a message: `walls=yes/no (default no): <help>`. The values are typed
        as shown (canonical), the help in the reader's language."""
        if self.kind == "bool":
            values = msg(N_("{yes}/{no}"), yes=N_("yes"), no=N_("no"))
        elif self.kind == "int":
            values = {"text": f"{self.min}..{self.max}"}
        else:  # each choice as the reader's language says it (either is typed back)
            values = self.shown(self.choices[0])
            for choice in self.choices[1:]:
                values = msg(N_("{choices}|{choice}"), choices=values, choice=self.shown(choice))
        return msg(N_("{option}={values} (default {default}): {help}"), option=self.key, values=values,
                   default=self.shown(self.default), help=self.help)

    def shown(self, value):
        """A value of this option for people: yes/no said in the reader's language, others as they are."""
        if self.kind == "bool":
            return N_("yes") if value else N_("no")
        if self.kind == "choice" and isinstance(value, str):
            return value  # a word a game's catalog may translate ("expert": "esperto"), typed back in either language
        return {"text": str(value)}

    def describe(self) -> str:
        """The option in English (i18n.say(lang, spec.message()) in another language)."""
        return english(self.message())


def resolve_options(specs: tuple[OptionSpec, ...], given: dict | None) -> dict:
    """Defaults filled in, every value parsed; unknown keys are an error."""
    given = dict(given or {})
    by_key = {s.key: s for s in specs}
    unknown = [k for k in given if k not in by_key]
    if unknown:
        raise SetupError(N_("Unknown option {option}. Options of this game: {known}."),
                         option={"text": repr(unknown[0])}, known=list(by_key) or N_("none"))
    return {s.key: (s.parse(given[s.key]) if s.key in given else s.default) for s in specs}


def parse_option_args(args: list[str]) -> dict:
    """["walls=yes", "thieves=on"] -> {"walls": "yes", "thieves": "on"}."""
    out = {}
    for arg in args:
        if "=" not in arg:
            raise SetupError(N_("Options are written KEY=VALUE, e.g. walls=yes (got {arg})."), arg={"text": repr(arg)})
        key, value = arg.split("=", 1)
        out[key.strip().lower()] = value.strip()
    return out
