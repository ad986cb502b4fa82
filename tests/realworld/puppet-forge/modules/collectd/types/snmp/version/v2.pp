#
type Collectd::SNMP::Version::V2 = Variant[Integer[1, 2], Enum['1', '2']]
