include manila::network::neutron
