notice(r12q::conv(['0x1A', '017', '1.5e2', '12abc']))
