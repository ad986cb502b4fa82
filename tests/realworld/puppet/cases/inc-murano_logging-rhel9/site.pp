include murano::logging
