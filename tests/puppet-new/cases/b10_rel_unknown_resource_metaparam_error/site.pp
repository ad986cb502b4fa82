notify { 'a': before => Notify['ghost'] }
