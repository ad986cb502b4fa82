include powerdns::ldap
