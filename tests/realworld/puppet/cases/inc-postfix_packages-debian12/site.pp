include postfix::packages
