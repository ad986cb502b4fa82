define d($p = 'dflt') { notify { "${title} p=${p}": } }
d { 'x': p => undef }
