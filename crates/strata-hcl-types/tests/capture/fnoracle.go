package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var funcs = map[string]function.Function{
	"abs": stdlib.AbsoluteFunc, "coalesce": stdlib.CoalesceFunc, "concat": stdlib.ConcatFunc,
	"hasindex": stdlib.HasIndexFunc, "int": stdlib.IntFunc, "jsondecode": stdlib.JSONDecodeFunc,
	"jsonencode": stdlib.JSONEncodeFunc, "length": stdlib.LengthFunc, "lower": stdlib.LowerFunc,
	"max": stdlib.MaxFunc, "min": stdlib.MinFunc, "reverse": stdlib.ReverseFunc,
	"strlen": stdlib.StrlenFunc, "substr": stdlib.SubstrFunc, "upper": stdlib.UpperFunc,
}

var binops = map[string]*hclsyntax.Operation{
	"+": hclsyntax.OpAdd, "-": hclsyntax.OpSubtract, "*": hclsyntax.OpMultiply, "/": hclsyntax.OpDivide,
	"%": hclsyntax.OpModulo, "==": hclsyntax.OpEqual, "!=": hclsyntax.OpNotEqual, "<": hclsyntax.OpLessThan,
	"<=": hclsyntax.OpLessThanOrEqual, ">": hclsyntax.OpGreaterThan, ">=": hclsyntax.OpGreaterThanOrEqual,
	"&&": hclsyntax.OpLogicalAnd, "||": hclsyntax.OpLogicalOr,
}

type TV struct {
	T json.RawMessage `json:"t"`
	V json.RawMessage `json:"v"`
}

type exprNode struct {
	Lit  *TV        `json:"lit"`
	Call string     `json:"call"`
	Args []exprNode `json:"args"`
	Bin  string     `json:"bin"`
	Un   string     `json:"un"`
	A    *exprNode  `json:"a"`
	B    *exprNode  `json:"b"`
}

func build(n exprNode) hclsyntax.Expression {
	switch {
	case n.Lit != nil:
		return lit(tv(*n.Lit))
	case n.Call != "":
		var args []hclsyntax.Expression
		for _, a := range n.Args {
			args = append(args, build(a))
		}
		return &hclsyntax.FunctionCallExpr{Name: n.Call, Args: args}
	case n.Bin != "":
		return &hclsyntax.BinaryOpExpr{LHS: build(*n.A), Op: binops[n.Bin], RHS: build(*n.B)}
	case n.Un != "":
		op := hclsyntax.OpLogicalNot
		if n.Un == "-" {
			op = hclsyntax.OpNegate
		}
		return &hclsyntax.UnaryOpExpr{Op: op, Val: build(*n.A)}
	}
	panic("bad node")
}

type req struct {
	E    *exprNode `json:"e"`
	Op   string `json:"op"`
	O    string `json:"o"`
	F    string `json:"f"`
	N    string `json:"n"`
	A    *TV    `json:"a"`
	B    *TV    `json:"b"`
	Args []TV  `json:"args"`
}

func decode(ty cty.Type, raw json.RawMessage) cty.Value {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return cty.NullVal(ty)
	}
	if raw[0] == '{' {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			panic(err)
		}
		if _, ok := m["$u"]; ok {
			return cty.UnknownVal(ty)
		}
	}
	switch {
	case ty == cty.String:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			panic(err)
		}
		return cty.StringVal(s)
	case ty == cty.Number:
		s := string(raw)
		if raw[0] == '"' {
			json.Unmarshal(raw, &s)
			// Computed infinities, as division by zero makes them (not the
			// package-level singletons, which some operations special-case).
			if s == "+Inf" {
				return cty.NumberVal(new(big.Float).SetInf(false))
			}
			if s == "-Inf" {
				return cty.NumberVal(new(big.Float).SetInf(true))
			}
		}
		v, err := cty.ParseNumberVal(s)
		if err != nil {
			panic(err)
		}
		return v
	case ty == cty.Bool:
		return cty.BoolVal(string(raw) == "true")
	case ty.IsListType() || ty.IsSetType():
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			panic(err)
		}
		var vals []cty.Value
		for _, it := range items {
			vals = append(vals, decode(ty.ElementType(), it))
		}
		if ty.IsListType() {
			if len(vals) == 0 {
				return cty.ListValEmpty(ty.ElementType())
			}
			return cty.ListVal(vals)
		}
		if len(vals) == 0 {
			return cty.SetValEmpty(ty.ElementType())
		}
		return cty.SetVal(vals)
	case ty.IsMapType():
		var items map[string]json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			panic(err)
		}
		vals := map[string]cty.Value{}
		for k, it := range items {
			vals[k] = decode(ty.ElementType(), it)
		}
		if len(vals) == 0 {
			return cty.MapValEmpty(ty.ElementType())
		}
		return cty.MapVal(vals)
	case ty.IsObjectType():
		var items map[string]json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			panic(err)
		}
		vals := map[string]cty.Value{}
		for k, at := range ty.AttributeTypes() {
			vals[k] = decode(at, items[k])
		}
		return cty.ObjectVal(vals)
	case ty.IsTupleType():
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			panic(err)
		}
		var vals []cty.Value
		for i, et := range ty.TupleElementTypes() {
			vals = append(vals, decode(et, items[i]))
		}
		return cty.TupleVal(vals)
	}
	panic("cannot decode " + ty.FriendlyName())
}

