r12p_user { 'ALICE': }
r12p_user { 'alice': }
