file_line { 'l': line => 'a' }
