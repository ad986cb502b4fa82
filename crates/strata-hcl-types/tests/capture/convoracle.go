package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type typedVal struct {
	Ty json.RawMessage `json:"ty"`
	V  json.RawMessage `json:"v"`
}

type req struct {
	Op  string            `json:"op"`
	Ty  json.RawMessage   `json:"ty"`
	V   json.RawMessage   `json:"v"`
	To  json.RawMessage   `json:"to"`
	Tys []json.RawMessage `json:"tys"`
	A   *typedVal         `json:"a"`
	B   *typedVal         `json:"b"`
	Vs  []json.RawMessage `json:"vs"`
}

func parseType(raw json.RawMessage) cty.Type {
	t, err := ctyjson.UnmarshalType(raw)
	if err != nil {
		panic(err)
	}
	return t
}

func parseVal(ty json.RawMessage, v json.RawMessage) cty.Value {
	t := parseType(ty)
	val, err := ctyjson.Unmarshal(v, t)
	if err != nil {
		panic(err)
	}
	return val
}

func typed(v cty.Value) string {
	tb, _ := ctyjson.MarshalType(v.Type())
	if v.IsNull() {
		return fmt.Sprintf(`{"ok":{"type":%s,"null":true}}`, tb)
	}
	vb, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		return fmt.Sprintf(`{"err":%q}`, "marshal: "+err.Error())
	}
	return fmt.Sprintf(`{"ok":{"type":%s,"value":%s}}`, tb, vb)
}

func run(line []byte) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf(`{"panic":%q}`, fmt.Sprint(r))
		}
	}()
	var r req
	if err := json.Unmarshal(line, &r); err != nil {
		return fmt.Sprintf(`{"panic":%q}`, err.Error())
	}
	switch r.Op {
	case "convert":
		v := parseVal(r.Ty, r.V)
		res, err := convert.Convert(v, parseType(r.To))
		if err != nil {
			return fmt.Sprintf(`{"err":%q}`, err.Error())
		}
		return typed(res)
	case "unify":
		var tys []cty.Type
		for _, t := range r.Tys {
			tys = append(tys, parseType(t))
		}
		u, _ := convert.UnifyUnsafe(tys)
		if u == cty.NilType {
			return `{"none":true}`
		}
		b, _ := ctyjson.MarshalType(u)
		return fmt.Sprintf(`{"type":%s}`, b)
	case "equals":
		a := parseVal(r.A.Ty, r.A.V)
		b := parseVal(r.B.Ty, r.B.V)
		return fmt.Sprintf(`{"eq":%v}`, a.Equals(b).True())
	case "set":
		t := parseType(r.Ty)
		var vals []cty.Value
		for _, v := range r.Vs {
			val, err := ctyjson.Unmarshal(v, t)
			if err != nil {
				panic(err)
			}
			vals = append(vals, val)
		}
		return typed(cty.SetVal(vals))
	}
	return `{"panic":"unknown op"}`
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		fmt.Println(run(sc.Bytes()))
	}
}
