include postfix
