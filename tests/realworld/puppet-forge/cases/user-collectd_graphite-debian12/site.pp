# collectd shipping to graphite, with df, load, network server and interface plugins
class { 'collectd':
  purge           => true,
  recurse         => true,
  purge_config    => true,
  minimum_version => '5.12',
  interval        => 30,
}
class { 'collectd::plugin::df':
  mountpoints    => ['/', '/var'],
  fstypes        => ['ext4', 'xfs'],
  ignoreselected => false,
  valuespercentage => true,
}
include collectd::plugin::load
class { 'collectd::plugin::interface': interfaces => ['lo'], ignoreselected => true }
class { 'collectd::plugin::write_graphite':
  carbons => {
    'graphite' => { 'graphitehost' => 'graphite.example.com', 'graphiteport' => 2003, 'graphiteprefix' => 'servers.' },
  },
}
include collectd::plugin::network
collectd::plugin::network::server { 'collector.example.com': port => 25826 }
