notify { 'x': message => { 'a' => [1, { 'b' => undef }] } }
