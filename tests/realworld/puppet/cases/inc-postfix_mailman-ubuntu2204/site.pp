include postfix::mailman
