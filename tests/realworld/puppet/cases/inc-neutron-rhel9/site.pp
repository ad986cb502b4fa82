include neutron
