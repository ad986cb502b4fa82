include collectd::plugin::logfile
