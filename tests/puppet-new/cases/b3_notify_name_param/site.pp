notify { 'titled': name => 'named' }
