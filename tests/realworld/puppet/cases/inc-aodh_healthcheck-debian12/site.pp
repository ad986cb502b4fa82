include aodh::healthcheck
