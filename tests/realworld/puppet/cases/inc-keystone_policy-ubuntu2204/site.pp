include keystone::policy
