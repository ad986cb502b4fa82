r12p_grp { 'ops': members => ['a', 'b'], purge => true }
