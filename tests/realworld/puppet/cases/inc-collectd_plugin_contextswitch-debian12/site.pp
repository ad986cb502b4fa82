include collectd::plugin::contextswitch
