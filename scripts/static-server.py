#!/usr/bin/env python3
"""Serves the release build (dist/) on 127.0.0.1, standard library only.

- correct types for .wasm, .js, .webmanifest, .css, .png;
- the Content-Security-Policy of index.html also sent as a header;
- any address without a file extension gets index.html (the app's router reads it);
- a file named after its contents (`…-<16 hex digits>.<ext>`) is sent `Cache-Control: public,
  max-age=31536000, immutable` (its name changes with it), so the service worker's precache
  takes from the browser's cache what the page has just fetched; everything else (index.html,
  sw.js, the manifest, the icons) `Cache-Control: no-cache` and no 304s, so a new build is seen
  at once;
- a file the build also wrote precompressed (`<file>.br`, `<file>.gz`, scripts/release.py)
  is sent in the encoding the browser accepts, brotli first, with its Content-Encoding and
  `Vary: Accept-Encoding`, as static hosts that serve precompressed files do.

  scripts/static-server.py --dir dist --port 8080     (--port 0: any free port)
Prints `serving http://127.0.0.1:PORT/` once it listens.
"""
import argparse
import email.utils
import functools
import http.server
import os
import re
import sys

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
}


# A file the build named after its contents: `islas-<hash>_bg.wasm`, `base-<hash>.css`, ...
CONTENT_NAMED = re.compile(r"-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    csp = None

    def send_head(self):
        # No 304s from modification times (one-second resolution): a build written in the same
        # second as the last one must still be seen as new, above all sw.js.
        del self.headers["If-Modified-Since"]
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        local = self.translate_path(path)
        last = path.rsplit("/", 1)[-1]
        if not os.path.exists(local) and "." not in last:
            self.path = "/index.html"
            local = self.translate_path(self.path)
        encoded = self.precompressed(local)
        if encoded is None:
            return super().send_head()
        packed, encoding = encoded
        f = open(packed, "rb")
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(local))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(size))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", email.utils.formatdate(os.path.getmtime(local), usegmt=True))
        self.end_headers()
        return f

    def precompressed(self, local):
        """The precompressed sibling of `local` the request accepts (brotli first) and its
        encoding, or None (no such file, or the browser takes neither)."""
        if not os.path.isfile(local):
            return None
        accepted = {
            part.split(";", 1)[0].strip().lower()
            for part in self.headers.get("Accept-Encoding", "").split(",")
        }
        for encoding, ext in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and os.path.isfile(local + ext):
                return local + ext, encoding
        return None

    def end_headers(self):
        named = CONTENT_NAMED.search(self.path.split("?", 1)[0].split("#", 1)[0])
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if named else "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.csp:
            self.send_header("Content-Security-Policy", self.csp)
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("ISLAS_SERVER_LOG"):
            super().log_message(fmt, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that stops reading (a reload, a closed tab) is no error of the server.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="dist")
    ap.add_argument("--port", type=int, default=8080)
    ap.add_argument("--host", default="127.0.0.1")
    args = ap.parse_args()
    index = os.path.join(args.dir, "index.html")
    if not os.path.isfile(index):
        sys.exit(f"{index} is missing: build first (scripts/build-release)")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    # The <meta http-equiv> tag, whatever the order of its attributes after minifying.
    Handler.csp = None
    for tag in re.findall(r"<meta\b[^>]*>", html, re.I):
        if re.search(r"http-equiv=[\"']?Content-Security-Policy", tag, re.I):
            m = re.search(r"content=\"([^\"]+)\"|content='([^']+)'", tag)
            Handler.csp = m and (m.group(1) or m.group(2))
    if not Handler.csp:
        sys.exit(f"{index} has no Content-Security-Policy")
    handler = functools.partial(Handler, directory=args.dir)
    server = Server((args.host, args.port), handler)
    print(f"serving http://{args.host}:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
