include heat::keystone::authtoken
