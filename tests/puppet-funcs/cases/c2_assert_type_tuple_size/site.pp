assert_type(Tuple[Integer, Integer], [1])
