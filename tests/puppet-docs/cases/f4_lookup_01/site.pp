lookup('ntp::service_name')
