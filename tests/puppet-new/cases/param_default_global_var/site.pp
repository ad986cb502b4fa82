$g = 'global'
define d($a = $g) { notify { $title: message => "a=${a}" } }
d { 'x': }
