#!/usr/bin/env python3
"""Where a wasm file's bytes go: by section, by function and by crate. Standard library only.

  scripts/wasm-profile.py FILE.wasm [--top 25]
  scripts/wasm-profile.py MAIN.wasm CHUNK.wasm ... [--top 25]     (the modules as one whole)

Reads the code section (each function body's size) and the `name` custom section (function
names; wasm-bindgen writes them demangled, `wasm-opt -g` keeps them). A function's crate is
the first path segment of its name; for `<A as B>::f` the crate of `A`; generic code of
core / alloc / std made for another crate (`core::ptr::drop_in_place<leptos::...>`) is also
counted under "monomorphised for", the first non-standard crate its name mentions. Prints
Markdown. Sizes are of the file given: measure a build made exactly like the shipped one but
with names kept, and leave out the name section itself.
"""
import argparse
import collections
import re
import shutil
import subprocess
import sys

from release import leb  # the release build's LEB128 reader (scripts/release.py)

STD = {"core", "alloc", "std", "compiler_builtins", "hashbrown", "dlmalloc"}


def name_str(data, pos):
    n, pos = leb(data, pos)
    return data[pos : pos + n].decode("utf-8", "replace"), pos + n


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("not a wasm file")
    pos = 8
    while pos < len(data):
        sid = data[pos]
        size, body = leb(data, pos + 1)
        yield sid, body, size, data[pos : body + size]
        pos = body + size


def imported_functions(data, body):
    count, pos = leb(data, body)
    funcs = 0
    for _ in range(count):
        _m, pos = name_str(data, pos)
        _n, pos = name_str(data, pos)
        kind = data[pos]
        pos += 1
        if kind == 0:  # function: type index
            _, pos = leb(data, pos)
            funcs += 1
        elif kind == 1:  # table: reftype, limits
            pos += 1
            flags, pos = leb(data, pos)
            _, pos = leb(data, pos)
            if flags & 1:
                _, pos = leb(data, pos)
        elif kind == 2:  # memory: limits
            flags, pos = leb(data, pos)
            _, pos = leb(data, pos)
            if flags & 1:
                _, pos = leb(data, pos)
        elif kind == 3:  # global: valtype, mutability
            pos += 2
        elif kind == 4:  # tag
            pos += 1
            _, pos = leb(data, pos)
        else:
            sys.exit(f"unknown import kind {kind}")
    return funcs


SECTION_NAMES = {
    0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
    7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "data count", 13: "tag",
}


LEGACY_ESCAPES = {
    "SP": "@", "BP": "*", "RF": "&", "LT": "<", "GT": ">", "LP": "(", "RP": ")", "C": ",",
}


def demangle(name):
    """Rust's legacy mangling (`_ZN3foo3bar17h0123456789abcdefE`) made readable, as wasm-bindgen
    does for the main module; the split chunks keep the mangled names. Other names unchanged."""
    m = re.match(r"_?_ZN(.*)E$", name)
    if not m:
        return name
    rest, parts = m.group(1), []
    while rest:
        n = re.match(r"\d+", rest)
        if not n:
            return name
        size = int(n.group(0))
        start = len(n.group(0))
        parts.append(rest[start : start + size])
        rest = rest[start + size :]
    if parts and re.fullmatch(r"h[0-9a-f]{16}", parts[-1]):
        parts.pop()

    def unescape(part):
        if part.startswith("_$"):
            part = part[1:]
        part = re.sub(r"\$u([0-9a-f]+)\$", lambda e: chr(int(e.group(1), 16)), part)
        part = re.sub(r"\$([A-Z]+)\$", lambda e: LEGACY_ESCAPES.get(e.group(1), e.group(0)), part)
        return part.replace("..", "::")

    return "::".join(unescape(p) for p in parts)


def demangle_v0(names):
    """Rust's v0 mangling (`_RNv...`, what rustc writes under RUSTC_BOOTSTRAP, as a nightly
    does; scripts/release-env) made readable by binutils' c++filt, when the machine has it;
    the names are left as they are otherwise."""
    mangled = sorted({n for n in names if n.startswith("_R")})
    if not mangled or not shutil.which("c++filt"):
        return {}
    bare = [re.sub(r"\.llvm\.\d+$", "", n) for n in mangled]
    done = subprocess.run(["c++filt"], input="\n".join(bare) + "\n", capture_output=True, text=True)
    out = done.stdout.split("\n")
    return {m: d for m, d in zip(mangled, out) if done.returncode == 0 and d}


def clean(name):
    name = demangle(name)
    name = re.sub(r"::h[0-9a-f]{16}$", "", name)
    return re.sub(r"\[[0-9a-f]{1,16}\]", "", name)  # crate disambiguators: core[c593...]


