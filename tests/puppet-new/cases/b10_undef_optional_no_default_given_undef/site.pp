define d(Optional[String] $p) { notify { "${title}": message => "p=${p}" } }
d { 'x': p => undef }
