notify { 'n': }
Notify['n'] { bogus => 1 }
