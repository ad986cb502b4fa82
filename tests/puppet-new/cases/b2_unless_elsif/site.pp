unless false { notice('x') } elsif true { notice('y') }
