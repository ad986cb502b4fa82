notice(type([1,2].reverse_each))
notice(type(1.step(5)))
notice([1,2].reverse_each =~ Iterator)
notice(Iterator[Integer] < Iterable[Integer])
