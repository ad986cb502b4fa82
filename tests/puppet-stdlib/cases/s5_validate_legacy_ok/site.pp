validate_legacy(Integer, 'validate_integer', 5)
validate_legacy('Optional[String]', 'validate_string', undef)
notice('ok')
