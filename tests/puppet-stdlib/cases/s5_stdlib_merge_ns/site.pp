notice(stdlib::merge({'a'=>1}, {'b'=>2}))
