notice(r12f::twice_label('x'))
