Notify { bogus => 1 }
notify { 'x': }
