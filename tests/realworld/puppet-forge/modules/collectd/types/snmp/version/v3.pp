#
type Collectd::SNMP::Version::V3 = Variant[Integer[3, 3], Enum['3']]
