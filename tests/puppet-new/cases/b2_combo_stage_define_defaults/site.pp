stage { 'pre': before => Stage['main'] }
class setup { d { 'inside': } }
define d($m = 'dm') { notify { "n-${title}": message => $m } }
Notify { message => 'from default' }
class { 'setup': stage => 'pre' }
d { 'outside': }
