host { 'h1': name => 'box', ip => '10.0.0.1' }
host { 'box': ip => '10.0.0.2' }
