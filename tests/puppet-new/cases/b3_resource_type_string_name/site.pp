Resource['notify'] { 'by-string': message => 'm' }
