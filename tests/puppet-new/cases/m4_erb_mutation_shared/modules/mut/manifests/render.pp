class mut::render {
  $opts = $mut::opts
  $defaults = $mut::defaults
  $entries = $mut::entries
  file { '/tmp/mut.conf':
    content => template('mut/conf.erb'),
  }
  notify { "after: ${opts} ${entries} ${mut::other}": }
}
