include murano::db_cfapi
