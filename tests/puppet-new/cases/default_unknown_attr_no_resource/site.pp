Notify { bogus => 1 }
