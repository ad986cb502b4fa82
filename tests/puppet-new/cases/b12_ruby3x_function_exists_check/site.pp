notice(r12_has(['r12_has', 'nonesuch', 'sprintf']))
