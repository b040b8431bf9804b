"""A JSON Schema (the 2020-12 keywords Discord's OpenAPI description uses) compiled into checks
that refuse as Discord does: each refusal a (dotted path, code, message), as `form.Problems`.

A check is ``check(value, path, problems) -> value``: it appends what it refuses and returns
the value as Discord reads it (an integer snowflake becomes its string, see `_string`), the
same object when nothing changed.  Compiled once per schema and kept, they run without
looking anything up: a table's message edit is checked in tens of microseconds
(docs/benchmarks.md).

How the description is read (its README, discord/discord-api-spec):
- ``anyOf`` marked ``x-discord-union: oneOf`` is a union Discord reads as one of its
  branches; the branches of those it uses on requests overlap (a follow-up's body fits both
  "execute webhook" and "edit webhook message"), so a body one branch takes is taken.
- ``oneOf`` is either the nullable form ``[{"type": "null"}, X]``, an enumeration of
  ``const`` branches, or a union of objects told apart by their ``type`` (components,
  command options), checked as the branch that ``type`` names, as Discord does, so that a
  refusal names the field inside it rather than the union.
- The codes are those Discord answers (as bots report them): BASE_TYPE_REQUIRED,
  BASE_TYPE_MAX_LENGTH, BASE_TYPE_BAD_LENGTH, NUMBER_TYPE_MAX, BASE_TYPE_CHOICES,
  UNION_TYPE_CHOICES, URL_TYPE_INVALID_URL, NUMBER_TYPE_COERCE and the *_TYPE_CONVERT ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Any

from .form import Problems

Check = Callable[[Any, str, Problems], Any]
Schema = dict[str, Any]

SNOWFLAKE_MAX = 2**64 - 1
INT_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
INTEGER_TEXT = re.compile(r"^-?\d+$")
NUMBER_TEXT = re.compile(r"^-?\d+(\.\d+)?([eE][-+]?\d+)?$")
URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^\s]+$")


def join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


class Compiler:
    """Compiles the schemas of one description, each ``$ref`` once (recursive ones too)."""

    def __init__(self, schemas: dict[str, Schema], *, lenient: bool = True) -> None:
        """``lenient``: read as Discord reads a request (an integer snowflake, an integer as its
        text); strict, for what Discord answers, which holds to the schema exactly."""
        self.schemas = schemas
        self.lenient = lenient
        self.by_ref: dict[str, Check] = {}

    def compile(self, schema: Schema) -> Check:
        if "$ref" in schema:
            if self._component(self._deref(schema)):
                # A place that takes one kind of component is a union of one, as Discord
                # answers it: 'Value of field "type" must be one of (10,).'
                one = self._discriminated([schema])
                if one is not None:
                    return one
            return self._ref(schema["$ref"])
        parts: list[Check] = []
        typed = self._typed(schema)
        if typed is not None:
            parts.append(typed)
        for branch in schema.get("allOf", ()):
            # A field's own enum makes the enumeration it names as well (a component's
            # ``"type": {"enum": [2], "allOf": [MessageComponentTypes]}``) say nothing more.
            if "enum" in schema and self._enumeration(self._deref(branch)):
                continue
            parts.append(self.compile(branch))
        if "oneOf" in schema:
            parts.append(self._union(schema["oneOf"], exclusive=True))
        if "anyOf" in schema:
            parts.append(self._union(schema["anyOf"], exclusive=False))
        if "enum" in schema or "const" in schema:
            parts.append(_choices(schema.get("enum", [schema.get("const")]), self.lenient))
        if not parts:
            return _anything
        if len(parts) == 1:
            return parts[0]
        first, rest = parts[0], parts[1:]

        def check(value: Any, path: str, problems: Problems) -> Any:
            before = len(problems)
            value = first(value, path, problems)
            if len(problems) > before or value is None:  # the wrong type: nothing more to say
                return value
            for part in rest:
                value = part(value, path, problems)
            return value
        return check

    # -- references --------------------------------------------------------------------

    def _ref(self, ref: str) -> Check:
        found = self.by_ref.get(ref)
        if found is not None:
            return found
        compiled: list[Check] = []

        def check(value: Any, path: str, problems: Problems) -> Any:  # compiled on first use
            return compiled[0](value, path, problems)
        self.by_ref[ref] = check  # before compiling: a schema may name itself, deeper down
        compiled.append(self.compile(self.resolve(ref)))
        self.by_ref[ref] = compiled[0]
        return compiled[0]

    def resolve(self, ref: str) -> Schema:
        prefix = "#/components/schemas/"
        if not ref.startswith(prefix):
            raise ValueError(f"a reference outside the schemas: {ref}")
        return self.schemas[ref.removeprefix(prefix)]

    def _deref(self, schema: Schema) -> Schema:
        while "$ref" in schema:
            schema = self.resolve(schema["$ref"])
        return schema

    # -- types ---------------------------------------------------------------------------

    def _typed(self, schema: Schema) -> Check | None:
        kind = schema.get("type")
        if kind is None:
            return None
        kinds = {kind} if isinstance(kind, str) else set(kind)
        nullable = "null" in kinds
        kinds.discard("null")
        if len(kinds) != 1:
            return _nullable_only if nullable else None
        kind = kinds.pop()
        if kind in ("array", "object"):
            body = self._array(schema) if kind == "array" else self._object(schema)
        else:
            body = {"string": _string, "integer": _integer, "number": _number, "boolean": _boolean}[kind](
                schema, self.lenient)

        def check(value: Any, path: str, problems: Problems) -> Any:
            if value is None:
                if not nullable:  # Discord reads a null where a value is needed as none given
                    problems.append((path, "BASE_TYPE_REQUIRED", "This field is required"))
                return None
            return body(value, path, problems)
        return check

    def _array(self, schema: Schema) -> Check:
        items = self.compile(schema["items"]) if "items" in schema else None
        least, most = schema.get("minItems"), schema.get("maxItems")
        unique = schema.get("uniqueItems", False)

        def check(value: Any, path: str, problems: Problems) -> Any:
            if not isinstance(value, list):
                problems.append((path, "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType"))
                return value
            _length(problems, path, len(value), least, most)
            out = value
            if items is not None:
                for i, item in enumerate(value):
                    read = items(item, join(path, i), problems)
                    if read is not item:
                        if out is value:
                            out = list(value)
                        out[i] = read
            if unique:
                seen: list[Any] = []
                for i, item in enumerate(out):
                    if item in seen:
                        problems.append((join(path, i), "SET_TYPE_ALREADY_CONTAINS_VALUE",
                                         "The set already contains this value"))
                    seen.append(item)
            return out
        return check

    def _object(self, schema: Schema) -> Check:
        properties = {key: self.compile(sub) for key, sub in schema.get("properties", {}).items()}
        required = list(schema.get("required", ()))
        extra = schema.get("additionalProperties")
        others = self.compile(extra) if isinstance(extra, dict) else None
        most = schema.get("maxProperties")
        model = "properties" in schema

        def check(value: Any, path: str, problems: Problems) -> Any:
            if not isinstance(value, dict):
                problems.append((path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")
                                if model else
                                (path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType"))
                return value
            for key in required:
                if key not in value:
                    problems.append((join(path, key), "BASE_TYPE_REQUIRED", "This field is required"))
            if most is not None and len(value) > most:
                problems.append((path, "BASE_TYPE_MAX_LENGTH", f"Must be {most} or fewer in length."))
            out = value
            for key, item in value.items():
                sub = properties.get(key, others)
                if sub is None:
                    continue  # a field Discord does not know is ignored
                read = sub(item, join(path, key), problems)
                if read is not item:
                    if out is value:
                        out = dict(value)
                    out[key] = read
            return out
        return check

    # -- unions ----------------------------------------------------------------------------

    def _union(self, branches: list[Schema], *, exclusive: bool) -> Check:
        plain = [self._deref(b) for b in branches]
        if exclusive and all(set(b) <= {"const", "title", "description"} and "const" in b for b in plain):
            return _choices([b["const"] for b in plain], self.lenient)
        nulls = [b for b in plain if b.get("type") == "null"]
        rest = [b for b in branches if self._deref(b).get("type") != "null"]
        inner = self._discriminated(rest) if len(rest) > 1 else None
        if inner is None:
            checks = [(_kinds(self._deref(b)), self.compile(b)) for b in rest]
            inner = checks[0][1] if len(checks) == 1 else _first_fit(checks)
        if not nulls:
            return inner
        nonnull = inner

        def check(value: Any, path: str, problems: Problems) -> Any:
            return None if value is None else nonnull(value, path, problems)
        return check

    @staticmethod
    def _enumeration(schema: Schema) -> bool:
        """Whether ``schema`` only lists values (a ``oneOf`` of consts, of one JSON type)."""
        return set(schema) <= {"type", "oneOf", "format", "title", "description"} and all(
            "const" in b for b in schema.get("oneOf", ())) and "oneOf" in schema

    @staticmethod
    def _component(schema: Schema) -> bool:
        """Whether ``schema`` is a component's: an object whose required ``type`` is one number."""
        kind = schema.get("properties", {}).get("type", {})
        return "type" in schema.get("required", ()) and isinstance(kind.get("enum"), list) \
            and len(kind["enum"]) == 1 and isinstance(kind["enum"][0], int)

    def _discriminated(self, branches: list[Schema]) -> Check | None:
        """Objects told apart by the value of their ``type``: the one that value names."""
        by_type: dict[Any, Check] = {}
        for branch in branches:
            kind = self._deref(branch).get("properties", {}).get("type")
            if kind is None:
                return None
            values = kind.get("enum", [kind["const"]] if "const" in kind else None)
            if values is None:
                return None
            compiled = self._ref(branch["$ref"]) if "$ref" in branch else self.compile(branch)
            for v in values:
                by_type.setdefault(v, compiled)
        names = _tuple(sorted(by_type, key=lambda v: (str(type(v)), v)))

        def check(value: Any, path: str, problems: Problems) -> Any:
            if not isinstance(value, dict):
                problems.append((path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType"))
                return value
            if "type" not in value:
                problems.append((path, "BASE_TYPE_REQUIRED", 'Field "type" is required to determine the model type.'))
                return value
            kind = value["type"]
            branch = by_type.get(kind) if not isinstance(kind, bool) else None
            if branch is None:
                problems.append((path, "UNION_TYPE_CHOICES", f'Value of field "type" must be one of {names}.'))
                return value
            return branch(value, path, problems)
        return check


def _first_fit(checks: list[tuple[set[str] | None, Check]]) -> Check:
    """The first branch of the value's own JSON type that takes it (a nonce is an integer or a
    string of at most 25: a 26-letter one is refused as too long, not as no integer); if none
    takes it, the refusal of the nearest (fewest problems)."""

    def check(value: Any, path: str, problems: Problems) -> Any:
        kind = _kind_of(value)
        fitting = [c for kinds, c in checks if kinds is None or kind in kinds] or [c for _, c in checks]
        best: Problems | None = None
        for branch in fitting:
            tried: Problems = []
            read = branch(value, path, tried)
            if not tried:
                return read
            if best is None or len(tried) < len(best):
                best = tried
        problems.extend(best or [])
        return value
    return check


def _kinds(schema: Schema) -> set[str] | None:
    """The JSON types a schema takes, where it says (None: it does not)."""
    kind = schema.get("type")
    if kind is None:
        return None
    return {kind} if isinstance(kind, str) else set(kind)


def _kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    return {str: "string", float: "number", list: "array", dict: "object"}.get(type(value), "?")


def _tuple(values: list[Any]) -> str:
    """Values as Discord lists them: ``(2, 11)``, and one alone as ``(1,)``."""
    return "(" + ", ".join(str(v) for v in values) + ("," if len(values) == 1 else "") + ")"


def _choices(allowed: list[Any], lenient: bool) -> Check:
    names = ", ".join(repr(v) if isinstance(v, str) else str(v) for v in allowed)
    keys = set(allowed)

    def check(value: Any, path: str, problems: Problems) -> Any:
        key = value
        if lenient and isinstance(value, str) and INTEGER_TEXT.match(value) and int(value) in keys:
            key = int(value)  # an integer sent as its text: see `_integer`
        if isinstance(key, bool) or key not in keys:
            problems.append((path, "BASE_TYPE_CHOICES", f"Value must be one of ({names})."))
        return value
    return check


def _anything(value: Any, path: str, problems: Problems) -> Any:
    return value


def _nullable_only(value: Any, path: str, problems: Problems) -> Any:
    return value


def _length(problems: Problems, path: str, size: int, least: int | None, most: int | None) -> None:
    if (least is None or size >= least) and (most is None or size <= most):
        return
    if least is not None and most is not None and least > 0:
        problems.append((path, "BASE_TYPE_BAD_LENGTH", f"Must be between {least} and {most} in length."))
    elif most is not None and size > most:
        problems.append((path, "BASE_TYPE_MAX_LENGTH", f"Must be {most} or fewer in length."))
    else:
        problems.append((path, "BASE_TYPE_MIN_LENGTH", f"Must be {least} or more in length."))


def _string(schema: Schema, lenient: bool) -> Check:
    least, most = schema.get("minLength"), schema.get("maxLength")
    kind = schema.get("format")
    pattern = re.compile(schema["pattern"]) if "pattern" in schema else None
    snowflake = kind == "snowflake"

    def check(value: Any, path: str, problems: Problems) -> Any:
        if snowflake:
            # The one leniency of the ids: Discord takes a snowflake as an integer too (the
            # docs' reference.mdx, "ID Serialization"; discord.py sends them so), and reads,
            # stores and echoes it as its string, which is what this returns.
            if lenient and isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= SNOWFLAKE_MAX:
                return str(value)
            if not isinstance(value, str) or pattern is None or not pattern.match(value) \
                    or int(value) > SNOWFLAKE_MAX:
                problems.append((path, "NUMBER_TYPE_COERCE", f'Value "{value}" is not snowflake.'))
            return value
        if not isinstance(value, str):
            problems.append((path, "BASE_TYPE_STRING", "Could not interpret the value as string."))
            return value
        _length(problems, path, len(value), least, most)  # code points, as Discord counts
        if pattern is not None and not pattern.search(value):
            problems.append((path, "STRING_TYPE_REGEX", "String value did not match validation regex."))
        if kind == "uri" and not URL.match(value):
            problems.append((path, "URL_TYPE_INVALID_URL", "Not a well formed URL."))
        elif kind == "date-time" and not _iso(value):
            problems.append((path, "DATE_TIME_TYPE_PARSE", f"Could not parse {value}. Should be ISO8601."))
        return value
    return check


def _iso(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _bounds(schema: Schema) -> tuple[float | None, float | None]:
    low, high = INT_RANGES.get(str(schema.get("format")), (None, None))
    low = schema.get("minimum", low)
    high = schema.get("maximum", high)
    return low, high


def _integer(schema: Schema, lenient: bool) -> Check:
    low, high = _bounds(schema)

    def check(value: Any, path: str, problems: Problems) -> Any:
        number = value
        # The spec's own convention (its README): a field the docs type as a string may be an
        # integer here, and the API takes either when it parses: discord.py sends a command's
        # default_member_permissions as "32".
        if lenient and isinstance(value, str) and INTEGER_TEXT.match(value):
            number = int(value)
        if not isinstance(number, int) or isinstance(number, bool):
            problems.append((path, "NUMBER_TYPE_COERCE", f'Value "{value}" is not int.'))
            return value
        _range(problems, path, number, low, high, "int")
        return value
    return check


def _number(schema: Schema, lenient: bool) -> Check:
    low, high = _bounds(schema)

    def check(value: Any, path: str, problems: Problems) -> Any:
        number = value
        if lenient and isinstance(value, str) and NUMBER_TEXT.match(value):
            number = float(value)
        if not isinstance(number, int | float) or isinstance(number, bool):
            problems.append((path, "NUMBER_TYPE_COERCE", f'Value "{value}" is not a valid number.'))
            return value
        _range(problems, path, number, low, high, "float")
        return value
    return check


def _range(problems: Problems, path: str, number: float, low: float | None, high: float | None,
           kind: str) -> None:
    if low is not None and number < low:
        problems.append((path, "NUMBER_TYPE_MIN", f"{kind} value should be greater than or equal to {low}."))
    if high is not None and number > high:
        problems.append((path, "NUMBER_TYPE_MAX", f"{kind} value should be less than or equal to {high}."))


def _boolean(schema: Schema, lenient: bool) -> Check:
    def check(value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, bool):
            problems.append((path, "BASE_TYPE_BOOLEAN", "Must be either true or false."))
        return value
    return check
