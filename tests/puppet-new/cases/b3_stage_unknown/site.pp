class p { }
class { 'p': stage => 'nowhere' }
