Notify['y'] { 'x': message => 'titled' }
