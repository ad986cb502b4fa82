include ceilometer::agent::polling
