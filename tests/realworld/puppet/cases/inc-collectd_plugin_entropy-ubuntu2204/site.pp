include collectd::plugin::entropy
