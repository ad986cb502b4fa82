notice(lookup({name => 'nope', default_value => 5}))
notice(lookup('nope', {default_value => [1], value_type => Array}))
notice(lookup(['a', 'b'], Integer, first, 7))
