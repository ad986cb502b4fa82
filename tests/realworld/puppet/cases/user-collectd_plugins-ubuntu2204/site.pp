class { 'collectd':
  purge        => true,
  recurse      => true,
  purge_config => true,
}
include collectd::plugin::cpu
include collectd::plugin::memory
class { 'collectd::plugin::df':
  mountpoints    => ['/u'],
  fstypes        => ['nfs', 'tmpfs'],
  ignoreselected => true,
}
