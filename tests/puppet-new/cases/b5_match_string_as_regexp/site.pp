notice('a' =~ '.*')
notice('a' !~ /b.*/)
notice('a' !~ 'b.*')
$x = a
notice(a =~ "$x.*")
