notice type(42) =~ Type[Integer]
