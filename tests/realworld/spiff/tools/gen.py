#!/usr/bin/env python3
"""Generate the rule cases of tests/realworld/spiff/cases: small templates and 1-3 stubs, each
exercising one layering rule of spiff++ (merge forms x stub shapes, map and list merges, keyed
lists, markers, cascades, unresolved nodes and cycles, validation, list functions over merged
lists, `||`, --partial). Only the inputs are written here; capture.py fills in the expectations
from a real spiff++ binary.

usage: python3 gen.py OUT_DIR
"""
import json, os, sys, textwrap

CASES = []


def case(cid, template, *stubs, args=()):
    CASES.append((cid, textwrap.dedent(template).lstrip("\n"),
                  [textwrap.dedent(s).lstrip("\n") for s in stubs], list(args)))


# ---- 1. merge forms on a scalar field x stub shapes ------------------------------------------
FORMS = {
    "merge": "(( merge ))",
    "replace": "(( merge replace ))",
    "none": "(( merge none ))",
    "default": '(( merge || "dflt" ))',
    "path": "(( merge other.field ))",
    "prefer": "(( prefer merge ))",
}
SHAPES = {
    "absent": "unrelated: 1\n",
    "scalar": "field: from-stub\nother:\n  field: other-stub\n",
    "map": "field:\n  a: 1\n  b: (( a ))\nother:\n  field:\n    z: 26\n",
    "list": "field:\n  - name: x\n    v: 1\nother:\n  field: [ 1, 2 ]\n",
    "expr": "field: (( ref ))\nref: stub-ref\nother:\n  field: (( ref ))\n",
    "null": "field: ~\nother:\n  field: ~\n",
}
for f, form in FORMS.items():
    for s, shape in SHAPES.items():
        case("form_%s_%s" % (f, s), "field: %s\nref: template-ref\n" % form, shape)

# ---- 2. map merges ----------------------------------------------------------------------------
MAPFORMS = {
    "inline": "<<: (( merge ))",
    "replace": "<<: (( merge replace ))",
    "none": "<<: (( merge none ))",
    "path": "<<: (( merge other ))",
    "default": "<<: (( merge || { \"d\": 1 } ))",
}
MAPSHAPES = {
    "absent": "unrelated: 1\n",
    "extra": "map:\n  a: stub-a\n  extra: e\nother:\n  a: oa\n  q: oq\n",
    "scalar": "map: 5\nother: 6\n",
    "nested": "map:\n  a: stub-a\n  nest:\n    deep: d\nother:\n  nest: { deep: od }\n",
}
for f, form in MAPFORMS.items():
    for s, shape in MAPSHAPES.items():
        case("map_%s_%s" % (f, s), "map:\n  %s\n  a: template-a\n  nest:\n    deep: t\n    keep: k\n" % form, shape)

case("map_plain_override", """
    top:
      a: 1
      b:
        c: 2
        d: 3
    """, "top:\n  b:\n    c: 20\n  x: 9\n")
case("map_merge_key_stub_type_change", "a:\n  b: 1\n", "a: [ 1 ]\n")
case("map_inline_merge_with_refs", """
    map:
      <<: (( merge ))
      a: (( b ))
      b: template
    """, "map:\n  b: stub\n")

# ---- 3. lists --------------------------------------------------------------------------------
case("list_plain_replaced", "list: [ 1, 2, 3 ]\n", "list: [ 4 ]\n")
case("list_merge_entry_prepend", """
    list:
      - <<: (( merge ))
      - t1
      - t2
    """, "list: [ s1, s2 ]\n")
case("list_merge_entry_append", """
    list:
      - t1
      - <<: (( merge ))
    """, "list: [ s1 ]\n")
case("list_merge_entry_absent", """
    list:
      - <<: (( merge ))
      - t1
    """, "other: 1\n")
case("list_merge_replace_entry", """
    list:
      - <<: (( merge replace ))
      - t1
    """, "list: [ s1 ]\n")
case("list_merge_none_entry", """
    list:
      - <<: (( merge none ))
      - t1
    """, "list: [ s1 ]\n")
