notify { 'a': message => { 'k' => [1, 'two', true], 'n' => undef } }
