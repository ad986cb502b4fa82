$x = 1
{ $x + 1 => "v" }.each |$k, $v| { notice($k) }
