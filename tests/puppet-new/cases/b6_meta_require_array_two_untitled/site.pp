notify { 'a': before => [File, Notify] }
