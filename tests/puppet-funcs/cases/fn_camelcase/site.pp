notice(camelcase('hello_world'))
notice(camelcase('_a__b_'))
notice(camelcase(['one_two', 'three']))
notice(camelcase('ALL_CAPS'))
