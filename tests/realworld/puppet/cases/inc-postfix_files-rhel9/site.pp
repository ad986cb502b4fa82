include postfix::files
