$s = r12h::secret('abc')
notice($s)
notice($s.unwrap)
notify { 's': message => $s }