func encode(v cty.Value) interface{} {
	if !v.IsKnown() {
		return map[string]bool{"$u": true}
	}
	if v.IsNull() {
		return nil
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return v.AsString()
	case ty == cty.Number:
		bf := v.AsBigFloat()
		if bf.IsInf() {
			if bf.Sign() > 0 {
				return "+Inf"
			}
			return "-Inf"
		}
		return json.Number(bf.Text('f', -1))
	case ty == cty.Bool:
		return v.True()
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		out := []interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, encode(e))
		}
		return out
	case ty.IsMapType() || ty.IsObjectType():
		out := map[string]interface{}{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			out[k.AsString()] = encode(e)
		}
		return out
	}
	return "?"
}

func tv(t TV) cty.Value {
	ty, err := ctyjson.UnmarshalType(t.T)
	if err != nil {
		panic(err)
	}
	return decode(ty, t.V)
}

type diag struct {
	Summary string `json:"summary"`
	Detail  string `json:"detail"`
}

func result(v cty.Value, diags hcl.Diagnostics) string {
	if diags.HasErrors() {
		var ds []diag
		for _, d := range diags {
			ds = append(ds, diag{d.Summary, d.Detail})
		}
		sort.Slice(ds, func(i, j int) bool { return ds[i].Detail < ds[j].Detail })
		b, _ := json.Marshal(map[string]interface{}{"diags": ds})
		return string(b)
	}
	tb, _ := ctyjson.MarshalType(v.Type())
	vb, _ := json.Marshal(encode(v))
	return fmt.Sprintf(`{"ok":{"t":%s,"v":%s}}`, tb, vb)
}

func lit(v cty.Value) hclsyntax.Expression {
	return &hclsyntax.LiteralValueExpr{Val: v}
}

func run(line []byte) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf(`{"panic":%q}`, fmt.Sprint(r))
		}
	}()
	var r req
	if err := json.Unmarshal(line, &r); err != nil {
		panic(err)
	}
	ctx := &hcl.EvalContext{Functions: funcs}
	switch r.Op {
	case "binop":
		e := &hclsyntax.BinaryOpExpr{LHS: lit(tv(*r.A)), Op: binops[r.O], RHS: lit(tv(*r.B))}
		return result(e.Value(ctx))
	case "unop":
		op := hclsyntax.OpLogicalNot
		if r.O == "-" {
			op = hclsyntax.OpNegate
		}
		e := &hclsyntax.UnaryOpExpr{Op: op, Val: lit(tv(*r.A))}
		return result(e.Value(ctx))
	case "call":
		var args []hclsyntax.Expression
		for _, a := range r.Args {
			args = append(args, lit(tv(a)))
		}
		e := &hclsyntax.FunctionCallExpr{Name: r.F, Args: args}
		return result(e.Value(ctx))
	case "index":
		return result(hcl.Index(tv(*r.A), tv(*r.B), nil))
	case "expr":
		return result(build(*r.E).Value(ctx))
	case "getattr":
		return result(hcl.GetAttr(tv(*r.A), r.N, nil))
	}
	panic("unknown op")
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		fmt.Println(run(sc.Bytes()))
	}
}
