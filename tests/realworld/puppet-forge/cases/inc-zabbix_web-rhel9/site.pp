include zabbix::web
