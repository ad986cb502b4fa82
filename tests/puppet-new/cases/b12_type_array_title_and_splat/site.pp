$common = { 'setting' => 'on' }
r12p_cfg { ['a', 'b']: * => $common }
notice(R12p_cfg['b']['setting'])
