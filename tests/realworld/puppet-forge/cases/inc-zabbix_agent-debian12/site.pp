include zabbix::agent
