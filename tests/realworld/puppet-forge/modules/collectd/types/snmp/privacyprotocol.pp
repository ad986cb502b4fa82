#
type Collectd::SNMP::PrivacyProtocol = Enum['AES', 'DES']
