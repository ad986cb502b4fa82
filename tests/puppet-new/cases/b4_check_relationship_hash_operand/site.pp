notify { 'x': }
{'a' => 1} -> Notify['x']
