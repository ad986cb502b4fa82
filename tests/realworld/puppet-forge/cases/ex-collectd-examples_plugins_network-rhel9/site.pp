class { 'collectd::plugin::network':
  listen     => 'mylistener',
  listenport => '1234',
}
