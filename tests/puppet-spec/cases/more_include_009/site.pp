            include ['']
