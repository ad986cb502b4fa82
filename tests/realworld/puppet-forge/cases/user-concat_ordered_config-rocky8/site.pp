# a config file assembled from fragments with numeric and string orders, a header and a validation command
concat { '/etc/haproxy/acl.lst':
  ensure         => present,
  owner          => 'root',
  mode           => '0640',
  ensure_newline => true,
  order          => 'numeric',
  warn           => true,
}
concat::fragment { 'acl header': target => '/etc/haproxy/acl.lst', content => '# allowed networks', order => 1 }
['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].each |$i, $net| {
  concat::fragment { "acl ${net}": target => '/etc/haproxy/acl.lst', content => $net, order => 10 + $i }
}
concat { '/etc/sudoers.d/ops':
  validate_cmd => '/usr/sbin/visudo -cf %',
  mode         => '0440',
  order        => 'alpha',
}
concat::fragment { 'ops-b': target => '/etc/sudoers.d/ops', content => "%ops ALL=(ALL) NOPASSWD: /usr/bin/systemctl\n", order => 'b' }
concat::fragment { 'ops-a': target => '/etc/sudoers.d/ops', content => "Defaults:%ops !requiretty\n", order => 'a' }
