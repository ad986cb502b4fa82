stage { 'pre': }
class a { }
class { 'a': stage => Class['b'] }
