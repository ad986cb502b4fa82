define d(Optional[String] $s = 'def') { notify { $title: message => "s=${s} t=${type($s, generalized)}" } }
d { 'a': s => undef }
d { 'b': }
