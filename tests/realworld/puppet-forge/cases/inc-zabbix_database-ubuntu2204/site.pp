include zabbix::database
