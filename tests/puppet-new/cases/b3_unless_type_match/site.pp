$v = 5
unless $v =~ String { notice('not a string') }
unless $v =~ Integer { notice('never') } else { notice('is integer') }
