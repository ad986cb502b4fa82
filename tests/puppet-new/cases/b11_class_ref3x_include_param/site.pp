class k { notify { 'in k': } }
class user($c) { include $c notify { 'u': message => "${c}" } }
class { 'user': c => Class['k'] }
