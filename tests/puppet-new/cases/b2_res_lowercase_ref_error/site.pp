notify { 'x': require => notify['y'] }
