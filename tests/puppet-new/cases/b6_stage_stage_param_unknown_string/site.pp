class a {}
class { 'a': stage => 'later' }
