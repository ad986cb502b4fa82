include collectd::plugin::numa
