notify { 'b': }
notify { 'a': notify => [Notify['b'], { 'k' => 'v' }] }
