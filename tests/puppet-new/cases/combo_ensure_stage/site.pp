stage { 'pre': before => Stage['main'] }
class c { notify { 'in-c': } }
class { 'c': stage => 'pre' }
