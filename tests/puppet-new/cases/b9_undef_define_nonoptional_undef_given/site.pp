define d(String $s = 'def') { notify { $title: message => "s=${s}" } }
d { 'a': s => undef }
