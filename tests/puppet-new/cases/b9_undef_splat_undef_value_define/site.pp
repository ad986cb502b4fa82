define d(Integer $n = 7) { notify { $title: message => "n=${n}" } }
$h = { 'n' => undef }
d { 'a': * => $h }
