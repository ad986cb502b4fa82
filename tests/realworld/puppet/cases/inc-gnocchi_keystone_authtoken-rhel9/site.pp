include gnocchi::keystone::authtoken
