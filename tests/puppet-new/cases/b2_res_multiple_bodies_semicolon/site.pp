notify { 'a': message => '1'; 'b': message => '2'; }
