include zabbix::server
