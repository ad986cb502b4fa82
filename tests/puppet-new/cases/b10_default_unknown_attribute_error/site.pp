Notify { nosuch => 1 }
notify { 'n': }
