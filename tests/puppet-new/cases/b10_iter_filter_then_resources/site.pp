$ports = { 'http' => 80, 'https' => 443, 'ssh' => 22 }
$ports.filter |$k, $v| { $v > 50 }.each |$k, $v| { notify { "port ${k}": message => "${v}" } }
