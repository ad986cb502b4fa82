# https://collectd.org/documentation/manpages/collectd.conf.5.shtml#plugin_amqp
type Collectd::Amqp::Format = Enum['Command', 'JSON', 'Graphite']
