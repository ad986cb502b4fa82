Resource['nope'] { 'x': }
