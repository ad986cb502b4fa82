notify { default: * => {'message' => 'd'}; 'a': ; 'b': message => 'own' }
