include aodh::client
