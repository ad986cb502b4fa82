unless 1 == 1 { notice('no') } else { notice('else') }
