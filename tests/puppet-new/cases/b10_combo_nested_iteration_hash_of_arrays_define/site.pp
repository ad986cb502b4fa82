define svc(Array[Integer] $ports) { notify { "svc-${title}": message => $ports.map |$p| { "p${p}" }.join(',') } }
$cfg = { 'web' => [80, 443], 'db' => [5432] }
$cfg.each |$name, $ports| { svc { $name: ports => $ports } }
