include zabbix
