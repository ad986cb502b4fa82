nope { 'x': }
