include powerdns::postgresql
