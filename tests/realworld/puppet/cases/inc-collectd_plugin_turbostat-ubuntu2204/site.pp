include collectd::plugin::turbostat
