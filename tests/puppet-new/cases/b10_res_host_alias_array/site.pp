host { 'db.example.com': ip => '10.0.0.2', host_aliases => ['db', 'database'] }
