notify { 'n': tag => 'bad tag!' }
