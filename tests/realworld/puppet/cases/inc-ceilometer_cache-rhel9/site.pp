include ceilometer::cache
