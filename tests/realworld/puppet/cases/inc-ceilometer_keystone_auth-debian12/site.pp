include ceilometer::keystone::auth
