stage { 'pre': before => Stage['main'] }
class inner { notify { 'i': } }
class outer { contain inner }
class { 'outer': stage => 'pre' }
