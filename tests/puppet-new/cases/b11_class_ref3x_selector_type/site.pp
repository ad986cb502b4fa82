class k {}
class u($c) { notify { 'n': message => $c ? { Type[Class] => 'class', Type[Resource] => 'res', default => 'other' } } }
class { 'u': c => Class['k'] }
