include powerdns::recursor