case("list_merge_entry_keyed", """
    list:
      - <<: (( merge ))
      - name: a
        v: 1
      - name: b
        v: 2
    """, "list:\n  - name: b\n    v: 20\n  - name: c\n    v: 3\n")
case("list_merge_on_key", """
    list:
      - <<: (( merge on id ))
      - id: a
        v: 1
      - id: b
        v: 2
    """, "list:\n  - id: b\n    v: 20\n  - id: c\n    v: 3\n")
case("list_merge_on_key_missing_in_stub", """
    list:
      - <<: (( merge on id ))
      - id: a
        v: 1
    """, "list:\n  - name: a\n    v: 20\n")
case("list_keyed_by_name", """
    list:
      - name: a
        v: 1
      - name: b
        v: 2
    """, "list:\n  - name: b\n    v: 20\n")
case("list_keyed_by_name_stub_extra_entry", """
    list:
      - name: a
        v: 1
    """, "list:\n  - name: a\n    v: 10\n  - name: z\n    v: 26\n")
case("list_keyed_key_tag", """
    list:
      - key:id: a
        v: 1
      - id: b
        v: 2
    """, "list:\n  - id: b\n    v: 20\n  - id: a\n    v: 10\n")
case("list_keyed_int_names", """
    list:
      - name: 1
        v: a
      - name: 2
        v: b
    """, "list:\n  - name: 2\n    v: bb\n")
case("list_keyed_bool_names", """
    list:
      - name: true
        v: a
    """, "list:\n  - name: true\n    v: bb\n")
case("list_keyed_duplicate_names_template", """
    list:
      - name: a
        v: 1
      - name: a
        v: 2
    """, "list:\n  - name: a\n    v: 20\n")
case("list_keyed_duplicate_names_stub", """
    list:
      - name: a
        v: 1
    """, "list:\n  - name: a\n    v: 10\n  - name: a\n    v: 11\n")
case("list_keyed_mixed_entries", """
    list:
      - name: a
        v: 1
      - plain
    """, "list:\n  - name: a\n    v: 10\n")
case("list_keyed_entry_merge_field", """
    list:
      - name: a
        v: (( merge || "none" ))
        w: (( merge ))
    """, "list:\n  - name: a\n    w: stub-w\n")
case("list_keyed_entry_inline_merge", """
    list:
      - name: a
        <<: (( merge ))
        v: 1
    """, "list:\n  - name: a\n    v: 10\n    extra: e\n")
case("list_field_merge_replace", """
    list: (( merge replace ))
    """, "list: [ 1, 2 ]\n")
case("list_field_merge", "list: (( merge ))\n", "list:\n  - name: a\n")
case("list_merge_entry_two_stubs", """
    list:
      - <<: (( merge ))
      - t
    """, "list: [ s1 ]\n", "list: [ s2 ]\n")
case("list_keyed_two_stubs", """
    list:
      - name: a
        v: 1
    """, "list:\n  - name: a\n    v: 2\n", "list:\n  - name: a\n    v: 3\n")
case("list_keyed_stub_expression_entry", """
    list:
      - name: a
        v: 1
    val: x
    """, "list:\n  - name: a\n    v: (( val ))\nval: stub\n")
case("list_merge_on_key_custom_default", """
    list:
      - <<: (( merge on key ))
      - key: a
        v: 1
    """, "list:\n  - key: a\n    v: 11\n  - key: b\n    v: 2\n")

# ---- 4. markers -------------------------------------------------------------------------------
case("marker_temporary_field", """
    tmp: (( &temporary ( "t" ) ))
    use: (( tmp ))
    """)
case("marker_temporary_map", """
    tmp:
      <<: (( &temporary ))
      a: 1
    use: (( tmp.a ))
    """)
case("marker_temporary_overridden_by_stub", """
    tmp: (( &temporary ( "t" ) ))
    use: (( tmp ))
    """, "tmp: stub\n")
case("marker_temporary_merge", """
    tmp: (( &temporary ( merge ) ))
    use: (( tmp ))
    """, "tmp: stub\n")
