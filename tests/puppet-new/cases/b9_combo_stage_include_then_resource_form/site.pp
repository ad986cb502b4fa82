stage { 'pre': }
class a { }
include a
class { 'a': stage => 'pre' }
