notify { 'a': }
Notify['a'] -> { 'x' => 1 }
