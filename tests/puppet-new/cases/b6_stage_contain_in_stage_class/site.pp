stage { 'pre': before => Stage['main'] }
class inner { notify { 'i': } }
class a { contain inner }
class { 'a': stage => 'pre' }
