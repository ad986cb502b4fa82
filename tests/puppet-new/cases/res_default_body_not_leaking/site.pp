notify { default: message => 'local'; 'a': }
notify { 'b': }
