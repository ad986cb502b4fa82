include murano::deps
