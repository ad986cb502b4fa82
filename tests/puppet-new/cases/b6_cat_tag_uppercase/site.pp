notify { 'a': tag => ['UPPER', 'Mixed::Name'] }
