notice(String(Integer, '%p'))
notice(String(Enum[a, b], '%s'))
notice(String(Variant[String, Integer], '%p'))
