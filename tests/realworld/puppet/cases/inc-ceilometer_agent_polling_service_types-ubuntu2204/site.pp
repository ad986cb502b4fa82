include ceilometer::agent::polling::service_types
