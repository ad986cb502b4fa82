assert_type(Struct[{a => Struct[{b => Array[Integer]}]}], {a => {b => [1, 'x']}})
