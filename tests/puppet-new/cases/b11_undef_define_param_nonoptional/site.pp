define d(String $s = 'd') { notify { "${title}=${s}": } }
d { 'a': s => undef }
