include ceilometer::agent::polling::rgw
