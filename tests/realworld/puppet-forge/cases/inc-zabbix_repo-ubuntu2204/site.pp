include zabbix::repo
