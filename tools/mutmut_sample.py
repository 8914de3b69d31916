"""Run mutmut generating only a sample of the mutants: ``python tools/mutmut_sample.py EVERY ARGS...``.

``python -m mutmut ARGS...`` generates every mutant of every function (about 14,000 for the default set of
``python3 dev.py mutants``, two minutes of libcst work and 22 MB of code to import), even when only some are to
be tested. Here each function keeps only its mutants numbered 1, 1 + EVERY, 1 + 2 * EVERY, ..., under the names
mutmut gives them in a full generation, so the sample is the same code and the same names as before; and as no
names need to be passed to ``mutmut run``, mutmut keeps each result until its function changes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import Any

import libcst as cst


def sampled_arrangement(arrange: Any, every: int) -> Any:
    """mutmut's ``function_trampoline_arrangement`` given only every ``every``-th mutant of a function, with the
    generated functions and the mutants' dict renamed to the numbers they have among all its mutants."""
    from mutmut.mutation.trampoline_templates import build_mutants_dict_and_name, mangle_function_name

    def arrangement(function: Any, mutants: Iterable[Any], class_name: str | None) -> tuple[Any, Any, Any, Any]:
        chosen = list(mutants)[::every]
        declarations, nodes, assignments, names = arrange(function, chosen, class_name)
        mangled = mangle_function_name(name=function.name.value, class_name=class_name) + "__mutmut"
        renamed = [f"{mangled}_{1 + k * every}" for k in range(len(names))]  # mutmut counts from 1
        # nodes: the trampoline, the copy of the original, then one function per mutant in order
        nodes = [*nodes[:2], *(node.with_changes(name=node.name.with_changes(value=name))
                                for node, name in zip(nodes[2:], renamed, strict=True))]
        code = build_mutants_dict_and_name(mangled_name=mangled, mutants=renamed,
                                           mutants_dict_name=f"mutants_{mangled}", class_name=class_name)
        assignments = list(cst.parse_module(code).body)
        assignments[0] = assignments[0].with_changes(leading_lines=[cst.EmptyLine()])
        return declarations, nodes, assignments, renamed

    return arrangement


def main(argv: Sequence[str]) -> None:
    every = int(argv[0])
    if every > 1:
        from mutmut.mutation import file_mutation

        file_mutation.function_trampoline_arrangement = sampled_arrangement(  # type: ignore[assignment]
            file_mutation.function_trampoline_arrangement, every)
    from mutmut.__main__ import cli

    cli(list(argv[1:]))


if __name__ == "__main__":
    main(sys.argv[1:])
