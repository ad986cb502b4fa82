include keystone::client