case("marker_local_field", """
    loc: (( &local ( "l" ) ))
    use: (( loc ))
    """)
case("marker_local_stub", "x: (( merge ))\nuse: (( x ))\n", "loc: (( &local ( 1 ) ))\nx: (( loc + 1 ))\n")
case("marker_inject", "a: 1\n", "b: (( &inject ( 2 ) ))\n")
case("marker_inject_map", "a: 1\n", "m:\n  <<: (( &inject ))\n  c: 3\n")
case("marker_inject_overridden", "b: t\n", "b: (( &inject ( 2 ) ))\n")
case("marker_inject_two_stubs", "a: (( b ))\n", "b: (( &inject ( 2 ) ))\n", "b: 3\n")
case("marker_default_stub", "a: (( b ))\nb: t\n", "b: (( &default ( 5 ) ))\n")
case("marker_default_template", "a: (( &default ( 1 ) ))\n", "a: 2\n")
case("marker_default_template_no_stub", "a: (( &default ( 1 ) ))\n")
case("marker_state", """
    st: (( &state ( merge || 0 ) ))
    next: (( st + 1 ))
    """, "st: 4\n")
case("marker_state_no_stub", "st: (( &state ( merge || 0 ) ))\n")
case("marker_temporary_local", """
    x: (( &temporary &local ( 1 ) ))
    y: (( x ))
    """)
case("marker_template", """
    tpl:
      <<: (( &template ))
      v: (( x ))
    inst: (( *tpl ))
    x: 3
    """)
case("marker_temporary_in_list", """
    list:
      - (( &temporary ( 1 ) ))
      - 2
    """)
case("marker_temporary_in_stub_ignored", "a: (( merge ))\n", "a: (( &temporary ( 5 ) ))\n")

# ---- 5. references across stubs and cascades ---------------------------------------------------
case("ref_template_to_stub_value", "a: (( merge ))\nb: (( a ))\n", "a: s\n")
case("ref_stub_expression_in_template_context", "a: (( merge ))\nb: t\n", "a: (( b ))\nb: s\n")
case("ref_stub_to_template_only", "a: (( merge ))\nonly: t\n", "a: (( only ))\n")
case("ref_stub_to_later_stub", "a: (( merge ))\n", "a: (( b ))\n", "b: s2\n")
case("ref_stub_to_earlier_stub", "a: (( merge ))\n", "b: s1\n", "a: (( b ))\n")
case("cascade_later_stub_overrides_earlier", "a: t\n", "a: s1\n", "a: s2\n")
case("cascade_later_stub_changes_earlier_merge", "a: (( merge ))\n", "a: (( merge ))\n", "a: s2\n")
case("cascade_stub_merge_from_later", "a: (( merge ))\n", "a: (( merge || \"d1\" ))\n", "a: s2\n")
case("cascade_stub_merge_from_later_absent", "a: (( merge ))\n", "a: (( merge || \"d1\" ))\n", "b: 1\n")
case("cascade_stub_map_merge_later", "m:\n  <<: (( merge ))\n  a: t\n", "m:\n  <<: (( merge ))\n  b: s1\n", "m:\n  c: s2\n")
case("cascade_stub_list_merge_later", "l: (( merge ))\n", "l:\n  - <<: (( merge ))\n  - s1\n", "l: [ s2 ]\n")
case("cascade_stub_ref_changed_by_later", "a: (( merge ))\n", "a: (( b ))\nb: s1\n", "b: s2\n")
case("cascade_three_stubs_chain", "a: (( merge ))\nb: (( merge ))\nc: (( merge ))\n",
     "a: (( b ))\n", "b: (( c ))\n", "c: last\n")
case("cascade_stub_replace_later", "a: (( merge ))\n", "a: (( merge replace ))\n", "a:\n  x: 1\n")
case("cascade_stub_none_later", "a: (( merge ))\n", "a: (( merge none ))\n", "a: 1\n")
case("cascade_keyed_list_stub_merge", """
    list:
      - name: a
        v: (( merge ))
    """, "list:\n  - name: a\n    v: (( merge ))\n", "list:\n  - name: a\n    v: deep\n")
