notice(017)
notice(00)
notice(0)
