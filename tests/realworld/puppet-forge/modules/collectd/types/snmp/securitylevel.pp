#
type Collectd::SNMP::SecurityLevel = Enum['authPriv', 'authNoPriv', 'noAuthNoPriv']
