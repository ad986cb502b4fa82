include powerdns::package
