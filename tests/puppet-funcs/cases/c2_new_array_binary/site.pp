notice(Array(Binary('AQID')))
