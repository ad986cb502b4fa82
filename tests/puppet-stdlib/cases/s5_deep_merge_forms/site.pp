notice(deep_merge({'a'=>{'b'=>1,'c'=>[1]}}, {'a'=>{'c'=>[2],'d'=>3}}, undef, '', {'e'=>5}))
notice(deep_merge({'a'=>1}, {'a'=>{'x'=>1}}))
