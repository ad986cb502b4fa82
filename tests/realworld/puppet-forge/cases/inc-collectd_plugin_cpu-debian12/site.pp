include collectd::plugin::cpu
