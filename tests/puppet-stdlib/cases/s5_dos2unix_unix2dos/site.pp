$d = unix2dos("a\nb\r\nc")
notice($d.length)
notice(dos2unix($d))
notice(dos2unix("x\r\n").length)
