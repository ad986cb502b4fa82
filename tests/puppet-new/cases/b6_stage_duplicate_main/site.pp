stage { 'main': }
