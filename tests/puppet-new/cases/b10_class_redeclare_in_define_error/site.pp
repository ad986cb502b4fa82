class c($p = 1) { }
define d() { class { 'c': p => $title } }
d { 'one': }
d { 'two': }
