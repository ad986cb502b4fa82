notice(r12_outer3('z'))
