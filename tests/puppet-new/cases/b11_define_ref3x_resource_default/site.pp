define d($dep) { Notify { require => $dep } notify { "${title}-n": } }
notify { 'a': }
d { 'x': dep => Notify['a'] }
