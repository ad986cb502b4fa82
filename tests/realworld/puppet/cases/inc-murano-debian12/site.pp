include murano
