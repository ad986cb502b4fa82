include aodh::logging
