notify { 'f1': message => 1.5e3 }
notify { 'f2': message => -0.25 }
notify { 'f3': message => 0x1F }
notify { 'f4': message => [1e-2, 017] }
