package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		parts := strings.Fields(sc.Text())
		if len(parts) == 0 {
			continue
		}
		fmt.Println(run(parts))
	}
}

func run(parts []string) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("panic")
		}
	}()
	a, err := cty.ParseNumberVal(parts[1])
	if err != nil {
		return "parse-error"
	}
	if parts[0] == "parse" {
		return a.AsBigFloat().Text('f', -1)
	}
	b, err := cty.ParseNumberVal(parts[2])
	if err != nil {
		return "parse-error"
	}
	var r cty.Value
	switch parts[0] {
	case "add":
		r, err = stdlib.Add(a, b)
	case "sub":
		r, err = stdlib.Subtract(a, b)
	case "mul":
		r, err = stdlib.Multiply(a, b)
	case "div":
		r, err = stdlib.Divide(a, b)
	case "mod":
		r, err = stdlib.Modulo(a, b)
	case "lt":
		r, err = stdlib.LessThan(a, b)
		if err == nil {
			return fmt.Sprint(r.True())
		}
	}
	if err != nil {
		return "error: " + err.Error()
	}
	return r.AsBigFloat().Text('f', -1)
}
