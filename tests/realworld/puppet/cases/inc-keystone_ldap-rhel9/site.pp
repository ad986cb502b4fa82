include keystone::ldap
