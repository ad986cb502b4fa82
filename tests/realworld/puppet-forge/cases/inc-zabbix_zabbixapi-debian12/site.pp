include zabbix::zabbixapi
