include murano::client
