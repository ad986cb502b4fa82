type A = Integer[0, 10]
type B = Variant[A, Enum['x']]
notice(5 =~ B)
notice('x' =~ B)
notice(11 =~ B)
notice(B)
