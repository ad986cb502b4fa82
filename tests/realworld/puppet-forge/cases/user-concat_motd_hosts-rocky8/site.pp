# concat: an /etc/hosts built from fragments, with a header and ordered entries
$hosts = { 'db1' => '10.0.0.31', 'db2' => '10.0.0.32', 'cache1' => '10.0.0.41' }
concat { '/etc/hosts':
  owner          => 'root',
  group          => 'root',
  mode           => '0644',
  ensure_newline => true,
  warn           => true,
}
concat::fragment { 'hosts header':
  target  => '/etc/hosts',
  content => "127.0.0.1 localhost\n${facts['networking']['ip']} ${facts['networking']['fqdn']} ${facts['networking']['hostname']}",
  order   => '01',
}
$hosts.each |$name, $ip| {
  concat::fragment { "hosts ${name}":
    target  => '/etc/hosts',
    content => "${ip} ${name}.example.com ${name}",
    order   => "10-${name}",
  }
}
concat { '/etc/app/settings.json': format => 'json-pretty', ensure_newline => false }
concat::fragment { 'settings a': target => '/etc/app/settings.json', content => '{"a": 1, "list": [1]}' }
concat::fragment { 'settings b': target => '/etc/app/settings.json', content => '{"b": {"c": true}}' }
