#
type Collectd::Network::SecurityLevel = Enum['Encrypt', 'Sign', 'None']
