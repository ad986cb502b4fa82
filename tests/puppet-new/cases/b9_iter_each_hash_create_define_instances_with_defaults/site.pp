define svc(Integer $port = 80, String $proto = 'tcp') { notify { "svc-${title}": message => "${port}/${proto}" } }
$svcs = { 'web' => {}, 'dns' => { 'port' => 53, 'proto' => 'udp' } }
$svcs.each |$n, $p| { svc { $n: * => $p } }
