class m(Optional[String] $p = 'dflt') { notify { 'm': message => "p=${p}" } }
