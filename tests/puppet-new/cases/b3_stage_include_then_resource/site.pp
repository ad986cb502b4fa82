stage { 'pre': }
class p { }
include p
class { 'p': stage => 'pre' }
