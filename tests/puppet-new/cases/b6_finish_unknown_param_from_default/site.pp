Notify { bogus => 1 }
notify { 'a': }
