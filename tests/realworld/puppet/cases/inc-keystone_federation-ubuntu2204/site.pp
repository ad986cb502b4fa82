include keystone::federation
