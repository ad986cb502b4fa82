include ceilometer::db::sync
