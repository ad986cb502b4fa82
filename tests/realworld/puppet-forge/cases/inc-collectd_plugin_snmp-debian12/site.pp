include collectd::plugin::snmp
