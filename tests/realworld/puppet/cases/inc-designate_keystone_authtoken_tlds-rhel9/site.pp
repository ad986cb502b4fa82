include designate::keystone::authtoken_tlds
