notice('a.b' =~ /a\.b/)
notice("tab\there" =~ /\t/)
notice('CaSe' =~ /(?i)case/)
