stage { 'pre': before => Stage['main'] }
class a {} class b {}
class { 'a': stage => 'pre' }
node default { include b }
