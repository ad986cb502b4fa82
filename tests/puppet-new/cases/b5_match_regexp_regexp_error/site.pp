notice(/a/ =~ /a/)
