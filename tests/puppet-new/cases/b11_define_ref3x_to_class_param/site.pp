class k($c) { notify { 'k': message => "${c}" } }
define d($dep) { class { 'k': c => $dep } }
d { 'x': dep => Notify['a'] }
