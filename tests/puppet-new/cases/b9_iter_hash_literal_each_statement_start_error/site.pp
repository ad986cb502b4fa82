define svc(Integer $port = 80) { notify { "svc-${title}": } }
{ 'web' => { 'port' => '80' } }.each |$n, $p| { svc { $n: * => $p } }
