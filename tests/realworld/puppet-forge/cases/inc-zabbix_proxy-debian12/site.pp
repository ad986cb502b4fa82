include zabbix::proxy
