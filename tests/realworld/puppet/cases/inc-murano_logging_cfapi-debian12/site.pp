include murano::logging_cfapi
