include collectd::plugin::powerdns
