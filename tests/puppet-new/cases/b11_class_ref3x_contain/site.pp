class k { notify { 'in k': } }
class u($c) { contain $c }
class { 'u': c => Class['k'] }
