Resource['notify'] { 'x': message => 'via Resource' }
