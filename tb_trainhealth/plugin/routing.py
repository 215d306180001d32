"""The one place where a route's errors become HTTP responses.

A handler takes the werkzeug Request and returns a JSON-able body (or, for
a static file, a ready werkzeug Response). On bad input it raises a
`tensorboard.errors.PublicError` (`InvalidArgumentError`: 400,
`NotFoundError`: 404, ...); `json_route` answers it as JSON
`{"error": message}` with the error's own http_code. Any other exception
is a bug and is left to TensorBoard, which answers 500.
"""

import json

from tensorboard import errors
from tensorboard.backend import http_util
from werkzeug import wrappers


def json_route(handler):
    """The WSGI app serving `handler(request)` as JSON."""

    @wrappers.Request.application
    def app(request):
        try:
            body = handler(request)
        except errors.PublicError as e:
            return _respond(request, {"error": str(e)}, code=e.http_code, headers=e.headers)
        if isinstance(body, wrappers.Response):
            return body
        return _respond(request, body)

    return app


def required_arg(args, name, example=""):
    """The query parameter `name`; a missing or empty one is a 400."""
    value = args.get(name)
    if not value:
        hint = f" (e.g. {name}={example})" if example else ""
        raise errors.InvalidArgumentError(f"missing query parameter {name!r}{hint}")
    return value


def int_arg(args, name, default, low, high):
    """The integer query parameter `name` in [low, high], or `default`."""
    raw = args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise errors.InvalidArgumentError(f"{name} must be an integer from {low} to {high}, not {raw!r}")
    return value


def _respond(request, body, code=200, headers=None):
    # Strict JSON: browsers' JSON.parse rejects NaN (see jsonutil).
    text = json.dumps(body, allow_nan=False)
    return http_util.Respond(request, text, "application/json", code=code, headers=headers)
