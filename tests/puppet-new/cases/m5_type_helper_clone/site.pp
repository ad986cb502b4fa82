# a module type whose attributes and title patterns a helper module declares on it
# (`PuppetX::X.declare(self)`, `type.define_singleton_method(:title_patterns)`)
cloned_ini { 'server:port':
  value => '8080',
}
cloned_ini { 'client':
  value => 'on',
}
cloned_ini { 'plain':
  section => 'other',
  key     => 'k',
  value   => 'x',
}
