include zabbix::database::sqlite
