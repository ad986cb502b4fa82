# @summary Type for supported databases by the zabbix module
type Zabbix::Databases = Enum['postgresql', 'mysql', 'sqlite']
