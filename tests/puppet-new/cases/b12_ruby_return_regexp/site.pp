$re = r12w::anchored('web')
notice(type($re))
notice('web01' =~ $re)
notice('xweb' =~ $re)
