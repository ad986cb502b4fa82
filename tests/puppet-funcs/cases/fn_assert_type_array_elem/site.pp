assert_type(Array[Integer], [1, 'two', 3])
