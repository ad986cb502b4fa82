include postfix::satellite
