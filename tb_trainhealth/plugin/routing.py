"""The one place where a route's errors become HTTP responses.

A handler takes the werkzeug Request and returns a JSON-able body (or, for
a static file, a ready werkzeug Response). On bad input it raises a
`tensorboard.errors.PublicError` (`InvalidArgumentError`: 400,
`NotFoundError`: 404, ...); `json_route` answers it as JSON
`{"error": message}` with the error's own http_code. Any other exception
is a bug: logged with its traceback and answered 500, as JSON too (the
route fuzzers, tests/test_fuzz_routes.py and scripts/fuzz.py, look for them).
"""

import gzip
import json
import logging
import re

from tensorboard import errors
from tensorboard.backend import http_util
from werkzeug import wrappers

logger = logging.getLogger(__name__)


def json_route(handler):
    """The WSGI app serving `handler(request)` as JSON."""

    @wrappers.Request.application
    def app(request):
        try:
            body = handler(request)
        except errors.PublicError as e:
            return _respond(request, {"error": str(e)}, code=e.http_code, headers=e.headers)
        except Exception as e:
            logger.exception("trainhealth: %s failed", request.path)
            return _respond(request, {"error": f"internal error: {type(e).__name__}"}, code=500)
        if isinstance(body, wrappers.Response):
            return body
        if isinstance(body, JsonText):
            return body.respond(request)
        return _respond(request, body)

    return app


class JsonText:
    """A body encoded once, served many times (a cached route's): as
    UTF-8 bytes, and gzipped once for the clients that accept it (a
    browser; TensorBoard's Respond would gzip a heatmap's megabytes anew
    on every request)."""

    def __init__(self, body):
        self.data = json.dumps(body, allow_nan=False).encode("utf-8")
        self._gzipped = None

    def respond(self, request):
        if not _GZIP.search(request.headers.get("Accept-Encoding", "")):
            return http_util.Respond(request, self.data, "application/json")
        if self._gzipped is None:  # two threads may both make it: the same bytes
            self._gzipped = gzip.compress(self.data, compresslevel=3, mtime=0)
        return http_util.Respond(request, self._gzipped, "application/json", content_encoding="gzip")


_GZIP = re.compile(r"\bgzip\b", re.IGNORECASE)


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
