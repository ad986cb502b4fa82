define d() { $p = split($title, /[.:]/) notify { "${p[0]}+${p[-1]}": } }
d { 'a.b:c': }
