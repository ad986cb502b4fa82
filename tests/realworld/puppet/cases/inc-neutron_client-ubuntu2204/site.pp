include neutron::client
