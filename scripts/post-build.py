#!/usr/bin/env python3
"""Trunk post_build hook: finishes dist/ (run by Trunk with TRUNK_STAGING_DIR set).

1. Moves Trunk's inline start-up script into a hashed file, so the Content-Security-Policy
   can allow only the app's own files (no inline scripts).
2. Names the bots' Web Worker files (Trunk's `data-type="worker"` target, which Trunk leaves
   unhashed) after a hash of their contents, writes their loader, and writes the loader's
   address into index.html (<meta name="islas-worker">), where the app reads it.
3. Writes a build id into index.html (<meta name="islas-build">).
4. Fills the service worker template: the list of every file of the build (precache) and a
   version hash of their contents. The list is never kept by hand.
"""
import base64
import hashlib
import json
import os
import re
import sys

WORKER = "islas-worker"  # the worker's Cargo binary: Trunk writes WORKER.js and WORKER_bg.wasm

# The worker's entry point (a module worker). The wasm's main() starts listening; if loading
# fails, the error is thrown in the worker so the page's `error` handler sees it and the page
# thinks itself.
WORKER_LOADER = """\
import init from "./{js}";
init({{ module_or_path: new URL("{wasm}", import.meta.url) }}).catch((e) => setTimeout(() => {{ throw e; }}));
"""

INLINE_MODULE = re.compile(
    r"<script(?![^>]*\bsrc=)[^>]*\btype=[\"']?module[\"']?[^>]*>(.*?)</script>", re.S
)


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def fail(msg):
    print(f"post-build: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else None)
    if not staging or not os.path.isdir(staging):
        fail("TRUNK_STAGING_DIR is not set to a directory")
    index_path = os.path.join(staging, "index.html")
    sw_path = os.path.join(staging, "sw.js")
    with open(index_path, encoding="utf-8") as f:
        index = f.read()

    # 1. The inline start-up script becomes boot-<hash>.js.
    scripts = INLINE_MODULE.findall(index)
    if len(scripts) != 1:
        fail(f"expected one inline module script in index.html, found {len(scripts)}")
    body = scripts[0].strip() + "\n"
    data = body.encode()
    boot = f"boot-{sha256(data)[:16]}.js"
    with open(os.path.join(staging, boot), "wb") as f:
        f.write(data)
    integrity = "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()
    tag = f'<script type="module" src="/{boot}" integrity="{integrity}" crossorigin="anonymous"></script>'
    index = INLINE_MODULE.sub(lambda _m: tag, index, count=1)

    # 2. The worker: files named after their contents, a loader, and its address.
    js_path = os.path.join(staging, f"{WORKER}.js")
    wasm_path = os.path.join(staging, f"{WORKER}_bg.wasm")
    if not (os.path.isfile(js_path) and os.path.isfile(wasm_path)):
        fail(f"{WORKER}.js and {WORKER}_bg.wasm are missing (the worker's Trunk link in index.html)")
    with open(js_path, "rb") as f:
        js = f.read()
    with open(wasm_path, "rb") as f:
        wasm = f.read()
    stem = f"{WORKER}-{sha256(js + wasm)[:16]}"
    os.replace(js_path, os.path.join(staging, f"{stem}.js"))
    os.replace(wasm_path, os.path.join(staging, f"{stem}_bg.wasm"))
    loader = f"{stem}_loader.js"
    with open(os.path.join(staging, loader), "w", encoding="utf-8") as f:
        f.write(WORKER_LOADER.format(js=f"{stem}.js", wasm=f"{stem}_bg.wasm"))
    if "</head>" not in index:
        fail("index.html has no </head>")
    index = index.replace("</head>", f'<meta name="{WORKER}" content="/{loader}"></head>', 1)

    # 3. Every file but index.html and sw.js, with a hash of its content.
    files = []
    for root, _dirs, names in os.walk(staging):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
            if rel in ("index.html", "sw.js"):
                continue
            with open(os.path.join(root, name), "rb") as f:
                files.append((rel, sha256(f.read())))
    files.sort()
    build = sha256("\n".join(f"{r} {h}" for r, h in files).encode())[:12]
    index = index.replace("</head>", f'<meta name="islas-build" content="{build}"></head>', 1)
    with open(index_path, "w", encoding="utf-8") as f:
        f.write(index)

    # 4. The service worker.
    version = sha256((build + index).encode())[:16]
    precache = ["/index.html"] + ["/" + r for r, _ in files]
    with open(sw_path, encoding="utf-8") as f:
        sw = f.read()
    for placeholder in ("__ISLAS_VERSION__", "__ISLAS_PRECACHE__"):
        if sw.count(placeholder) != 1:
            fail(f"sw.js must hold {placeholder} exactly once")
    sw = sw.replace('"__ISLAS_VERSION__"', json.dumps(version))
    sw = sw.replace("__ISLAS_PRECACHE__", json.dumps(precache, indent=2))
    if "__ISLAS_" in sw:
        fail("a placeholder was left in sw.js")
    with open(sw_path, "w", encoding="utf-8") as f:
        f.write(sw)
    print(f"post-build: build {build}, service worker {version}, {len(precache)} files precached")


if __name__ == "__main__":
    main()
