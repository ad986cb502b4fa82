class a { }
class { 'a': stage => 'nostage' }
