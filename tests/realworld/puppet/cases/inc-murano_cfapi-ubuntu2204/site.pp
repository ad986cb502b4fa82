include murano::cfapi
