stage { 'pre': }
class a { notify { 'a': } }
class { 'a': stage => Stage['pre'] }
