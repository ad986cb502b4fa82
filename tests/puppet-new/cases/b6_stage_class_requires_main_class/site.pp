stage { 'pre': before => Stage['main'] }
class a { require b notify { 'a': } }
class b { notify { 'b': } }
class { 'a': stage => 'pre' }
