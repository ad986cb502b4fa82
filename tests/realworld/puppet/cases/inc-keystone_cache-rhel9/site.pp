include keystone::cache
