define d(Type[Resource] $r, Type[Class] $c) { notify { $title: message => "${r} ${c}" } }
class k { }
include k
notify { 'tgt': }
d { 'x': r => Notify['tgt'], c => Class['k'] }
