notice("[${facts['nosuch']}]")
notice($facts['os']['nosuch'])
