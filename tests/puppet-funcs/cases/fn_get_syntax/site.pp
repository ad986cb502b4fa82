notice({a => 1}.get('"a'))
