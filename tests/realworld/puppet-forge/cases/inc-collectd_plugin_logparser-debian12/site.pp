include collectd::plugin::logparser
