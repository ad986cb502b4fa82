stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
Class { stage => 'pre' }
class { 'a': }
