include keystone