case("cascade_stub_expression_uses_template_field", "a: (( merge ))\nbase: 10\n", "a: (( base * 2 ))\n")
case("cascade_stub_expression_uses_own_field", "a: (( merge ))\nbase: 10\n", "a: (( base * 2 ))\nbase: 1\n")
case("cascade_stub_field_not_in_template", "a: 1\n", "b: (( a ))\n")

# ---- 6. unresolved nodes and cycles -----------------------------------------------------------
case("err_missing_ref", "a: (( missing ))\n")
case("err_missing_ref_dependent", "a: (( missing ))\nb: (( a ))\n")
case("err_cycle_two", "a: (( b ))\nb: (( a ))\n")
case("err_cycle_self", "a: (( a ))\n")
case("err_cycle_three", "a: (( b ))\nb: (( c ))\nc: (( a ))\n")
case("err_merge_missing", "a: (( merge ))\n")
case("err_merge_missing_path", "a: (( merge x.y ))\n", "x: {}\n")
case("err_merge_missing_map", "m:\n  <<: (( merge ))\n  a: 1\nb: (( m.q ))\n")
case("err_in_stub_expr", "a: (( merge ))\n", "a: (( nothere ))\n")
case("err_in_list", "l:\n  - (( nope ))\n  - 1\n")
case("err_in_keyed_list", "l:\n  - name: a\n    v: (( nope ))\n")
case("err_partial_missing", "a: (( missing ))\nb: 1\nc: (( b + 1 ))\n", args=("--partial",))
case("err_partial_cycle", "a: (( b ))\nb: (( a ))\nc: 1\n", args=("--partial",))
case("err_partial_merge", "a: (( merge ))\nb: (( a ))\n", args=("--partial",))
case("err_partial_in_stub", "a: (( merge ))\n", "a: (( x ))\n", args=("--partial",))
case("err_arith_type", "a: (( \"s\" + 1 ))\n")
case("err_unresolved_through_or", "a: (( missing || b ))\nb: (( other ))\n")
case("err_cycle_via_merge", "a: (( merge ))\nb: (( a ))\n", "a: (( b ))\n")
case("err_cycle_in_map", "m:\n  a: (( m.b ))\n  b: (( m.a ))\nc: 1\n")
case("err_dep_chain", "a: (( b ))\nb: (( c ))\nc: (( missing ))\n")
case("err_ref_into_list", "l: [ 1 ]\na: (( l.[3] ))\n")
case("err_sum_over_unresolved", "l: [ 1, (( nope )) ]\ns: (( sum[l|0|s,e|->s + e] ))\n")

