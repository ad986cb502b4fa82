$n = 7
if $n < 5 { notice('lt5') } elsif $n < 10 { notice('lt10') } elsif $n < 20 { notice('lt20') } else { notice('big') }
