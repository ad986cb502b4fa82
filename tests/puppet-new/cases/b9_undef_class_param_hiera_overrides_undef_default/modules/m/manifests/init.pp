class m(Optional[String] $p = undef) { notify { 'm': message => "p=${p}" } }
