# collectd: a metrics agent with several plugins and a graphite writer
class { 'collectd':
  purge           => true,
  recurse         => true,
  purge_config    => true,
  minimum_version => '5.12',
  interval        => 30,
}
class { 'collectd::plugin::cpu': reportbystate => true, valuespercentage => true }
include collectd::plugin::memory
include collectd::plugin::load
class { 'collectd::plugin::df':
  fstypes        => ['ext4', 'xfs'],
  ignoreselected => false,
  mountpoints    => ['/', '/srv'],
}
class { 'collectd::plugin::interface': interfaces => ['lo'], ignoreselected => true }
class { 'collectd::plugin::write_graphite':
  carbons => {
    'graphite' => { 'graphitehost' => 'graphite.example.com', 'graphiteport' => 2003, 'graphiteprefix' => 'servers.' },
  },
}
collectd::plugin::processes::process { 'nginx': }
