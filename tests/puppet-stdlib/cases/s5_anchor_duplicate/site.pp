anchor { 'x': }
anchor { 'x': }
