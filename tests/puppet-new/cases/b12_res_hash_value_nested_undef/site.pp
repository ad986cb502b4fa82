notify { 'h':
  message => { 'a' => undef, 'b' => [1, undef, 'c'], 'c' => { 'd' => undef } },
}
