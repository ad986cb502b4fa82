#
type Collectd::SNMP::Host = Variant[Collectd::SNMP::Host::V2, Collectd::SNMP::Host::V3]
