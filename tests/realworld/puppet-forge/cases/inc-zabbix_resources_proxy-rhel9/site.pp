include zabbix::resources::proxy
