$x = "a"
$x =~ /a/
notice($1)
