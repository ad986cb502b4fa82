notify { 'a': audit => 'message' }
