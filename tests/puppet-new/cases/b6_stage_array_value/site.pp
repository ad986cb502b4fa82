stage { 'pre': }
class a { }
class { 'a': stage => ['pre'] }
