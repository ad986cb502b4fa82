include swift::keystone::auth
