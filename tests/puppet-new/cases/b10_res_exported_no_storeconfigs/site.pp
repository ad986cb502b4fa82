@@notify { 'exp': message => 'exported' }
notify { 'local': }
