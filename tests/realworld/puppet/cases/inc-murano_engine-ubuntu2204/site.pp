include murano::engine