# ---- 7. validation ----------------------------------------------------------------------------
case("val_validate_ok", 'a: (( validate(5, ["type", "int"]) ))\n')
case("val_validate_fail", 'a: (( validate("x", ["type", "int"]) ))\n')
case("val_validate_list_ok", 'a: (( validate([1, 2], ["list", ["type", "int"]]) ))\n')
case("val_validate_list_fail_entry", 'a: (( validate([1, "x"], ["list", ["type", "int"]]) ))\n')
case("val_validate_list_fail_on_list", 'a: (( validate("x", ["list", ["type", "int"]]) ))\n')
case("val_validate_map_fail", 'a: (( validate({"k"="x"}, ["map", ["type", "int"]]) ))\n')
case("val_validate_map_keys", 'a: (( validate({"k"=1}, ["map", ["match", "^k"], ["type", "int"]]) ))\n')
case("val_validate_and", 'a: (( validate(5, ["and", ["type", "int"], ["gt", 3]]) ))\n')
case("val_validate_or_fail", 'a: (( validate(5, ["or", ["type", "string"], ["gt", 6]]) ))\n')
case("val_validate_not", 'a: (( validate(5, ["not", ["type", "string"]]) ))\n')
case("val_validate_merged_value", 'a: (( validate(merge, ["type", "int"]) ))\n', "a: x\n")
case("val_validate_merged_list", 'l: (( validate(merge, ["list", ["type", "string"]]) ))\n', "l: [ a, 1 ]\n")
case("val_validate_merged_list_ok", 'l: (( validate(merge, ["list", ["type", "string"]]) ))\n', "l: [ a, b ]\n")
case("val_validate_several", 'a: (( validate(5, ["type", "int"], ["gt", 6], ["lt", 9]) ))\n')
case("val_check_true", 'a: (( check(5, ["type", "int"]) ))\n')
case("val_check_false", 'a: (( check("x", ["list", ["type", "int"]]) ))\n')
case("val_check_list_entry", 'a: (( check([1, "x"], ["list", ["type", "int"]]) ))\n')
case("val_valid", "a: (( valid(b) ))\nb: 1\nc: (( valid(~) ))\n")
case("val_valid_unresolvable", "a: (( valid(nope) ))\n")
case("val_catch_validate", 'a: (( catch(validate([1, "x"], ["list", ["type", "int"]])) ))\n')
case("val_validate_lambda", 'a: (( validate(5, |x|-> x > 3) ))\n')
case("val_validate_lambda_fail_msg", 'a: (( validate(2, |x|-> [x > 3, "big", "small"]) ))\n')
case("val_validate_valueset", 'a: (( validate("b", ["valueset", ["a", "b"]]) ))\n')
case("val_validate_valueset_fail", 'a: (( validate("c", ["valueset", ["a", "b"]]) ))\n')
case("val_validate_empty_list", 'a: (( validate([], ["list", ["type", "int"]]) ))\n')
case("val_validate_list_nested", 'a: (( validate([[1], [2, "x"]], ["list", ["list", ["type", "int"]]]) ))\n')
case("val_validate_list_several_bad", 'a: (( validate(["x", 1, "y"], ["list", ["type", "int"]]) ))\n')
case("val_validate_in_list_entry", 'l:\n  - (( validate("x", ["type", "int"]) ))\n  - 1\n')
case("val_validate_map_entries", 'a: (( validate({"a"=1, "b"="x"}, ["map", ["type", "int"]]) ))\n')
case("val_validate_with_ref", 'v: x\na: (( validate(v, ["type", "int"]) ))\n')

# ---- 8. list functions over merged lists ------------------------------------------------------
case("fn_sum_merged_list", "l: (( merge ))\ns: (( sum[l|0|s,e|->s + e] ))\n", "l: [ 1, 2, 3 ]\n")
case("fn_map_merged_list", "l: (( merge ))\nm: (( map[l|e|->e * 2] ))\n", "l: [ 1, 2 ]\n")
case("fn_select_merged_list", "l: (( merge ))\ns: (( select[l|e|->e > 1] ))\n", "l: [ 1, 2, 3 ]\n")
case("fn_map_keyed_merged_list", """
    l:
      - name: a
        v: 1
      - name: b
        v: 2
    names: (( map[l|e|->e.name] ))
    """, "l:\n  - name: b\n    v: 20\n")
case("fn_sum_map_merged", "m: (( merge ))\ns: (( sum[m|0|s,k,v|->s + v] ))\n", "m:\n  a: 1\n  b: 2\n")
case("fn_select_map_merged", "m: (( merge ))\ns: (( select{m|k,v|->v > 1} ))\n", "m:\n  a: 1\n  b: 2\n")
case("fn_map_inline_merge_list", """
    l:
      - <<: (( merge ))
      - 10
    m: (( map[l|e|->e + 1] ))
    """, "l: [ 1 ]\n")
case("fn_length_merged", "l: (( merge || [] ))\ncnt: (( length(l) ))\n", "l: [ a, b ]\n")
case("fn_length_merged_default", "l: (( merge || [] ))\ncnt: (( length(l) ))\n")
case("fn_join_merged", 'l: (( merge ))\nj: (( join(",", l) ))\n', "l: [ a, b ]\n")
case("fn_sum_list_entries_exprs", "l:\n  - (( a ))\n  - 2\na: (( merge ))\ns: (( sum[l|0|s,e|->s + e] ))\n", "a: 1\n")
case("fn_map_over_unresolved_merge", "l: (( merge ))\nm: (( map[l|e|->e] ))\n")
case("fn_contains_merged", "l: (( merge ))\nc: (( contains(l, \"b\") ))\n", "l: [ a, b ]\n")
case("fn_list_concat_merged", "l: (( merge ))\nc: (( l [ 9 ] ))\n", "l: [ 1 ]\n")

