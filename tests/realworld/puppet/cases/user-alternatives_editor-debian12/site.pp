alternatives { 'editor':
  path => '/usr/bin/vim.basic',
}
alternative_entry { '/usr/bin/vim.basic':
  ensure   => present,
  altlink  => '/usr/bin/editor',
  altname  => 'editor',
  priority => 50,
}
