#!/usr/bin/env python3
"""Fails when modules of a crate import each other in a circle.

    scripts/import-circles.py app/src service/src

Each source file is a module (`a/b.rs` and `a/b/mod.rs` are `a::b`). A file imports a
module when it names a path into it (`crate::a::b::Item`, `super::b::Item`, in `use`
lines or in code; comments are skipped). A module may use what its ancestors declare
(`super::Item` from a child is not an import): a folder's `mod.rs` and its files are one
unit. Two checks, both must find no circle:

- the top-level modules of each crate (`api`, `i18n`, `components`, ...): the layers;
- every file against every other: no two files of one layer lean on each other.

For a circle it prints the modules and, per edge, the files that make it.
"""

import os
import re
import sys
from collections import defaultdict

PATH = re.compile(r"\b(crate|(?:super::)+)((?:::)?(?:\w+::)*\w+)")


def module_of(root, path):
    """The module path of a source file: `a/b.rs` and `a/b/mod.rs` are `("a", "b")`."""
    parts = os.path.relpath(path, root)[:-3].split(os.sep)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def code_of(path):
    """The file without its comment lines."""
    with open(path, encoding="utf-8") as f:
        return "\n".join(l for l in f if not l.lstrip().startswith("//"))


def imports(root):
    """Every file's module and the modules it names, with the files behind each edge."""
    files = [
        os.path.join(d, f)
        for d, _, names in os.walk(root)
        for f in names
        if f.endswith(".rs")
    ]
    modules = {module_of(root, f) for f in files}
    edges = defaultdict(set)
    for f in files:
        me = module_of(root, f)
        for start, rest in PATH.findall(code_of(f)):
            if start == "crate":
                base = []
            else:
                ups = start.count("super::")
                base = list(me[: len(me) - ups])
            parts = base + [p for p in rest.split("::") if p]
            target = next(
                (tuple(parts[:i]) for i in range(len(parts), 0, -1) if tuple(parts[:i]) in modules),
                None,
            )
            if target is None or target == me or me[: len(target)] == target:
                continue  # itself, or an ancestor's declarations
            edges[(me, target)].add(os.path.relpath(f, root))
    return edges


def circles(graph):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def check(root, level):
    """Prints the circles of `root` at `level` ("top" or "file"); the number found."""
    name = (lambda m: m[0] if m else "crate") if level == "top" else (lambda m: "::".join(m) or "crate")
    graph, why = defaultdict(set), defaultdict(set)
    for (a, b), files in imports(root).items():
        if name(a) != name(b):
            graph[name(a)].add(name(b))
            why[(name(a), name(b))] |= files
    found = circles(graph)
    for component in found:
        print(f"{root}: modules import each other ({level} level): {', '.join(component)}")
        for a in component:
            for b in sorted(graph[a] & set(component)):
                print(f"  {a} -> {b}: {', '.join(sorted(why[(a, b)]))}")
    return len(found)


def main():
    roots = sys.argv[1:] or ["app/src", "service/src"]
    found = sum(check(root, level) for root in roots for level in ("top", "file"))
    if found:
        sys.exit(f"{found} import circle(s)")
    print(f"no import circle in {', '.join(roots)}")


if __name__ == "__main__":
    main()
