stage { 'pre': before => Stage['main'] }
class inner { notify { 'inner': } }
class outer { contain inner }
class { 'outer': stage => 'pre' }
