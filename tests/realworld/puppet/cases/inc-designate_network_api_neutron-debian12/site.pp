include designate::network_api::neutron
