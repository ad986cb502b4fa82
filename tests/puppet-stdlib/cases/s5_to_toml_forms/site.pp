notice(stdlib::to_toml({'a'=>1, 'b'=>'s', 'c'=>{'d'=>true, 'e'=>[1,2]}, 'f'=>[{'g'=>1},{'g'=>2}], 'h'=>2.5}))
notice(to_toml({'k'=>'v'}))
