stage { 'pre': before => Stage['main'] }
Class { stage => 'pre' }
class c { }
class { 'c': }
