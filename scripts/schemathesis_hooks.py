"""Checks of our own for schemathesis (loaded through SCHEMATHESIS_HOOKS).

JSON Schema can say what a grid looks like, not whether its givens repeat a
digit or admit a solution. So for POST /solve, a schema-valid grid may
rightly be refused with 422 `conflicting_givens` or `unsolvable` (the
schemathesis.toml lets positive_data_acceptance expect 422 there); this check
takes back the slack: a schema-valid request refused with any *other* code
(`invalid_grid`, `invalid_request`: the decoder disagreeing with the spec) is
a failure.
"""
import datetime
import json

import schemathesis

SEMANTIC_422 = {"conflicting_givens", "unsolvable"}
# /grade and /hint need exactly one solution; /hint also needs `grid` to keep
# every given of `givens` (an invalid_grid whose detail names the given).
LOGIC_422 = SEMANTIC_422 | {"multiple_solutions"}
# /generate refuses a schema-valid spec only when its ER range is reversed or
# below 1.0 (invalid_request naming er_min or er_max), or when nothing can
# fill its band (cannot_generate).


def _servable_day(text):
    """A day /daily serves: a calendar date from 2000-01-01 to today (UTC)."""
    try:
        day = datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        return False
    today = datetime.datetime.now(datetime.timezone.utc).date()
    return datetime.date(2000, 1, 1) <= day <= today


@schemathesis.check
def schema_valid_grids_are_only_refused_for_sudoku_reasons(ctx, response, case):
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return None
    if response.status_code != 422:
        return None
    body = response.json()
    code = body.get("code")
    path = getattr(case, "path", "")
    if path in ("/grade", "/hint") and code in LOGIC_422:
        return None
    if path == "/hint" and code == "invalid_grid" and "the given" in body.get("detail", ""):
        return None
    if path == "/daily":
        # JSON Schema's pattern cannot say that `date` is a calendar day
        # from 2000-01-01 up to today (UTC): only such a refusal is allowed.
        detail = body.get("detail", "")
        date = (getattr(case, "query", None) or {}).get("date")
        if code == "invalid_request" and detail.startswith("date: ") and not _servable_day(date):
            return None
        raise AssertionError(
            f"a schema-valid /daily request was refused with 422 {code!r}: {detail}"
        )
    if path == "/generate":
        detail = body.get("detail", "")
        # A band nothing can fill, or a range the schema cannot refuse:
        # reversed, or topped below 1.0.
        if code == "cannot_generate" or (
            code == "invalid_request"
            and (detail.startswith("er_min: er_min ") or detail.startswith("er_max: er_max "))
        ):
            return None
        raise AssertionError(
            f"a schema-valid /generate request was refused with 422 {code!r}: {detail}"
        )
    if code not in SEMANTIC_422:
        raise AssertionError(
            f"a schema-valid request was refused with 422 {code!r}; "
            f"only {sorted(SEMANTIC_422)} may refuse a well-formed grid"
        )
    return None


@schemathesis.serializer("application/x-ndjson")
def ndjson_lines(ctx, value):
    """NDJSON request bodies: the spec describes them as the array of the
    lines' grids; on the wire each grid is one JSON line."""
    if isinstance(value, list):
        text = "".join(json.dumps(v) + "\n" for v in value)
    elif isinstance(value, (bytes, bytearray)):
        return bytes(value)
    else:
        text = value if isinstance(value, str) else json.dumps(value)
    return text.encode()


@schemathesis.deserializer("application/x-ndjson")
def ndjson_answer(ctx, response):
    """NDJSON answers: checked as the array of their lines."""
    text = response.content.decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]
