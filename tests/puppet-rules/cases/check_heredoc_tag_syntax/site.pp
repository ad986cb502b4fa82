notice(1)
$x = @("END":vnd.x+json/L)
  [1, 2,
  oops]
  END
notice($x)
