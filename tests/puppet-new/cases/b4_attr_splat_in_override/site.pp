notify { 'x': }
Notify['x'] { * => {'message' => 'over'} }
