#
type Collectd::SNMP::Version = Variant[Collectd::SNMP::Version::V2, Collectd::SNMP::Version::V3]
