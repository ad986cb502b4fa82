$h = { 'p' => Sensitive('x') }
notify { 'a': message => $h }
