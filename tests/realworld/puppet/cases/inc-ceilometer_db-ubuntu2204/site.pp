include ceilometer::db
