include aodh::keystone::authtoken
