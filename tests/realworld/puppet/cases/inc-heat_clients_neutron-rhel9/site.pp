include heat::clients::neutron
