notice(stdlib::nested_values({'a'=>{'b'=>1,'c'=>{'d'=>[2]}},'e'=>3}))
notice(stdlib::nested_values({}))
