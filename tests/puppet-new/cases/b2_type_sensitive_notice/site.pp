$s = Sensitive('secret')
notice($s)
notice("i=${s}")
notice($s.unwrap)
