include heat::clients::keystone
