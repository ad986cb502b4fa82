notice(Tuple[Integer, Integer]([1, 2]))
