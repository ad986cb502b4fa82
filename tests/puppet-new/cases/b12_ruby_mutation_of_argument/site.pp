$orig = { 'a' => [1] }
$r = r12m::add_key($orig)
notice($orig)
notice($r)