def first_path(text):
    """The crate of the first path in `text`, or None when it starts with no path."""
    m = re.match(r"(?:dyn |&(?:mut )?|\*(?:const|mut) |\[|\()*([A-Za-z_][A-Za-z0-9_]*)(::)?", text)
    return m.group(1) if m and m.group(2) else None


def crate_of(name):
    """The crate whose code this is: the path's first segment; for `<A as B>::f`, A's crate,
    or B's when A is a type parameter or a primitive (`<T as tachys::...>`, `<f64 as core::...>`)."""
    if name.startswith("<"):
        depth = 0
        for i, ch in enumerate(name):
            if ch == "<":
                depth += 1
            elif ch == ">":
                depth -= 1
                if depth == 0:
                    break
            elif depth == 1 and name.startswith(" as ", i):
                return first_path(name[1:]) or first_path(name[i + 4 :]) or "core"
        return first_path(name[1:]) or "core"
    if "::" in name:
        return first_path(name) or name.split("::", 1)[0]
    return "(exports and glue: no path)"


def made_for(name):
    for c in re.findall(r"(?:^|[<\s(,&\[*])([a-z_][a-z0-9_]*)::", name):
        if c not in STD:
            return c
    return None


def load(path):
    """(bytes without the name section, bytes by section, [(code bytes, clean name)])."""
    data = open(path, "rb").read()

    imports = 0
    bodies = []
    names = {}
    by_section = collections.Counter()
    for sid, body, size, whole in sections(data):
        label = SECTION_NAMES.get(sid, str(sid))
        if sid == 0:
            cname, _ = name_str(data, body)
            label = f"custom {cname}"
            if cname == "name":
                pos = body + len(cname.encode()) + 1
                end = body + size
                while pos < end:
                    sub = data[pos]
                    sub_size, pos = leb(data, pos + 1)
                    if sub == 1:
                        count, p = leb(data, pos)
                        for _ in range(count):
                            idx, p = leb(data, p)
                            fname, p = name_str(data, p)
                            names[idx] = fname
                    pos += sub_size
        elif sid == 2:
            imports = imported_functions(data, body)
        elif sid == 10:
            count, pos = leb(data, body)
            for _ in range(count):
                fsize, p = leb(data, pos)
                bodies.append(p + fsize - pos)
                pos = p + fsize
        by_section[label] += len(whole)

    total = len(data) - by_section.get("custom name", 0)
    if not names and bodies:
        print(f"({path}: no name section: build with names kept, e.g. wasm-opt -g)", file=sys.stderr)
    readable = demangle_v0(names.values())
    funcs = []
    for i, size in enumerate(bodies):
        name = names.get(imports + i, f"function[{imports + i}]")
        funcs.append((size, clean(readable.get(name, name))))
    return total, by_section, funcs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wasm", nargs="+", help="one file; several are profiled as one whole")
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    total, by_section, funcs = 0, collections.Counter(), []
    for path in args.wasm:
        t, b, f = load(path)
        total += t
        by_section.update(b)
        funcs += f
    code = sum(size for size, _ in funcs)

    title = args.wasm[0].rsplit("/", 1)[-1] if len(args.wasm) == 1 else f"{len(args.wasm)} modules together"
    print(f"{title}: {total} bytes without the name section, "
          f"{len(funcs)} functions, code {code} bytes\n")
    print("| section | bytes | share |\n| --- | ---: | ---: |")
    for label, size in by_section.most_common():
        if label == "custom name":
            continue
        print(f"| {label} | {size} | {100 * size / total:.1f} % |")

    crates = collections.Counter()
    counts = collections.Counter()
    made = collections.Counter()
    for size, name in funcs:
        c = crate_of(name)
        crates[c] += size
        counts[c] += 1
        if c in STD:
            f = made_for(name)
            if f:
                made[f] += size
    print("\n| crate (of the function's path) | functions | code bytes | share of code |")
    print("| --- | ---: | ---: | ---: |")
    for c, size in crates.most_common():
        print(f"| {c} | {counts[c]} | {size} | {100 * size / code:.1f} % |")
    print("\n| crate the std/core/alloc generics were made for | code bytes |\n| --- | ---: |")
    for c, size in made.most_common(args.top):
        print(f"| {c} | {size} |")

    modules = collections.Counter()
    for size, name in funcs:
        c = crate_of(name)
        if c.startswith("islas"):
            path = re.sub(r"^<|<.*$| as .*$", "", name).split("::")
            modules["::".join(path[:3] if len(path) > 3 else path[:2])] += size
    print("\n| module of the Islas crates | code bytes |\n| --- | ---: |")
    for mod, size in modules.most_common(args.top):
        print(f"| {mod} | {size} |")

    print(f"\n| top {args.top} functions | code bytes |\n| --- | ---: |")
    for size, name in sorted(funcs, reverse=True)[: args.top]:
        shown = (name if len(name) <= 140 else name[:137] + "...").replace("|", "\\|")
        print(f"| `{shown}` | {size} |")


if __name__ == "__main__":
    main()
