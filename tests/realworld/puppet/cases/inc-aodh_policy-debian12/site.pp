include aodh::policy
