include collectd::plugin::aggregation
