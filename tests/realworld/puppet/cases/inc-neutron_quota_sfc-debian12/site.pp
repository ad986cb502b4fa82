include neutron::quota::sfc
