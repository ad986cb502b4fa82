stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class wrapper { contain early }
class { 'wrapper': stage => 'pre' }
