Notify { nosuch => 1 }
notify { 'a': }
