#
type Collectd::SNMP::AuthProtocol = Enum['MD5', 'SHA']
