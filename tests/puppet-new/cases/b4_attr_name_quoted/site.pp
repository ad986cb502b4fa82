notify { 'x': 'message' => 'q' }
