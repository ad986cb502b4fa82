include openssl::packages
