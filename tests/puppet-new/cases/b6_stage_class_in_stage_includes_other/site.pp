stage { 'pre': before => Stage['main'] }
class inner { notify { 'inner': } }
class outer { include inner notify { 'outer': } }
class { 'outer': stage => 'pre' }
