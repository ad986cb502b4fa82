include sahara::keystone::authtoken
