include aodh::api
