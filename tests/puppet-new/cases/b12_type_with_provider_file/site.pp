r12p_cfg { 'main': setting => 'on' }
