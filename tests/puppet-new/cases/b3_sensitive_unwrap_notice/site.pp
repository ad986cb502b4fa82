$s = Sensitive('pw')
notice($s)
notice($s.unwrap)
notice("in string ${s}")
