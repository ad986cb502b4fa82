include zabbix::sender
