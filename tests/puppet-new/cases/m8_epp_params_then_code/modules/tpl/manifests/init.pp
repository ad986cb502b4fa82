class tpl {
  file { '/etc/a.conf':
    content => epp('tpl/entry.epp', { 'mount' => '/home', 'opts' => ['rw', 'soft'] }),
  }
  file { '/etc/b.conf':
    content => epp('tpl/entry.epp', { 'mount' => '/srv', 'kind' => 'b', 'sep' => ':' }),
  }
  notify { 'short':
    message => epp('tpl/short.epp', { 'x' => 21 }),
  }
  notify { 'inline':
    message => inline_epp('<% | $n | $m = $n + 1 %>m=<%= $m %>', { 'n' => 1 }),
  }
}
