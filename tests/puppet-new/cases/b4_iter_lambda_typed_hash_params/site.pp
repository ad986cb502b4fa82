{'a' => 1}.each |String $k, Integer $v| { notice("${k}${v}") }
{'a' => 'x'}.each |String $k, Integer $v| { notice("${k}${v}") }
