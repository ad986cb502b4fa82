include postfix::ldap
