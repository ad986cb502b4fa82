notice(r12h::reveal(Sensitive('pw')))
notice(r12h::reveal('plain'))
