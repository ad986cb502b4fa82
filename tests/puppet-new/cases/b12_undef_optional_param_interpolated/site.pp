define u(Optional[String] $o = undef) { notify { "u ${title} [${o}]": message => $o } }
u { 'x': }
u { 'y': o => undef }
