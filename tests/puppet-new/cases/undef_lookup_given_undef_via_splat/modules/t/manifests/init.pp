class t(Optional[Integer] $p = 10) { notify { 'r': message => "p=${p}" } }
