include ceilometer::logging
