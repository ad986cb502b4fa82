notice($facts['num'] + 1)
notice($facts['flag'] =~ Boolean)
notice($facts['list'][1])
notice($::num)
