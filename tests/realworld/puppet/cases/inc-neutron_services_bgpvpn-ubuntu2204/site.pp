include neutron::services::bgpvpn