# ---- 9. `||` ----------------------------------------------------------------------------------
case("or_missing_ref", 'a: (( missing || "d" ))\n')
case("or_present_ref", 'a: (( b || "d" ))\nb: 1\n')
case("or_nil_value", 'a: (( b || "d" ))\nb: ~\n')
case("or_chain", 'a: (( x || y || "d" ))\ny: yy\n')
case("or_merge_chain", 'a: (( merge || b || "d" ))\n')
case("or_unresolved_expr_left", 'a: (( c || "d" ))\nc: (( missing ))\n')
case("or_error_left", 'a: (( 1 / 0 || "d" ))\n')
case("or_stub_value", 'a: (( merge || b ))\nb: tb\n', "a: sa\n")
case("or_right_unresolved", 'a: (( missing || nothere ))\n')
case("or_list_index", 'l: [ 1 ]\na: (( l.[5] || "d" ))\n')
case("or_map_field", 'm: { a: 1 }\nx: (( m.b || m.a ))\n')

# ---- 10. partial and misc ----------------------------------------------------------------------
case("partial_all_resolved", "a: 1\nb: (( a ))\n", args=("--partial",))
case("partial_keep_temporary", "t: (( &temporary ( missing ) ))\nb: 1\n", args=("--partial",))
case("partial_stub_unresolved", "a: (( merge ))\nb: 1\n", "a: (( z ))\n", args=("--partial",))
case("partial_list_unresolved", "l:\n  - (( z ))\n  - 1\n", args=("--partial",))
case("nil_stub_value_merge", "a: (( merge ))\n", "a:\n")
case("stub_only_doc_ignored", "a: 1\n", "b: 2\nc: (( b ))\n")
case("template_stub_list_of_maps_noname", "l:\n  - a: 1\n", "l:\n  - a: 2\n")
case("merge_in_nested_expression", 'a: (( "x" merge ))\n', "a: s\n")
case("merge_in_nested_list", "a:\n  b:\n    - (( merge ))\n", "a:\n  b: [ s ]\n")
case("merge_field_of_list_entry_index", "l:\n  - v: (( merge ))\n", "l:\n  - v: 1\n")
case("merge_dynaml_in_stub_key_path", "a:\n  b: (( merge ))\n", "a:\n  b:\n    c: (( d ))\n  d: 4\n")
case("merge_stub_ref_to_template_temporary", "t: (( &temporary ( 3 ) ))\na: (( merge ))\n", "a: (( t ))\n")
case("merge_template_ref_to_stub_only", "a: (( s ))\n", "s: 1\n")
case("merge_list_of_lists", "l: [ [ 1 ] ]\n", "l: [ [ 2 ] ]\n")
case("merge_inline_map_into_list_entry", "l:\n  - name: a\n    <<: (( merge ))\n", "l:\n  - name: a\n    x: 1\n")
case("merge_replace_keeps_stub_exprs", "m: (( merge replace ))\nb: tb\n", "m:\n  x: (( b ))\nb: sb\n")
case("merge_none_keeps_template", "m:\n  <<: (( merge none ))\n  a: (( b ))\nb: 1\n", "m:\n  a: 2\nb: 3\n")
case("key_bool_rejected", "n: 1\nb: 2\n")
case("key_int_rejected", "1: a\n")
case("key_bool_in_stub", "a: 1\n", "y: 2\n")
case("map_none_redirects_to_root", "map:\n  <<: (( merge none ))\n  a: t\n  b: tb\n", "a: root-a\nmap:\n  b: sb\n")
case("or_left_waits_complex", 'c: (( missing ))\nd: (( c + 1 || "x" ))\ne: (( [c] || "x" ))\n')
case("or_left_cycle", "a: (( b || 1 ))\nb: (( a ))\n")
case("or_right_waits_on_failed", 'a: (( missing || b || "z" ))\nb: (( c ))\nc: (( nope ))\n')
case("err_template_instantiation", 'foo:\n  bar:\n    <<: (( &template ))\n    bob: (( verb " " ))\nuse: (( *foo.bar ))\n')
case("or_template_instantiation_fails", 'foo:\n  bar:\n    <<: (( &template ))\n    bob: (( verb " " ))\nuse: (( *foo.bar || "failed" ))\n')
case("map_inline_stub_list", "map:\n  <<: (( merge ))\n  a: 1\n", "map: [ 1 ]\n")
case("map_inline_stub_null", "map:\n  <<: (( merge ))\n  a: 1\n", "map: ~\n")
case("control_switch_cases_lazy", "x: c\ns:\n  <<switch: (( x ))\n  <<cases:\n    - case: c\n      value: 1\n    - case: (( 1 / 0 ))\n      value: 2\n", args=("--features=control",))
case("control_switch_error_in_selected", "x: a\ns:\n  <<switch: (( x ))\n  <<cases:\n    - case: a\n      value:\n        q: (( 1 / 0 ))\n    - case: b\n      value:\n        m: (( 1 / 0 ))\n", args=("--features=control",))
case("control_if_error_in_selected", "x: true\ns:\n  <<if: (( x ))\n  <<then:\n    q: (( 1 / 0 ))\n  <<else:\n    m: (( 1 / 0 ))\n", args=("--features=control",))
case("control_switch_field_error", "x: a\ns:\n  <<switch: (( x ))\n  a:\n    q: (( 1 / 0 ))\n  b:\n    m: (( 1 / 0 ))\n", args=("--features=control",))
case("interpolation_escaped", "c: 1\nfoo: x ((!a.b)) y ((c)) z\nbar: ((!a.b)) y\n", args=("--features=interpolation",))
case("fn_catch_valid", "v: (( catch(5 * 5) ))\nw: (( catch(1 / 0) ))\n")
case("fn_intersect_none", "i: (( intersect() ))\nj: (( intersect([1, 2], [2, 3]) ))\n")
case("fn_sync_leading_space", "data:\n  alice: 25\nr: (( catch[sync[ data|v,e|-> defined(v.bob), v.bob| 1]|v,e|->e] ))\nm: (( map[ [1, 2]|x|->x * 2] ))\n")
case("val_dnslabel_message", 'val: (( catch(validate("alice+bob", "dnslabel")) ))\n')
case("list_merge_replace_entry_absent", "foo:\n  - <<: (( merge replace ))\n  - 3\n")
case("list_merge_path_entry_absent", "foo:\n  - <<: (( merge bar ))\n  - 3\n", "x: 1\n")
case("list_merge_none_entry_root", "foo:\n  - <<: (( merge none ))\n  - 3\n", "foo: [ 1 ]\n")
case("merge_default_map_literal", 'm: (( merge || { "a" = 1 } ))\n')


def main():
    out = sys.argv[1]
    seen = set()
    for cid, tpl, stubs, args in CASES:
        assert cid not in seen, cid
        seen.add(cid)
        d = os.path.join(out, cid)
        os.makedirs(d, exist_ok=True)
        files = [{"file": "template.yml", "run_as": "template.yml"}]
        open(os.path.join(d, "template.yml"), "w").write(tpl)
        for k, s in enumerate(stubs, 1):
            name = "stub%d.yml" % k
            open(os.path.join(d, name), "w").write(s)
            files.append({"file": name, "run_as": name})
        open(os.path.join(d, "args"), "w").write("".join(a + "\n" for a in args))
        json.dump({"id": cid, "source": "tools/gen.py", "files": files},
                  open(os.path.join(d, "meta.json"), "w"), indent=1)
    print(len(CASES), "cases")


if __name__ == "__main__":
    main()
