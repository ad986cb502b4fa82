notice(1)
$x = @("END":x+json/L)
  [1, 2,
  oops]
  END
notice($x)
