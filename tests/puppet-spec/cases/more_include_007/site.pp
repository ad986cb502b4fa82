            include ''
