notice(1)
{ [1] => 2 }.each |$k, $v| { notice($k) }
