notify { 'Hello World': }
notify { 'Mixed_Case-1': }
