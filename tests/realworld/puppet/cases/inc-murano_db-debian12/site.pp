include murano::db
