notice(Array =~ /A/)
