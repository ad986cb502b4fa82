class k { }
class user($c) { notify { 'u': message => "c=${c}" } }
class { 'user': c => Class['k'] }
