assert_type(Variant[Array[Integer], Hash[String, Integer]], [a])
