include murano::api
