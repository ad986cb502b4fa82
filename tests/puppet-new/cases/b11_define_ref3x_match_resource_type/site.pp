define d($r) { notify { "${title}": message => "${r =~ Notify} ${r =~ Resource} ${r =~ Type}" } }
d { 'x': r => Notify['a'] }
