notice('a' =~ /a/ and 'b' !~ /c/)
notice(!'a' =~ /b/)
