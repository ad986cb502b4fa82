$h = {'a' => [1, 2]}
$s = @("EOT")
  ${h['a'][1]} ${h.keys} ${[1,2].map |$v| { $v * 3 }}
  | EOT
notice($s)
