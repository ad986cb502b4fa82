include neutron::healthcheck
