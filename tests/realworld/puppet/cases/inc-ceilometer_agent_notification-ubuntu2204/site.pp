include ceilometer::agent::notification
