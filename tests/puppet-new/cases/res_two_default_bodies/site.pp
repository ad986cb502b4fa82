notify { default: message => 'one'; default: withpath => true; 'a': }
