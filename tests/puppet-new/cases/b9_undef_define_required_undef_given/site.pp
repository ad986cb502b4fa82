define d(String $s) { notify { $title: message => "s=${s}" } }
d { 'a': s => undef }
