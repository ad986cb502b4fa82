Resource['notify'] { message => 'via-resource' }
notify { 'a': }
