include postfix::mta
