notify { 'a': b: }
