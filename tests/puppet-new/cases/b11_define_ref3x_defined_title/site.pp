define d($r) { notify { "${title}": message => "${defined(Notify[$title])} ${defined($r)}" } }
d { 'x': r => Notify['nosuch'] }
