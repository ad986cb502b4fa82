notice(assert_type(Optional[Integer], undef) == undef)
assert_type(Integer, undef)
