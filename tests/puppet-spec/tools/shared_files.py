"""The spec files of the shared vectors' spec_* cases, in their extraction order (spec_000..534)."""
SHARED_ORDER = (
    ["spec/integration/parser/%s_spec.rb" % n for n in (
        "class", "collection", "compiler", "conditionals", "dynamic_scoping", "node",
        "pcore_resource", "resource_expressions", "scope", "undef_param")]
    + ["spec/unit/parser/compiler_spec.rb"]
    + ["spec/unit/parser/functions/%s_spec.rb" % n for n in ("realize", "create_resources")]
    + ["spec/unit/functions/%s_spec.rb" % n for n in (
        "include", "contain", "require", "each", "map", "filter", "reduce", "reverse_each", "step",
        "with", "then", "lest", "break", "next", "return", "slice", "tree_each", "index", "any", "all")]
)
