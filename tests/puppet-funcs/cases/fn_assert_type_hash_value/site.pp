assert_type(Hash[String, Integer], {a => 1, b => 'x'})
