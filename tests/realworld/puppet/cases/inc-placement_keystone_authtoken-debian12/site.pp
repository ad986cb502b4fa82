include placement::keystone::authtoken
