class { 'collectd':
  purge   => true,
  recurse => true,
}
