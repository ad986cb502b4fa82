include aodh::cors
