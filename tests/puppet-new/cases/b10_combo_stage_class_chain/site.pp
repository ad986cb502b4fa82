stage { 'pre': before => Stage['main'] }
class setup { notify { 'setup': } }
class { 'setup': stage => 'pre' }
notify { 'main-res': }
